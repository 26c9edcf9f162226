// given events / then rows for the orders and order_timeline read models, on a real event store and database.
import { randomUUID } from 'node:crypto';
import { projectorSpec } from '../../test/support/projector-spec';
import { buyLabel, orderEvent, orderLine, placed, sandboxLabel, toStatus } from '../../test/support/order-events';
import { ordersProjector } from './orders';
import { orderTimelineProjector } from './order-timeline';

const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('orders projector', () => {
  const spec = projectorSpec(ordersProjector);
  const row = (id: string) => spec.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  const tabOf = async (id: string) => (await row(id))?.tab;

  it('lists a placed order with its buyer, lines, total and item count, reserving', async () => {
    const id = randomUUID();
    await spec.given({ [`order-${id}`]: [placed(id, 'seller-1', { number: 'SO-1', placedAt: at(0), orderDate: at(0) })] });
    const r = await row(id);
    expect(r).toMatchObject({
      seller_id: 'seller-1',
      number: 'SO-1',
      channel: 'MANUAL',
      buyer_name: 'Ada Lovelace',
      status: 'RESERVING',
      tab: 'processing',
      item_count: 3,
      registration: 'NONE',
      packed: false,
    });
    expect(Number(r!.total_cents)).toBe(2 * 1250 + 500);
    expect(new Date(r!.order_date).toISOString()).toBe(at(0));
  });

  it('skips an OrderPlaced without number or lines (billing tests) and what follows it', async () => {
    const id = randomUUID();
    await spec.given({
      [`order-${id}`]: [
        { type: 'OrderPlaced', data: { orderId: id, sellerId: 'seller-1', placedAt: at(0) } },
        orderEvent('OrderReserved', {}, at(1)),
      ],
    });
    expect(await row(id)).toBeUndefined();
  });

  it('puts each status in its tab: short and ready need action, a failed payment or label too, processed and canceled apart', async () => {
    const ids = Object.fromEntries(Object.keys(toStatus).map((k) => [k, randomUUID()])) as Record<keyof typeof toStatus, string>;
    await spec.given(
      Object.fromEntries(
        Object.entries(ids).map(([k, id]) => [`order-${id}`, [placed(id, 'seller-1'), ...toStatus[k as keyof typeof toStatus]()]]),
      ),
    );
    expect(await tabOf(ids.reserving)).toBe('processing');
    expect(await tabOf(ids.ready)).toBe('action-required');
    expect(await tabOf(ids.insufficient)).toBe('action-required');
    expect(await tabOf(ids.processing)).toBe('processing');
    expect(await tabOf(ids.paymentFailed)).toBe('action-required');
    expect(await tabOf(ids.labelFailed)).toBe('action-required');
    expect(await tabOf(ids.processed)).toBe('completed');
    expect(await tabOf(ids.canceled)).toBe('cancelled');
    expect(await row(ids.insufficient)).toMatchObject({
      status: 'INSUFFICIENT_GOODS',
      missing: [{ productId: 'p-1', sku: 'SKU-A', requested: 2, available: 1 }],
    });
    expect(await row(ids.labelFailed)).toMatchObject({ label_failed: true, label_failure_reason: 'Error purchasing label' });
    expect(await row(ids.paymentFailed)).toMatchObject({ payment_status: 'PAYMENT_FAILED', payment_failure: 'Insufficient funds' });
    expect(await row(ids.processed)).toMatchObject({ status: 'PROCESSED', pick_status: 'PICKED', payment_status: 'PAID', packed: true });
  });

  it('follows fulfillment: options, label, costs, payment, picking, manifest; a comment keeps its author', async () => {
    const id = randomUUID();
    const manifestId = randomUUID();
    const costs = { pickPackCents: 300, labelCents: 750, extraServicesCents: 0, totalCents: 1050 };
    await spec.given({
      [`order-${id}`]: [
        placed(id, 'seller-1', { placedAt: at(0) }),
        orderEvent('OrderReserved', {}, at(1)),
        orderEvent('FulfillmentStarted', { options: buyLabel, automatic: true }, at(2)),
        orderEvent('LabelPurchaseRequested', { requestId: 'r1' }, at(3)),
        orderEvent('LabelPurchaseFailed', { requestId: 'r1', reason: 'Error purchasing label' }, at(4)),
        orderEvent('LabelPurchaseRequested', { requestId: 'r2' }, at(5)),
        orderEvent('LabelAttached', { label: sandboxLabel }, at(6)),
        orderEvent('FulfillmentCostsCalculated', { costs }, at(7)),
        orderEvent('FulfillmentPaymentRequested', { attempt: 1 }, at(8)),
        orderEvent('FulfillmentPaid', { amountCents: 1050 }, at(9)),
        orderEvent('PickingStarted', {}, at(10)),
        orderEvent('UnitsPicked', { scanId: 's1', productId: 'p-1', binId: 'A-01-01', quantity: 2 }, at(11)),
        orderEvent('OrderPicked', {}, at(12)),
        orderEvent('OrderAddedToManifest', { manifestId }, at(13)),
        { ...orderEvent('OrderCommentAdded', { author: 'MANAGER', text: 'Box dented' }, at(14)), metadata: { userId: 'manager-1' } },
      ],
    });
    const r = await row(id);
    expect(r).toMatchObject({
      status: 'PROCESSING',
      pick_status: 'PICKED',
      payment_status: 'PAID',
      tab: 'processing',
      label_failed: false,
      label_failure_reason: null,
      tracking_number: 'SBX123456',
      label: sandboxLabel,
      costs,
      fulfillment: { options: buyLabel, automatic: true, startedAt: at(2) },
      manifest_id: manifestId,
      comments: [{ author: 'MANAGER', authorId: 'manager-1', text: 'Box dented', at: at(14) }],
    });
    expect(new Date(r!.updated_at).toISOString()).toBe(at(14));
    await spec.expectReplayChangesNothing(() => row(id));
  });

  it('takes an edit (lines, buyer, total) and a canceled shipment back to ready with nothing of the fulfillment left', async () => {
    const id = randomUUID();
    const edited = {
      orderDate: at(5),
      buyer: { fullName: 'Grace Hopper', phone: '+1 555 000 1111' },
      address: { country: 'US', region: 'NY', city: 'New York', postalCode: '10001', line1: '2 Broad St', line2: null },
      note: 'Ring twice',
      lines: [orderLine('SKU-C', 4, 100)],
    };
    await spec.given({
      [`order-${id}`]: [
        placed(id, 'seller-1'),
        orderEvent('OrderEdited', edited),
        ...toStatus.processing(),
        orderEvent('ShipmentCanceled', {}),
        orderEvent('OrderRegistrationChanged', { registration: 'FAILED' }),
      ],
    });
    const r = await row(id);
    expect(Number(r!.total_cents)).toBe(400);
    expect(r).toMatchObject({
      buyer_name: 'Grace Hopper',
      note: 'Ring twice',
      item_count: 4,
      status: 'READY_FOR_FULFILLMENT',
      tab: 'action-required',
      pick_status: null,
      payment_status: null,
      label: null,
      tracking_number: null,
      fulfillment: null,
      registration: 'FAILED',
    });
  });

  it('records the return shipment of a canceled order', async () => {
    const id = randomUUID();
    const inboundShipmentId = randomUUID();
    await spec.given({
      [`order-${id}`]: [placed(id, 'seller-1'), ...toStatus.canceled(), orderEvent('ReturnShipmentCreated', { inboundShipmentId })],
    });
    expect(await row(id)).toMatchObject({ status: 'CANCELED', tab: 'cancelled', return_shipment_id: inboundShipmentId });
  });
});

