// given channel, product and inventory events / then the drift rows: which listings are on which channel, our quantity,
// what was pushed and acknowledged.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { channelListingSyncProjector } from './channel-listing-sync';

const spec = projectorSpec(channelListingSyncProjector);
const at = '2026-11-23T10:00:00.000Z';
const sealed = { keyId: 'k1', sealed: 'x' };
const connected = (channelId: string, sellerId: string, name: string, accountName = 'acct') => ({
  type: 'SalesChannelConnected',
  data: { channelId, sellerId, marketplace: 'SHOPIFY', name, accountName, country: null, sandbox: true, credentials: sealed, at },
});
const created = (productId: string, sellerId: string, sku: string) => ({
  type: 'ProductCreated',
  data: {
    productId,
    sellerId,
    createdAt: at,
    title: `Lamp ${sku}`,
    sku,
    barcode: null,
    brand: null,
    countryOfOrigin: null,
    description: null,
    photoUrl: null,
    priceCents: 100,
    unitOfMeasurement: null,
    status: 'ACTIVE',
    dimensions: null,
    weight: null,
  },
});
const listings = (...names: string[]) => ({
  type: 'ListingsSet',
  data: { listings: names.map((accountName) => ({ accountName, quantityForSale: 1, priceCents: 100, link: null })), at },
});
const managed = { type: 'ManagedStockEnabled', data: { changes: [], at } };
const stock = (totalAfter: number) => ({
  type: 'StockChanged',
  data: { reason: 'INBOUND_SHIPMENT', documentId: 'd', delta: 1, totalAfter, comment: null, at },
});
const reserved = (reservedAfter: number) => ({ type: 'StockReserved', data: { documentId: 'o', quantity: 1, reservedAfter, at } });
const pushed = (productId: string, sku: string, quantity: number, status: string, message: string | null = null) => ({
  type: 'ChannelStockPushed',
  data: { sku, productId, quantity, status, message, at },
});

const rows = (productId: string) =>
  spec.db
    .selectFrom('channel_listing_sync')
    .select(['channel_id', 'sku', 'our_quantity', 'channel_active', 'pushed_quantity', 'pushed_status', 'acknowledged_quantity'])
    .where('product_id', '=', productId)
    .orderBy('channel_id')
    .execute();

describe('channel listing sync projector', () => {
  it('puts a managed listing on the seller’s channel of that name, at available stock, and records pushes', async () => {
    const [seller, channel, other, product] = [newId('s'), newId('c'), newId('c'), newId('p')];
    await spec.given({
      [`channel-${channel}`]: [connected(channel, seller, 'My Shop')],
      [`channel-${other}`]: [connected(other, newId('s'), 'My Shop')],
      [`product-${product}`]: [created(product, seller, 'SKU-1'), listings('my shop', 'elsewhere'), managed],
      [`inventory-${product}`]: [stock(7), reserved(2)],
    });
    expect(await rows(product)).toEqual([
      expect.objectContaining({ channel_id: channel, sku: 'SKU-1', our_quantity: 5, channel_active: true, pushed_quantity: null }),
    ]);
    await spec.given({ [`channel-${channel}`]: [pushed(product, 'SKU-1', 5, 'ACCEPTED')] });
    await spec.given({ [`inventory-${product}`]: [stock(4)] });
    expect(await rows(product)).toEqual([
      expect.objectContaining({ our_quantity: 2, pushed_quantity: 5, pushed_status: 'ACCEPTED', acknowledged_quantity: 5 }),
    ]);
    await spec.given({ [`channel-${channel}`]: [pushed(product, 'SKU-1', 2, 'REJECTED', 'nope')] });
    expect(await rows(product)).toEqual([
      expect.objectContaining({ pushed_quantity: 2, pushed_status: 'REJECTED', acknowledged_quantity: 5 }),
    ]);
    await spec.given({ [`product-${product}`]: [{ type: 'ProductUpdated', data: { changes: { sku: 'SKU-1B' }, at } }] });
    expect(await rows(product)).toEqual([
      expect.objectContaining({ sku: 'SKU-1B', our_quantity: 2, pushed_quantity: null, pushed_status: null, acknowledged_quantity: null }),
    ]);
    await spec.expectReplayChangesNothing(() => rows(product));
  });

  it('matches by the marketplace account name too, follows renames, status and deletion', async () => {
    const [seller, channel, product] = [newId('s'), newId('c'), newId('p')];
    await spec.given({
      [`channel-${channel}`]: [connected(channel, seller, 'Main', 'shop-account')],
      [`product-${product}`]: [created(product, seller, 'SKU-2'), listings('Shop-Account')],
    });
    expect(await rows(product)).toEqual([expect.objectContaining({ our_quantity: null })]);
    await spec.given({
      [`channel-${channel}`]: [{ type: 'SalesChannelDeactivated', data: { reason: 'SELLER', at } }],
      [`product-${product}`]: [managed],
    });
    expect(await rows(product)).toEqual([expect.objectContaining({ our_quantity: 0, channel_active: false })]);
    await spec.given({
      [`channel-${channel}`]: [
        { type: 'SalesChannelConnectionUpdated', data: { credentials: sealed, refreshed: true, at } },
        { type: 'SalesChannelActivated', data: { at } },
        { type: 'SalesChannelRenamed', data: { name: 'Renamed', at } },
      ],
    });
    expect(await rows(product)).toEqual([expect.objectContaining({ channel_active: true })]);
    await spec.given({ [`product-${product}`]: [listings('main')] });
    expect(await rows(product)).toEqual([]);
    await spec.given({ [`product-${product}`]: [listings('renamed')] });
    expect(await rows(product)).toHaveLength(1);
    await spec.given({ [`channel-${channel}`]: [{ type: 'SalesChannelDeleted', data: { at } }] });
    expect(await rows(product)).toEqual([]);
    await spec.expectReplayChangesNothing(() => rows(product));
  });
});
