// The forwarding shipment's status flow, in one place: which event may happen in which status, and the status after.
// The decider refuses anything not in this table (FORWARDING_STATUS_CONFLICT; FORWARDING_SHIPMENT_CANCELED once
// canceled, which nothing follows), and `forwarding-shipment.unit.spec.ts` walks every status against every command.
import type { ForwardingEventType, ForwardingStatus } from '@ledgerhouse/contracts';

/** `null` before the first event. */
export type ForwardingFrom = ForwardingStatus | null;

const LIVE: readonly ForwardingStatus[] = ['NOT_DELIVERED', 'DELIVERED', 'PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAID'];

export const FORWARDING_TRANSITIONS: Record<ForwardingEventType, { from: readonly ForwardingFrom[]; to: ForwardingStatus | 'same' }> = {
  ForwardingShipmentCreated: { from: [null], to: 'NOT_DELIVERED' },
  /** The seller edits and cancels only before the warehouse has the parcel. */
  ForwardingShipmentEdited: { from: ['NOT_DELIVERED'], to: 'same' },
  ForwardingShipmentCanceled: { from: ['NOT_DELIVERED'], to: 'CANCELED' },
  ForwardingShipmentDelivered: { from: ['NOT_DELIVERED'], to: 'DELIVERED' },
  ForwardingManagerNoteSet: { from: LIVE, to: 'same' },
  /** A charge starts from a delivered parcel, or again after the wallet could not pay. */
  ForwardingPaymentRequested: { from: ['DELIVERED', 'PAYMENT_FAILED'], to: 'PAYMENT_PENDING' },
  ForwardingShipmentPaid: { from: ['PAYMENT_PENDING'], to: 'PAID' },
  ForwardingPaymentFailed: { from: ['PAYMENT_PENDING'], to: 'PAYMENT_FAILED' },
};

/** The status after `event` in `status`, or `undefined` when the table does not allow it. */
export function nextForwardingStatus(status: ForwardingFrom, event: ForwardingEventType): ForwardingStatus | undefined {
  const rule = FORWARDING_TRANSITIONS[event];
  if (!rule.from.includes(status)) return undefined;
  if (rule.to === 'same') return status ?? undefined;
  return rule.to;
}