describe('order_timeline projector', () => {
  const spec = projectorSpec(orderTimelineProjector);

  it('records every event in order with its time, actor and impersonator', async () => {
    const id = randomUUID();
    await spec.given({
      [`order-${id}`]: [
        { ...placed(id, 'seller-1', { placedAt: at(0), number: 'SO-9' }), metadata: { userId: 'seller-1', impersonatorId: 'staff-9' } },
        orderEvent('OrderReserved', {}, at(1)),
        { ...orderEvent('OrderCommentAdded', { author: 'MANAGER', text: 'Hi' }, at(2)), metadata: { userId: 'manager-1' } },
      ],
    });
    const read = () => spec.db.selectFrom('order_timeline').selectAll().where('order_id', '=', id).orderBy('version').execute();
    const rows = await read();
    expect(rows.map((r) => [r.version, r.type, r.actor_id, r.impersonator_id, new Date(r.at).toISOString()])).toEqual([
      [1, 'OrderPlaced', 'seller-1', 'staff-9', at(0)],
      [2, 'OrderReserved', null, null, at(1)],
      [3, 'OrderCommentAdded', 'manager-1', null, at(2)],
    ]);
    expect(rows[0]!.data).toMatchObject({ number: 'SO-9' });
    expect(rows[2]!.data).toEqual({ author: 'MANAGER', text: 'Hi' });
    await spec.expectReplayChangesNothing(read);
  });
});
