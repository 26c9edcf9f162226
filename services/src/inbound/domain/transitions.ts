// The inbound shipment's status flow, in one place: which event may move a shipment from which status to which.
// The decider refuses any command whose event is not in this table for the current status (INBOUND_STATUS_CONFLICT),
// and `inbound-transitions.unit.spec.ts` checks that nothing outside it is reachable. Drawn in services/src/inbound/README.md.
import { INBOUND_STATUSES, type InboundEventType, type InboundStatus } from '@ledgerhouse/contracts';

/** `null` before the first event. A deleted draft has no status: nothing follows InboundDraftDeleted. */
export type From = InboundStatus | null;

/** For each event: the statuses it may happen in, and the status after it (`same` keeps the current one). */
export const INBOUND_TRANSITIONS: Record<InboundEventType, { from: readonly From[]; to: InboundStatus | 'same' | 'deleted' }> = {
  InboundDraftCreated: { from: [null], to: 'DRAFT' },
  InboundDraftUpdated: { from: ['DRAFT'], to: 'same' },
  InboundDraftDeleted: { from: ['DRAFT'], to: 'deleted' },
  InboundSubmitted: { from: ['DRAFT'], to: 'NOT_DELIVERED' },
  InboundLinesChanged: { from: ['NOT_DELIVERED'], to: 'same' },
  InboundCanceled: { from: ['NOT_DELIVERED'], to: 'CANCELED' },
  InboundCommentAdded: { from: INBOUND_STATUSES, to: 'same' },
  InboundDelivered: { from: ['NOT_DELIVERED'], to: 'DELIVERED' },
  InboundCheckStarted: { from: ['DELIVERED'], to: 'CHECKING_DELIVERY' },
  InboundUnitsReceived: { from: ['CHECKING_DELIVERY', 'ACCEPTING', 'SEARCHING'], to: 'ACCEPTING' },
  InboundReceiptCorrected: { from: ['ACCEPTING', 'SEARCHING'], to: 'same' },
  InboundSearchStarted: { from: ['ACCEPTING'], to: 'SEARCHING' },
  InboundAccepted: { from: ['CHECKING_DELIVERY', 'ACCEPTING', 'SEARCHING'], to: 'ACCEPTED' },
  /** Lost in transit, not found at the warehouse, or a search that found nothing (the decider checks none was received). */
  InboundMarkedLost: { from: ['NOT_DELIVERED', 'DELIVERED', 'SEARCHING'], to: 'LOST' },
  InboundUnitsPlaced: { from: ['ACCEPTED', 'LOCATING'], to: 'LOCATING' },
  /** From ACCEPTED only when nothing good was received (nothing to place). */
  InboundLocated: { from: ['ACCEPTED', 'LOCATING'], to: 'LOCATED' },
  InboundCostsCalculated: { from: ['LOCATED'], to: 'PAYMENT' },
  InboundPaymentRequested: { from: ['PAYMENT', 'PAYMENT_FAILED'], to: 'PAYMENT_PENDING' },
  InboundPaid: { from: ['PAYMENT_PENDING'], to: 'PAID' },
  InboundPaymentFailed: { from: ['PAYMENT_PENDING'], to: 'PAYMENT_FAILED' },
};

/** The status after `event` in `status`, or `undefined` when the table does not allow it. */
export function nextStatus(status: From, event: InboundEventType): InboundStatus | 'deleted' | undefined {
  const rule = INBOUND_TRANSITIONS[event];
  if (!rule.from.includes(status)) return undefined;
  if (rule.to === 'same') return status ?? undefined;
  return rule.to;
}

/** The seller may still change products or cancel: the warehouse has not received the package. */
export const SELLER_MAY_CHANGE: readonly From[] = ['DRAFT', 'NOT_DELIVERED'];
