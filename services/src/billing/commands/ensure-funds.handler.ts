// The balance covers the amount, or an auto top-up for the shortfall (at least the seller's minimum) is asked and
// charged to the card now, so a seller with auto top-up on is never refused for want of a balance it would refill.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, type CommandDeps } from '../../persistence/tokens';
import { foldWallet, walletDecider, walletStream } from '../domain/wallet';
import { AutoTopUpService } from '../services/auto-top-up.service';
import { EnsureFunds, type FundsOutcome } from './ensure-funds.command';

@CommandHandler(EnsureFunds)
export class EnsureFundsHandler implements ICommandHandler<EnsureFunds, FundsOutcome> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly autoTopUp: AutoTopUpService,
  ) {}

  async execute({ userId, amountCents }: EnsureFunds): Promise<FundsOutcome> {
    const before = await this.balance(userId);
    if (before.balanceCents >= amountCents || !before.autoTopUp)
      return { covered: before.balanceCents >= amountCents, balanceCents: before.balanceCents };
    await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RequestAutoTopUp',
      requestId: randomUUID(),
      shortfallCents: amountCents - before.balanceCents,
      at: this.clock.now(),
    });
    await this.autoTopUp.fulfil(userId);
    const after = await this.balance(userId);
    return { covered: after.balanceCents >= amountCents, balanceCents: after.balanceCents };
  }

  private async balance(userId: string) {
    const state = foldWallet(await this.store.readStream(walletStream(userId)));
    return { balanceCents: state.balanceCents, autoTopUp: state.settings.enabled };
  }
}
