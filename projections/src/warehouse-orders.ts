// The warehouse_orders read model: one row per order from placement, as the warehouse works it: the three facets, lines
// with picked units, the label, when it was packed and the manifest holding it. The pick list (PROCESSING, PAID,
// NOT_PICKED or PICKING), the packing queue (PICKED, not packed) and manifest candidates (packed, on no manifest) read it.
import type { OrderEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';
import type { WarehouseOrderLine, WarehouseOrderUpdate } from './warehouse-orders.table';

const HANDLED: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderEdited',
  'OrderReserved',
  'OrderReservationShort',
  'OrderReservationRetried',
  'FulfillmentStarted',
  'LabelAttached',
  'FulfillmentPaymentRequested',
  'FulfillmentPaid',
  'FulfillmentPaymentFailed',
  'PickingStarted',
  'UnitsPicked',
  'OrderPicked',
  'OrderPacked',
  'OrderAddedToManifest',
  'OrderRemovedFromManifest',
  'OrderHandedOver',
  'OrderCanceled',
  'ShipmentCanceled',
];

const linesOf = (lines: { productId: string; sku: string; quantity: number }[] | undefined): WarehouseOrderLine[] =>
  (lines ?? []).map((l) => ({ productId: l.productId, sku: l.sku, quantity: l.quantity, picked: 0 }));

/** The row's new columns for an event on an existing row; undefined for events that change nothing here. */
function changesFor(event: OrderEvent, lines: () => Promise<WarehouseOrderLine[]>): Promise<WarehouseOrderUpdate> | WarehouseOrderUpdate {
  switch (event.type) {
    case 'OrderEdited':
      return { status: 'RESERVING', lines: JSON.stringify(linesOf(event.data.lines)) };
    case 'OrderReserved':
      return { status: 'READY_FOR_FULFILLMENT' };
    case 'OrderReservationShort':
      return { status: 'INSUFFICIENT_GOODS' };
    case 'OrderReservationRetried':
      return { status: 'RESERVING' };
    case 'FulfillmentStarted':
      return { status: 'PROCESSING', pick_status: 'NOT_PICKED', payment_status: null };
    case 'LabelAttached': {
      const { carrier, service, trackingNumber, fileId, carrierLabelId } = event.data.label;
      return { label: JSON.stringify({ carrier, service, trackingNumber, fileId, carrierLabelId }) };
    }
    case 'FulfillmentPaymentRequested':
      return { payment_status: 'PAYMENT_PENDING' };
    case 'FulfillmentPaid':
      return { payment_status: 'PAID' };
    case 'FulfillmentPaymentFailed':
      return { payment_status: 'PAYMENT_FAILED' };
    case 'PickingStarted':
      return { pick_status: 'PICKING' };
    case 'UnitsPicked': {
      const { productId, quantity } = event.data;
      return lines().then((current) => {
        let left = quantity;
        const next = current.map((l) => {
          if (l.productId !== productId || left === 0) return l;
          const take = Math.min(left, Math.max(0, l.quantity - l.picked));
          left -= take;
          return { ...l, picked: l.picked + take };
        });
        return { lines: JSON.stringify(next) };
      });
    }
    case 'OrderPicked':
      return { pick_status: 'PICKED' };
    case 'OrderPacked':
      return { packed_at: event.data.at };
    case 'OrderAddedToManifest':
      return { manifest_id: event.data.manifestId };
    case 'OrderRemovedFromManifest':
      return { manifest_id: null };
    case 'OrderHandedOver':
      return { status: 'PROCESSED' };
    case 'OrderCanceled':
      return { status: 'CANCELED' };
    case 'ShipmentCanceled':
      return lines().then((current) => ({
        status: 'READY_FOR_FULFILLMENT',
        pick_status: null,
        payment_status: null,
        label: JSON.stringify(null),
        packed_at: null,
        manifest_id: null,
        lines: JSON.stringify(current.map((l) => ({ ...l, picked: 0 }))),
      }));
    default:
      return {};
  }
}

export const warehouseOrdersProjector: Projector = {
  name: 'warehouse_orders',
  tables: ['warehouse_orders'],
  handles: HANDLED,
  async apply(trx, stored: StoredEvent) {
    const orderId = stored.streamId.slice('order-'.length);
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      await trx
        .insertInto('warehouse_orders')
        .values({
          order_id: orderId,
          seller_id: d.sellerId,
          number: d.number ?? '',
          placed_at: d.placedAt,
          status: 'RESERVING',
          pick_status: null,
          payment_status: null,
          lines: JSON.stringify(linesOf(d.lines)),
          label: JSON.stringify(null),
          packed_at: null,
          manifest_id: null,
          position: stored.position,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      return;
    }
    const lines = async () =>
      (await trx.selectFrom('warehouse_orders').select('lines').where('order_id', '=', orderId).executeTakeFirst())?.lines ?? [];
    const set = await changesFor(event, lines);
    if (Object.keys(set).length === 0) return;
    await trx
      .updateTable('warehouse_orders')
      .set({ ...set, position: stored.position })
      .where('order_id', '=', orderId)
      .execute();
  },
};
