// The one way any context charges a seller's wallet (subscriptions, storage fees, later inbound and fulfillment).
import { Command } from '@nestjs/cqrs';
import type { SpendingPurpose } from '@ledgerhouse/contracts';

export interface SpendingOutcome {
  /** false: the balance could not cover it; the refusal is recorded on the wallet and the caller marks its document PAYMENT_FAILED. */
  accepted: boolean;
  entryId: string;
  balanceAfterCents: number;
  position: string;
}

/** Idempotent per (userId, documentId, purpose): charging the same document again answers the first outcome. */
export class SpendFromWallet extends Command<SpendingOutcome> {
  constructor(
    readonly userId: string,
    readonly spending: { purpose: SpendingPurpose; amountCents: number; documentId: string; notes: string | null },
  ) {
    super();
  }
}
