// given events / then rows for the inbound_shipments and inbound_timeline read models, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { inboundShipmentsProjector } from './inbound-shipments';
import { inboundTimelineProjector } from './inbound-timeline';

const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const line = (productId: string, quantity: number, barcode: string) => ({
  productId,
  quantity,
  barcode,
  packageSize: null,
  weight: null,
  countryOfOrigin: 'DE',
});
const delivery = { trackingNumber: '1Z999', courierService: 'UPS', deliveryType: 'CUSTOM', packageType: 'boxes', comment: 'Two boxes' };
const created = (shipmentId: string) => ({
  type: 'InboundDraftCreated',
  data: {
    shipmentId,
    sellerId: 'seller-1',
    number: 'IN-000042',
    shipmentType: 'STANDARD',
    lines: [line('p-a', 10, 'A'), line('p-b', 5, 'B')],
    delivery,
    at: at(0),
  },
});
const ev = (type: string, data: Record<string, unknown>, minute = 1) => ({ type, data: { ...data, at: at(minute) } });
/** A whole flow: sent, delivered, counted (with damage and a correction), accepted, placed, located and billed. */
const flow = (shipmentId: string) => [
  created(shipmentId),
  ev('InboundSubmitted', { lines: [line('p-a', 10, 'A'), line('p-b', 5, 'B')], delivery }, 1),
  ev('InboundCommentAdded', { author: 'MANAGER', text: 'Box dented' }, 2),
  ev('InboundDelivered', {}, 3),
  ev('InboundCheckStarted', {}, 4),
  ev('InboundUnitsReceived', { scanId: 's1', productId: 'p-a', barcode: 'A', quantity: 11, damaged: false }, 5),
  ev('InboundUnitsReceived', { scanId: 's2', productId: 'p-b', barcode: 'B', quantity: 1, damaged: true }, 6),
  ev('InboundReceiptCorrected', { productId: 'p-a', delta: -1, damaged: false, reason: 'double' }, 7),
  ev('InboundAccepted', { received: [], billableSeconds: 600 }, 8),
  ev('InboundUnitsPlaced', { placementId: 'q1', productId: 'p-a', sellerId: 'seller-1', locationCode: 'A-01-01', quantity: 6 }, 9),
  ev('InboundUnitsPlaced', { placementId: 'q2', productId: 'p-a', sellerId: 'seller-1', locationCode: 'A-01-01', quantity: 4 }, 10),
  ev('InboundLocated', {}, 11),
  ev(
    'InboundCostsCalculated',
    {
      costs: {
        processingCostCents: 1000,
        billableSeconds: 600,
        freeSeconds: 0,
        hourlyCostCents: 6000,
        labelCostCents: 0,
        stickerCount: 10,
        stickerCostCents: 100,
        totalCents: 1100,
      },
    },
    12,
  ),
];

describe('inbound_shipments projector', () => {
  const spec = projectorSpec(inboundShipmentsProjector);
  const row = (id: string) => spec.db.selectFrom('inbound_shipments').selectAll().where('id', '=', id).executeTakeFirst();

  it('lists a draft with its lines, delivery and totals', async () => {
    const id = newId('ship');
    await spec.given({ [`inbound-${id}`]: [created(id)] });
    expect(await row(id)).toMatchObject({
      seller_id: 'seller-1',
      number: 'IN-000042',
      type: 'STANDARD',
      status: 'DRAFT',
      tracking_number: '1Z999',
      courier_service: 'UPS',
      delivery_type: 'CUSTOM',
      package_type: 'boxes',
      seller_comment: 'Two boxes',
      product_count: 2,
      piece_count: 15,
      received_count: 0,
      lines: [
        { productId: 'p-a', barcode: 'A', declared: 10, received: 0, damaged: 0, placed: 0, countryOfOrigin: 'DE' },
        { productId: 'p-b', barcode: 'B', declared: 5, received: 0, damaged: 0, placed: 0 },
      ],
    });
  });

  it('follows the whole flow: counts, damage, corrections, placements by bin, comments, costs and status times', async () => {
    const id = newId('ship');
    await spec.given({ [`inbound-${id}`]: flow(id) });
    const r = await row(id);
    expect(r).toMatchObject({
      status: 'PAYMENT',
      received_count: 10,
      placed_count: 10,
      total_cost_cents: 1100,
      costs: { totalCents: 1100, billableSeconds: 600 },
      comments: [{ author: 'MANAGER', text: 'Box dented', at: at(2), authorId: null }],
      placements: [{ productId: 'p-a', locationCode: 'A-01-01', quantity: 10 }],
      lines: [
        { productId: 'p-a', declared: 10, received: 10, damaged: 0, placed: 10 },
        { productId: 'p-b', declared: 5, received: 0, damaged: 1, placed: 0 },
      ],
    });
    expect(new Date(r!.status_changed_at).toISOString()).toBe(at(12));
    await spec.expectReplayChangesNothing(() => row(id));
  });

  it('keeps counts of products still declared when lines change, and forgets a deleted draft', async () => {
    const id = newId('ship');
    await spec.given({
      [`inbound-${id}`]: [created(id), ev('InboundDraftUpdated', { lines: [line('p-b', 7, 'B2')], delivery: null })],
    });
    expect(await row(id)).toMatchObject({
      product_count: 1,
      piece_count: 7,
      tracking_number: null,
      lines: [{ productId: 'p-b', barcode: 'B2' }],
    });
    await spec.given({ [`inbound-${id}`]: [ev('InboundDraftDeleted', {})] });
    expect(await row(id)).toBeUndefined();
  });
});

describe('inbound_timeline projector', () => {
  const spec = projectorSpec(inboundTimelineProjector);

  it('records every event in order with its time, actor and impersonator', async () => {
    const id = newId('ship');
    await spec.given({
      [`inbound-${id}`]: [
        { ...created(id), metadata: { userId: 'seller-1', impersonatorId: 'staff-9' } },
        { ...ev('InboundSubmitted', { lines: [], delivery }, 1), metadata: { userId: 'seller-1' } },
        { ...ev('InboundDelivered', {}, 3), metadata: { userId: 'manager-1' } },
      ],
    });
    const read = () => spec.db.selectFrom('inbound_timeline').selectAll().where('shipment_id', '=', id).orderBy('version').execute();
    const rows = await read();
    expect(rows.map((r) => [r.version, r.type, r.actor_id, r.impersonator_id, new Date(r.at).toISOString()])).toEqual([
      [1, 'InboundDraftCreated', 'seller-1', 'staff-9', at(0)],
      [2, 'InboundSubmitted', 'seller-1', null, at(1)],
      [3, 'InboundDelivered', 'manager-1', null, at(3)],
    ]);
    expect(rows[0]!.data).toMatchObject({ number: 'IN-000042', shipmentType: 'STANDARD' });
    expect(rows[0]!.data).not.toHaveProperty('at');
    await spec.expectReplayChangesNothing(read);
  });
});
