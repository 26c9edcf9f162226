// Staff top up a seller's wallet (BY_STAFF, with a comment); no card is charged.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { walletDecider, walletStream } from '../domain/wallet';
import { AccountStatus } from '../services/account-status';

export class StaffTopUp extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly amountCents: number,
    readonly comment: string,
  ) {
    super();
  }
}

@CommandHandler(StaffTopUp)
export class StaffTopUpHandler implements ICommandHandler<StaffTopUp, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: AccountStatus,
  ) {}

  async execute({ userId, amountCents, comment }: StaffTopUp): Promise<CommandResult> {
    await this.accounts.mustExist(userId);
    const entryId = randomUUID();
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RecordTopUp',
      entryId,
      source: 'BY_STAFF',
      amountCents,
      cardId: null,
      comment,
      outcome: { ok: true, paymentId: null },
      at: this.clock.now(),
    });
    return { id: entryId, position: outcome.position ?? '' };
  }
}
