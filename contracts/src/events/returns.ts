// return-<orderId>: the label bought for an order's return shipment. The request (its id is the carrier's idempotency
// key) is recorded before the carrier is asked, so a retry after a crash resumes the same purchase instead of buying a
// second label; a failed purchase lets the next request try afresh under a new id.
import type { OrderLabel } from './orders';

export type ReturnLabelEvent =
  | { type: 'ReturnLabelPurchaseRequested'; data: { orderId: string; sellerId: string; requestId: string; at: string } }
  | { type: 'ReturnLabelPurchased'; data: { requestId: string; label: OrderLabel; at: string } }
  | { type: 'ReturnLabelPurchaseFailed'; data: { requestId: string; reason: string; at: string } };
export type ReturnLabelEventType = ReturnLabelEvent['type'];
