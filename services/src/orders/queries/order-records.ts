// From the orders read model's rows to the contract's rows and views; titles are the products' as they are now.
import type {
  AdminOrderRow,
  AdminOrderView,
  OrderChannel,
  OrderPaymentStatus,
  OrderRegistration,
  OrderStatus,
  PickStatus,
} from '@ledgerhouse/contracts';
import type { OrderRecord } from '@ledgerhouse/projections';
import { orderActions } from '../domain/order-actions';

export type SellerOrderRecord = OrderRecord & { seller_email: string | null; seller_name: string | null };
const iso = (v: Date | string) => new Date(v).toISOString();

export const rowOf = (r: SellerOrderRecord): AdminOrderRow => ({
  id: r.id,
  number: r.number,
  orderDate: iso(r.order_date),
  channel: r.channel as OrderChannel,
  channelOrderId: r.channel_order_id,
  buyerName: r.buyer_name,
  status: r.status as OrderStatus,
  pickStatus: r.pick_status as PickStatus | null,
  paymentStatus: r.payment_status as OrderPaymentStatus | null,
  packed: r.packed,
  labelFailed: r.label_failed,
  labelFailureReason: r.label_failure_reason,
  trackingNumber: r.tracking_number,
  totalCents: Number(r.total_cents),
  itemCount: r.item_count,
  registration: r.registration as OrderRegistration,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  sellerId: r.seller_id,
  sellerEmail: r.seller_email,
  sellerName: r.seller_name,
});

export function viewOf(r: SellerOrderRecord, titles: ReadonlyMap<string, string>): AdminOrderView {
  const row = rowOf(r);
  const label = r.label && {
    carrier: r.label.carrier,
    service: r.label.service,
    trackingNumber: r.label.trackingNumber,
    fileId: r.label.fileId,
    costCents: r.label.costCents,
    estimatedDays: r.label.estimatedDays,
  };
  return {
    ...row,
    channelAccountId: r.channel_account_id,
    buyer: r.buyer,
    address: r.address,
    note: r.note,
    lines: r.lines.map((l) => ({ ...l, title: titles.get(l.productId) ?? null })),
    missing: r.status === 'INSUFFICIENT_GOODS' ? r.missing : [],
    fulfillment: r.fulfillment,
    label,
    costs: r.costs,
    paymentFailure: r.payment_status === 'PAYMENT_FAILED' ? r.payment_failure : null,
    manifestId: r.manifest_id,
    returnShipmentId: r.return_shipment_id,
    managerComments: r.comments.filter((c) => c.author === 'MANAGER'),
    sellerComments: r.comments.filter((c) => c.author === 'SELLER'),
    ...orderActions({ ...row, returnShipmentId: r.return_shipment_id }),
  };
}
