// given events / then rows for the products read model: facts from product-<id>, quantities from inventory-<id>.
import type { StoredEvent } from '@ledgerhouse/infra';
import { toPosition } from '@ledgerhouse/infra';
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { productsProjector } from './products';

const spec = projectorSpec(productsProjector);
const at = '2026-11-22T10:00:00.000Z';
const facts = {
  title: 'Mug',
  sku: 'MUG-1',
  barcode: null,
  brand: null,
  countryOfOrigin: 'DE',
  description: null,
  photoUrl: null,
  priceCents: 1299,
  unitOfMeasurement: 'pcs',
  status: 'ACTIVE',
  dimensions: null,
  weight: null,
};
const created = (productId: string) => ({ type: 'ProductCreated', data: { ...facts, productId, sellerId: 'seller-1', createdAt: at } });
const listing = (accountName: string, quantityForSale: number) => ({ accountName, quantityForSale, priceCents: 1500, link: null });
const row = async (id: string) => {
  const r = await spec.db
    .selectFrom('products')
    .select([
      'title',
      'sku',
      'country_of_origin',
      'price_cents',
      'dimensions',
      'dimensions_verified',
      'weight_verified',
      'total',
      'reserved',
      'available',
      'incoming',
      'listings',
      'listed',
      'managed_stock',
      'deleted',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { ...r, price_cents: Number(r.price_cents) };
};

describe('products projector', () => {
  it('lists a created product with its facts and no stock', async () => {
    const id = newId('product');
    await spec.given({ [`product-${id}`]: [created(id)] });
    expect(await row(id)).toMatchObject({
      title: 'Mug',
      sku: 'MUG-1',
      country_of_origin: 'DE',
      price_cents: 1299,
      total: 0,
      reserved: 0,
      available: 0,
      listed: false,
      managed_stock: false,
      deleted: false,
    });
  });

  it('applies edits, verification and deletion, and the stock figures of its inventory stream', async () => {
    const id = newId('product');
    const dimensions = { length: 10, width: 8, height: 12, unit: 'cm' };
    await spec.given({
      [`product-${id}`]: [
        created(id),
        { type: 'ProductUpdated', data: { changes: { title: 'Big mug', dimensions }, at } },
        { type: 'MeasurementsVerified', data: { dimensions: true, weight: false, at } },
      ],
      [`inventory-${id}`]: [
        { type: 'StockChanged', data: { reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta: 10, totalAfter: 10, comment: null, at } },
        { type: 'StockReserved', data: { documentId: 'o-1', quantity: 3, reservedAfter: 3, at } },
        { type: 'DeliveryExpected', data: { documentId: 'ship-1', quantity: 5, incomingAfter: 5, at } },
      ],
    });
    expect(await row(id)).toMatchObject({
      title: 'Big mug',
      dimensions,
      dimensions_verified: true,
      weight_verified: false,
      total: 10,
      reserved: 3,
      available: 7,
      incoming: 5,
    });
    await spec.given({ [`product-${id}`]: [{ type: 'ProductDeleted', data: { at } }] });
    expect(await row(id)).toMatchObject({ deleted: true });
  });

  it('keeps the listings and sets their quantities when managed stock is switched on and off', async () => {
    const id = newId('product');
    await spec.given({
      [`product-${id}`]: [
        created(id),
        { type: 'ListingsSet', data: { listings: [listing('ebay-shop', 3), listing('etsy-shop', 7)], at } },
        { type: 'ManagedStockEnabled', data: { changes: [{ accountName: 'ebay-shop', from: 3, to: 5 }], at } },
      ],
    });
    expect(await row(id)).toMatchObject({
      listed: true,
      managed_stock: true,
      listings: [listing('ebay-shop', 5), listing('etsy-shop', 7)],
    });
    await spec.given({ [`product-${id}`]: [{ type: 'ManagedStockDisabled', data: { quantityForSale: 6, at } }] });
    expect(await row(id)).toMatchObject({ managed_stock: false, listings: [listing('ebay-shop', 6), listing('etsy-shop', 6)] });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = newId('product');
    await spec.given({
      [`product-${id}`]: [
        created(id),
        { type: 'ListingsSet', data: { listings: [listing('ebay-shop', 2)], at } },
        { type: 'ProductUpdated', data: { changes: { priceCents: 999 }, at } },
      ],
      [`inventory-${id}`]: [
        { type: 'StockChanged', data: { reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta: 4, totalAfter: 4, comment: null, at } },
      ],
    });
    await spec.expectReplayChangesNothing(() => row(id));
  });

  it('writes a batch’s stock changes in one statement per run between catalogue events, with the rows one event at a time gives', async () => {
    let tx = 9_100_000_000;
    const stored = (streamId: string, version: number, type: string, data: object): StoredEvent => ({
      streamId,
      version,
      type,
      data: { ...data, at },
      metadata: {} as StoredEvent['metadata'],
      position: toPosition((tx += 1), 1),
      recordedAt: new Date(at),
    });
    const stock = (reason: string, delta: number, totalAfter: number) => ({ reason, documentId: 'doc', delta, totalAfter, comment: null });
    const history = (a: string, b: string) => [
      stored(`inventory-${a}`, 1, 'StockChanged', stock('INBOUND_SHIPMENT', 10, 10)),
      stored(`inventory-${a}`, 2, 'DeliveryExpected', { documentId: 'in-2', quantity: 5, incomingAfter: 5 }),
      stored(`inventory-${a}`, 3, 'StockReserved', { documentId: 'o-1', quantity: 3, reservedAfter: 3 }),
      stored(`inventory-${b}`, 1, 'StockChanged', stock('STOCK_TAKING', 4, 4)),
      stored(`product-${a}`, 2, 'ProductUpdated', { changes: { priceCents: 999 } }),
      stored(`inventory-${b}`, 2, 'StockReserved', { documentId: 'o-2', quantity: 1, reservedAfter: 1 }),
      stored(`inventory-${a}`, 4, 'ReservationReleased', { documentId: 'o-1', quantity: 2, reservedAfter: 1, reason: 'CANCELED' }),
      stored(`inventory-${a}`, 5, 'ExpectedDeliveryCleared', { documentId: 'in-2', incomingAfter: 0 }),
      stored(`inventory-${b}`, 3, 'DeliveryExpected', { documentId: 'in-3', quantity: 7, incomingAfter: 7 }),
    ];
    const [a1, b1, a2, b2] = [newId('product'), newId('product'), newId('product'), newId('product')];
    await spec.given(Object.fromEntries([a1, b1, a2, b2].map((id) => [`product-${id}`, [created(id)]])));
    let statements = 0;
    const counted = spec.db.withPlugin({
      transformQuery: ({ node }) => ((statements += 1), node),
      transformResult: async ({ result }) => result,
    });
    await counted.transaction().execute((trx) => productsProjector.applyAll!(trx, history(a1, b1)));
    // The run before the price change, the price change, the run after it.
    expect(statements).toBe(3);
    for (const event of history(a2, b2)) await spec.db.transaction().execute((trx) => productsProjector.apply(trx, event));
    expect(await row(a1)).toMatchObject({ price_cents: 999, total: 10, reserved: 1, available: 9, incoming: 0 });
    expect(await row(b1)).toMatchObject({ total: 4, reserved: 1, available: 3, incoming: 7 });
    expect([await row(a1), await row(b1)]).toEqual([await row(a2), await row(b2)]);
  });
});
