// given order events / then the warehouse's row of the order (facets, picked units, label, packing, manifest).
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { warehouseOrdersProjector } from './warehouse-orders';

const spec = projectorSpec(warehouseOrdersProjector);
const at = '2026-11-23T10:00:00.000Z';
const label = {
  carrier: 'UPS',
  service: 'Ground',
  trackingNumber: '1Z1',
  fileId: null,
  carrierLabelId: 'lbl_1',
  costCents: 900,
  estimatedDays: 3,
};
const placed = (orderId: string, sellerId: string, productId: string) => ({
  type: 'OrderPlaced',
  data: { orderId, sellerId, placedAt: at, number: 'A-1', lines: [{ productId, sku: 'SKU-1', quantity: 3, priceCents: 100 }] },
});
const toPicking = [
  { type: 'OrderReserved', data: { at } },
  { type: 'FulfillmentStarted', data: { options: {}, automatic: false, at } },
  { type: 'LabelAttached', data: { label, at } },
  { type: 'FulfillmentPaymentRequested', data: { attempt: 1, at } },
  { type: 'FulfillmentPaid', data: { amountCents: 500, at } },
  { type: 'PickingStarted', data: { at } },
];
const rowOf = (orderId: string) =>
  spec.db
    .selectFrom('warehouse_orders')
    .select(['status', 'pick_status', 'payment_status', 'lines', 'label', 'packed_at', 'manifest_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('warehouse_orders projector', () => {
  it('follows an order from placement to PICKING, PAID, with its label', async () => {
    const [orderId, seller, product] = [newId('order'), newId('seller'), newId('product')];
    await spec.given({ [`order-${orderId}`]: [placed(orderId, seller, product), ...toPicking] });
    expect(await rowOf(orderId)).toMatchObject({
      status: 'PROCESSING',
      pick_status: 'PICKING',
      payment_status: 'PAID',
      lines: [{ productId: product, sku: 'SKU-1', quantity: 3, picked: 0 }],
      label: { carrier: 'UPS', trackingNumber: '1Z1', carrierLabelId: 'lbl_1' },
      manifest_id: null,
    });
  });

  it('counts picked units, then PICKED, packed, on a manifest and PROCESSED', async () => {
    const [orderId, seller, product, manifestId] = [newId('order'), newId('seller'), newId('product'), newId('manifest')];
    const scan = (n: number) => ({
      type: 'UnitsPicked',
      data: { scanId: newId('scan'), productId: product, binId: 'A-01-01', quantity: n, at },
    });
    await spec.given({ [`order-${orderId}`]: [placed(orderId, seller, product), ...toPicking, scan(1), scan(1)] });
    expect((await rowOf(orderId)).lines).toEqual([{ productId: product, sku: 'SKU-1', quantity: 3, picked: 2 }]);
    await spec.given({
      [`order-${orderId}`]: [
        scan(1),
        { type: 'OrderPicked', data: { at } },
        { type: 'OrderPacked', data: { at } },
        { type: 'OrderAddedToManifest', data: { manifestId, at } },
        { type: 'OrderHandedOver', data: { manifestId, at } },
      ],
    });
    const row = await rowOf(orderId);
    expect(row).toMatchObject({ status: 'PROCESSED', pick_status: 'PICKED', manifest_id: manifestId });
    expect(row.lines[0]!.picked).toBe(3);
    expect(row.packed_at).not.toBeNull();
    await spec.expectReplayChangesNothing(() => rowOf(orderId));
  });

  it('forgets picking, label, packing and manifest when the shipment is canceled', async () => {
    const [orderId, seller, product] = [newId('order'), newId('seller'), newId('product')];
    await spec.given({
      [`order-${orderId}`]: [
        placed(orderId, seller, product),
        ...toPicking,
        { type: 'UnitsPicked', data: { scanId: newId('scan'), productId: product, binId: 'A-01-01', quantity: 1, at } },
        { type: 'ShipmentCanceled', data: { at } },
      ],
    });
    expect(await rowOf(orderId)).toMatchObject({
      status: 'READY_FOR_FULFILLMENT',
      pick_status: null,
      payment_status: null,
      label: null,
      packed_at: null,
      lines: [{ productId: product, sku: 'SKU-1', quantity: 3, picked: 0 }],
    });
  });
});
