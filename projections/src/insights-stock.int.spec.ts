// given events / then rows for insights_stock: one row per change with the product's and its seller's stock after it.
import { toPosition, type StoredEvent } from '@ledgerhouse/infra';
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { insightsStockProjector } from './insights-stock';

const spec = projectorSpec(insightsStockProjector);
const at = '2026-11-22T10:00:00.000Z';
const box: { length: number; width: number; height: number; unit: string } = { length: 1, width: 1, height: 2, unit: 'ft' };
const created = (productId: string, sellerId: string, dimensions: typeof box | null = box) => ({
  type: 'ProductCreated',
  data: {
    productId,
    sellerId,
    createdAt: at,
    title: 'Mug',
    sku: productId,
    barcode: null,
    brand: null,
    countryOfOrigin: null,
    description: null,
    photoUrl: null,
    priceCents: 500,
    unitOfMeasurement: null,
    status: 'ACTIVE',
    dimensions,
    weight: null,
  },
});
const changed = (reason: string, documentId: string, delta: number, totalAfter: number) => ({
  type: 'StockChanged',
  data: { reason, documentId, delta, totalAfter, comment: null, at },
});
const reserved = (documentId: string, quantity: number, reservedAfter: number) => ({
  type: 'StockReserved',
  data: { documentId, quantity, reservedAfter, at },
});
const released = (documentId: string, quantity: number, reservedAfter: number, reason: 'FULFILLED' | 'CANCELED') => ({
  type: 'ReservationReleased',
  data: { documentId, quantity, reservedAfter, reason, at },
});
const rows = (sellerId: string) =>
  spec.db
    .selectFrom('insights_stock_changes')
    .select([
      'product_id',
      'cause',
      'document_id',
      'total',
      'reserved',
      'available',
      'seller_total',
      'seller_reserved',
      'seller_available',
      'seller_cubic_feet',
    ])
    .where('seller_id', '=', sellerId)
    .orderBy('at')
    .orderBy('seq')
    .execute();

/**
 * Stored events outside the store (applied straight to the projector): a product created, `units` received, then
 * `reservations` one-unit reservations, a minute apart, at positions of transaction `tag` (far past this file's others).
 */
