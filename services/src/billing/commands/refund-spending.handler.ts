// Refunds a spending as a REFUND top-up; a refused or unknown spending, or one refunded before, gives nothing back.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { walletDecider, walletStream } from '../domain/wallet';
import { refundEntryId, RefundSpending, type RefundOutcome } from './refund-spending.command';

@CommandHandler(RefundSpending)
export class RefundSpendingHandler implements ICommandHandler<RefundSpending, RefundOutcome> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, purpose, documentId, settlementCents }: RefundSpending): Promise<RefundOutcome> {
    const settlement = settlementCents !== undefined;
    const entryId = refundEntryId(purpose, settlement ? `${documentId}|settlement` : documentId);
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RefundSpending',
      entryId,
      purpose,
      documentId,
      ...(settlement ? { amountCents: settlementCents } : {}),
      at: this.clock.now(),
    });
    const [refund] = outcome.events;
    const refundedCents = refund?.type === 'WalletToppedUp' ? refund.data.amountCents : 0;
    return { refundedCents, entryId, position: outcome.position ?? '' };
  }
}
