// The orders read model: one row per order with its buyer, lines, totals, the three status facets, the list tab,
// fulfillment, label, costs, manifest and comments, for the seller's list and view and the warehouse's fulfillment tab.
// OrderPlaced events written before orders existed (billing tests: no number, no lines) are no orders: skipped, and
// whatever follows on such a stream finds no row and changes nothing.
import { ORDER_EVENT_TYPES, type OrderEvent, type OrderLine } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import { orderTab } from './order-tab';
import type { OrderRecord, OrderRecordUpdate } from './orders.table';
import type { Projector } from './projector';

type Trx = Transaction<ReadModelDatabase>;
type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
type Edited = Extract<OrderEvent, { type: 'OrderEdited' }>['data'];

const lineTotals = (lines: readonly OrderLine[]) => ({
  lines: JSON.stringify(lines),
  total_cents: lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0),
  item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
});

const orderFields = (d: Pick<Edited, 'orderDate' | 'buyer' | 'address' | 'note' | 'lines'>) => ({
  order_date: d.orderDate,
  buyer_name: d.buyer.fullName,
  buyer: JSON.stringify(d.buyer),
  address: JSON.stringify(d.address),
  note: d.note,
  ...lineTotals(d.lines),
});

/** Back to the seller (shipment canceled): nothing of the fulfillment remains. */
const fulfillmentReset: OrderRecordUpdate = {
  pick_status: null,
  payment_status: null,
  packed: false,
  label_failed: false,
  label_failure_reason: null,
  fulfillment: 'null',
  label: 'null',
  tracking_number: null,
  costs: 'null',
  payment_failure: null,
  manifest_id: null,
};

async function insertPlaced(trx: Trx, d: Placed, stored: StoredEvent): Promise<void> {
  if (!d.number || !d.lines || !d.buyer || !d.address) return;
  const source = d.source ?? { channel: 'MANUAL', channelAccountId: null, channelOrderId: null };
  await trx
    .insertInto('orders')
    .values({
      id: d.orderId,
      seller_id: d.sellerId,
      number: d.number,
      channel: source.channel,
      channel_account_id: source.channelAccountId,
      channel_order_id: source.channelOrderId,
      ...orderFields({ orderDate: d.orderDate ?? d.placedAt, buyer: d.buyer, address: d.address, note: d.note ?? null, lines: d.lines }),
      status: 'RESERVING',
      pick_status: null,
      payment_status: null,
      packed: false,
      tab: orderTab({ status: 'RESERVING', paymentStatus: null, labelFailed: false }),
      label_failed: false,
      label_failure_reason: null,
      missing: '[]',
      fulfillment: 'null',
      label: 'null',
      tracking_number: null,
      costs: 'null',
      payment_failure: null,
      manifest_id: null,
      return_shipment_id: null,
      comments: '[]',
      registration: source.channel === 'MANUAL' ? 'NONE' : 'PENDING',
      created_at: d.placedAt,
      updated_at: d.placedAt,
      position: stored.position,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The changes an event after placement makes to the row (`was`). */
function changesOf(event: Exclude<OrderEvent, { type: 'OrderPlaced' }>, was: OrderRecord, stored: StoredEvent): OrderRecordUpdate {
  switch (event.type) {
    case 'OrderEdited':
      return { ...orderFields(event.data), status: 'RESERVING', missing: '[]' };
    case 'OrderReserved':
      return { status: 'READY_FOR_FULFILLMENT', missing: '[]' };
    case 'OrderReservationShort':
      return { status: 'INSUFFICIENT_GOODS', missing: JSON.stringify(event.data.missing) };
    case 'OrderReservationRetried':
      return { status: 'RESERVING' };
    case 'FulfillmentStarted': {
      const { options, automatic, at } = event.data;
      return {
        status: 'PROCESSING',
        pick_status: 'NOT_PICKED',
        payment_status: null,
        fulfillment: JSON.stringify({ options, automatic, startedAt: at }),
      };
    }
    case 'LabelPurchaseRequested':
      return { label_failed: false, label_failure_reason: null };
    case 'LabelAttached':
      return {
        label: JSON.stringify(event.data.label),
        tracking_number: event.data.label.trackingNumber,
        label_failed: false,
        label_failure_reason: null,
      };
    case 'LabelPurchaseFailed':
      return { label_failed: true, label_failure_reason: event.data.reason };
    case 'FulfillmentCostsCalculated':
      return { costs: JSON.stringify(event.data.costs) };
    case 'FulfillmentPaymentRequested':
      return { payment_status: 'PAYMENT_PENDING', payment_failure: null };
    case 'FulfillmentPaid':
      return { payment_status: 'PAID', payment_failure: null };
    case 'FulfillmentPaymentFailed':
      return { payment_status: 'PAYMENT_FAILED', payment_failure: event.data.reason };
    case 'PickingStarted':
      return { pick_status: 'PICKING' };
    case 'UnitsPicked':
      return {};
    case 'OrderPicked':
      return { pick_status: 'PICKED' };
    case 'OrderPacked':
      return { packed: true };
    case 'OrderAddedToManifest':
      return { manifest_id: event.data.manifestId };
    case 'OrderRemovedFromManifest':
      return { manifest_id: was.manifest_id === event.data.manifestId ? null : was.manifest_id };
    case 'OrderHandedOver':
      return { status: 'PROCESSED', manifest_id: event.data.manifestId };
    case 'OrderCanceled':
      return { status: 'CANCELED' };
    case 'ShipmentCanceled':
      return { ...fulfillmentReset, status: 'READY_FOR_FULFILLMENT' };
    case 'OrderCommentAdded': {
      const comment = { author: event.data.author, authorId: stored.metadata.userId, text: event.data.text, at: event.data.at };
      return { comments: JSON.stringify([...was.comments, comment]) };
    }
    case 'OrderRegistrationChanged':
      return { registration: event.data.registration };
    case 'ReturnShipmentCreated':
      return { return_shipment_id: event.data.inboundShipmentId };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const ordersProjector: Projector = {
  name: 'orders',
  tables: ['orders'],
  handles: ORDER_EVENT_TYPES,
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    if (event.type === 'OrderPlaced') return insertPlaced(trx, event.data, stored);
    const id = stored.streamId.slice('order-'.length);
    const was = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!was) return;
    const set = changesOf(event, was, stored);
    const status = set.status ?? was.status;
    const paymentStatus = set.payment_status !== undefined ? set.payment_status : was.payment_status;
    const labelFailed = set.label_failed ?? was.label_failed;
    const at = (event.data as { at?: string }).at ?? stored.recordedAt;
    await trx
      .updateTable('orders')
      .set({ ...set, tab: orderTab({ status, paymentStatus, labelFailed }), updated_at: at, position: stored.position })
      .where('id', '=', id)
      .execute();
  },
};
