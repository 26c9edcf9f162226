// The one way any context charges a seller's wallet (subscriptions, storage fees, later inbound and fulfillment).
import { Command } from '@nestjs/cqrs';
import { ErrorCode, type SpendingPurpose, type SpendingReference } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';

export interface SpendingOutcome {
  /** false: the balance could not cover it; the refusal is recorded on the wallet and the caller marks its document PAYMENT_FAILED. */
  accepted: boolean;
  entryId: string;
  /** What the accepted spending took (the first one's amount when the document was charged before); else what was asked. */
  amountCents: number;
  balanceAfterCents: number;
  position: string;
}

/** Thrown (403 ACCOUNT_BLOCKED) for a deactivated account: nothing is charged or recorded. Idempotent per (userId, documentId, purpose): charging the same document again answers the first outcome. */
export class SpendFromWallet extends Command<SpendingOutcome> {
  constructor(
    readonly userId: string,
    /** A system-made spending sends `reference` (its facts) and no notes; staff send notes. */
    readonly spending: {
      purpose: SpendingPurpose;
      amountCents: number;
      documentId: string;
      notes: string | null;
      reference?: SpendingReference;
    },
  ) {
    super();
  }
}

/** The refusal SpendFromWallet throws for a deactivated account (blocked after the caller checked). */
export const isBlockedRefusal = (err: unknown): boolean => err instanceof DomainError && err.code === ErrorCode.ACCOUNT_BLOCKED;