const receivedThenReserved = (p: string, seller: string, units: number, reservations: number, tag: string) =>
  [
    { streamId: `product-${p}`, ...created(p, seller) },
    { streamId: `inventory-${p}`, ...changed('INBOUND_SHIPMENT', 'in-1', units, units) },
    ...Array.from({ length: reservations }, (_, i) => ({ streamId: `inventory-${p}`, ...reserved(`o-${i}`, 1, i + 1) })),
  ].map((e, i): StoredEvent => ({
    ...e,
    version: i + 1,
    position: toPosition(tag, i + 1),
    recordedAt: new Date(Date.parse(at) + i * 60_000),
    metadata: { correlationId: crypto.randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
  }));

describe('insights_stock projector', () => {
  it('records every stock and reservation change with the product and the seller totals after it, and no planned delivery', async () => {
    const seller = newId('seller');
    const [mug, cap] = [crypto.randomUUID(), crypto.randomUUID()];
    await spec.given({
      [`product-${mug}`]: [created(mug, seller)],
      [`product-${cap}`]: [created(cap, seller, null)],
      [`inventory-${mug}`]: [
        changed('INBOUND_SHIPMENT', 'in-1', 10, 10),
        { type: 'DeliveryExpected', data: { documentId: 'in-2', quantity: 5, incomingAfter: 5, at } },
        reserved('o-1', 4, 4),
      ],
      [`inventory-${cap}`]: [changed('INBOUND_SHIPMENT', 'in-1', 3, 3), changed('STOCK_TAKING', 'count-1', -1, 2)],
    });
    await spec.given({
      [`inventory-${mug}`]: [
        released('o-1', 4, 0, 'FULFILLED'),
        changed('FULFILLMENT', 'o-1', -4, 6),
        changed('FULFILLMENT_RETURN', 'in-3', 1, 7),
      ],
    });
    const row = (productId: string, cause: string, doc: string, product: number[], sellerTotals: number[]) => ({
      product_id: productId,
      cause,
      document_id: doc,
      total: product[0],
      reserved: product[1],
      available: product[0] - product[1],
      seller_total: sellerTotals[0],
      seller_reserved: sellerTotals[1],
      seller_available: sellerTotals[0] - sellerTotals[1],
      seller_cubic_feet: sellerTotals[2],
    });
    expect(await rows(seller)).toEqual([
      row(mug, 'INBOUND_SHIPMENT', 'in-1', [10, 0], [10, 0, 20]),
      row(mug, 'RESERVED', 'o-1', [10, 4], [10, 4, 20]),
      row(cap, 'INBOUND_SHIPMENT', 'in-1', [3, 0], [13, 4, 20]),
      row(cap, 'STOCK_TAKING', 'count-1', [2, 0], [12, 4, 20]),
      row(mug, 'RELEASED', 'o-1', [10, 0], [12, 0, 20]),
      row(mug, 'FULFILLMENT', 'o-1', [6, 0], [8, 0, 12]),
      row(mug, 'FULFILLMENT_RETURN', 'in-3', [7, 0], [9, 0, 14]),
    ]);
    const deltas = await spec.db
      .selectFrom('insights_stock_changes')
      .select('total_delta')
      .where('seller_id', '=', seller)
      .orderBy('at')
      .orderBy('seq')
      .execute();
    expect(deltas.map((d) => d.total_delta)).toEqual([10, 0, 3, -1, 0, -4, 1]);
  });

  it('records the seller volume a change of measurements makes while the product holds stock, and nothing for the same volume or without stock', async () => {
    const seller = newId('seller');
    const [held, empty] = [crypto.randomUUID(), crypto.randomUUID()];
    const resized = (dimensions: typeof box) => ({ type: 'ProductUpdated', data: { changes: { dimensions }, at } });
    await spec.given({
      [`product-${held}`]: [created(held, seller)],
      [`product-${empty}`]: [created(empty, seller), resized({ ...box, height: 3 })],
      [`inventory-${held}`]: [changed('INBOUND_SHIPMENT', 'in-1', 2, 2)],
    });
    await spec.given({
      [`product-${held}`]: [
        resized({ length: 12, width: 12, height: 24, unit: 'in' }),
        resized({ length: 12, width: 12, height: 36, unit: 'in' }),
      ],
    });
    expect((await rows(seller)).map((r) => [r.cause, r.document_id, r.total, r.seller_cubic_feet])).toEqual([
      ['INBOUND_SHIPMENT', 'in-1', 2, 4],
      ['MEASUREMENTS', held, 2, 6],
    ]);
  });

  it('carries the integral of the seller’s units over time up to each row', async () => {
    const seller = newId('seller');
    const p = crypto.randomUUID();
    await spec.given({ [`product-${p}`]: [created(p, seller)], [`inventory-${p}`]: [changed('INBOUND_SHIPMENT', 'in-1', 3, 3)] });
    await spec.given({ [`inventory-${p}`]: [changed('STOCK_TAKING', 'count-1', 5, 8)] });
    await spec.given({ [`inventory-${p}`]: [changed('STOCK_TAKING', 'count-2', -8, 0)] });
    const held = await spec.db
      .selectFrom('insights_stock_changes')
      .select(['at', 'seller_total', 'seller_unit_seconds'])
      .where('seller_id', '=', seller)
      .orderBy('seq')
      .execute();
    expect(held[0]!.seller_unit_seconds).toBe(0);
    for (let i = 1; i < held.length; i++) {
      const seconds = (held[i]!.at.getTime() - held[i - 1]!.at.getTime()) / 1000;
      expect(held[i]!.seller_unit_seconds).toBeCloseTo(held[i - 1]!.seller_unit_seconds + held[i - 1]!.seller_total * seconds, 6);
    }
    expect(held[2]!.seller_unit_seconds).toBeGreaterThan(held[1]!.seller_unit_seconds);
  });

  it('keeps each seller to their own rows and totals', async () => {
    const [a, b] = [newId('seller'), newId('seller')];
    const [pa, pb] = [crypto.randomUUID(), crypto.randomUUID()];
    await spec.given({
      [`product-${pa}`]: [created(pa, a)],
      [`product-${pb}`]: [created(pb, b)],
      [`inventory-${pa}`]: [changed('INBOUND_SHIPMENT', 'in-a', 5, 5)],
      [`inventory-${pb}`]: [changed('INBOUND_SHIPMENT', 'in-b', 7, 7)],
    });
    expect((await rows(a)).map((r) => [r.product_id, r.seller_total])).toEqual([[pa, 5]]);
    expect((await rows(b)).map((r) => [r.product_id, r.seller_total])).toEqual([[pb, 7]]);
  });

  it('writes a batch of 22 events in four statements, with the rows one event at a time writes, and again changes nothing', async () => {
    // The same history for two sellers: one applied as one batch, one event at a time.
    const history = (p: string, seller: string, tag: string) => receivedThenReserved(p, seller, 40, 20, tag);
    // Positions of their own, so neither history is a replay of the other.
    const [batched, oneByOne] = [newId('seller'), newId('seller')];
    let statements = 0;
    const counted = spec.db.withPlugin({
      transformQuery: ({ node }) => ((statements += 1), node),
      transformResult: async ({ result }) => result,
    });
    const first = history(crypto.randomUUID(), batched, '9000000001');
    await counted.transaction().execute((trx) => insightsStockProjector.applyAll!(trx, first));
    expect(statements).toBe(4);
    for (const event of history(crypto.randomUUID(), oneByOne, '9000000002'))
      await spec.db.transaction().execute((trx) => insightsStockProjector.apply(trx, event));
    const shape = async (seller: string) => (await rows(seller)).map(({ product_id: _p, ...row }) => row);
    expect(await shape(batched)).toHaveLength(21);
    expect(await shape(batched)).toEqual(await shape(oneByOne));
    // The same batch again (its positions recorded already): no row and no running total moves.
    const state = () => spec.db.selectFrom('insights_stock_sellers').selectAll().where('seller_id', '=', batched).execute();
    const before = { rows: await shape(batched), state: await state() };
    await spec.db.transaction().execute((trx) => insightsStockProjector.applyAll!(trx, first));
    expect({ rows: await shape(batched), state: await state() }).toEqual(before);
  });

  it('applies a batch of 4,200 events, more rows than one PostgreSQL statement could carry', async () => {
    const seller = newId('seller');
    const p = crypto.randomUUID();
    const events = receivedThenReserved(p, seller, 5000, 4198, '9000000003');
    await spec.db.transaction().execute((trx) => insightsStockProjector.applyAll!(trx, events));
    const last = (await rows(seller)).at(-1);
    expect({ count: (await rows(seller)).length, last }).toMatchObject({ count: 4199, last: { total: 5000, reserved: 4198 } });
  });

  it('changes nothing when the events are replayed or rebuilt from position 0', async () => {
    const seller = newId('seller');
    const p = crypto.randomUUID();
    await spec.given({
      [`product-${p}`]: [created(p, seller)],
      [`inventory-${p}`]: [changed('INBOUND_SHIPMENT', 'in-1', 3, 3), reserved('o-1', 1, 1), released('o-1', 1, 0, 'CANCELED')],
    });
    await spec.expectReplayChangesNothing(async () => ({
      rows: await rows(seller),
      state: await spec.db.selectFrom('insights_stock_sellers').selectAll().where('seller_id', '=', seller).execute(),
    }));
  });
});
