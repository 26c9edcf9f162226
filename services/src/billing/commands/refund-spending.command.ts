// Gives a charge back: another context (the fulfillment saga when a shipment is canceled) refunds its own spending.
import { createHash } from 'node:crypto';
import { Command } from '@nestjs/cqrs';
import type { SpendingPurpose } from '@ledgerhouse/contracts';

export interface RefundOutcome {
  /** Cents given back: 0 when the spending was refused, unknown, or refunded before. */
  refundedCents: number;
  entryId: string;
  position: string;
}

/**
 * Refunds the accepted spending (purpose, documentId) of the user's wallet in full (what is left of it), as a REFUND
 * top-up. With `settlementCents`, gives back at most that much: the one settlement of a charge taken higher than the
 * final price. Idempotent: the top-up's entry id is derived from the spending, so asking again gives nothing more back.
 */
export class RefundSpending extends Command<RefundOutcome> {
  constructor(
    readonly userId: string,
    readonly purpose: SpendingPurpose,
    readonly documentId: string,
    readonly settlementCents?: number,
  ) {
    super();
  }
}

/** A UUID-shaped id named by the refunded spending (the same spending always gives the same id). */
export function refundEntryId(purpose: SpendingPurpose, documentId: string): string {
  const hex = createHash('sha256').update(`refund|${purpose}|${documentId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
