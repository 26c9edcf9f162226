// Order import from a connected Shopify sandbox store over real HTTP: each marketplace order becomes one order of the
// seller however often (and however concurrently) it is imported; a number the seller already uses is suffixed; an
// order naming a SKU the catalog lacks is not placed but recorded on the channel, and placed once the product exists;
// Shopify's fulfillment request is accepted only once the order is stored, so a pass that fails first loses nothing;
// Shopify's signed calls trigger an import and unsigned ones are refused; a rate limit leaves the channel ACTIVE.
import { randomUUID } from 'node:crypto';
import type { SalesChannelEvent } from '@ledgerhouse/contracts';
import type { ShopifySimulator } from '../../infra/src/marketplaces/shopify/simulator/shopify-simulator';
import { shopifyWebhookHmac } from '../../infra/src/marketplaces/shopify/shopify-webhook';
import { channelStream } from '../../services/src/channels/domain/sales-channel';
import { ImportPlacement } from '../../services/src/channels/sync/import-placement';
import { newSeller, type Account } from '../support/accounts';
import { eventually } from '../support/billing';
import { catalogSku, channelView, connectSandbox, importNow, ordersFrom, simulatorOf } from '../support/channel-import';
import { createProduct, newProduct } from '../support/catalog';
import { as } from '../support/billing';
import { placeOrder, stockedProduct } from '../support/fulfillment';
import { uniq } from '../support/inbound';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let shopify: ShopifySimulator;
let channelId: string;
beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
  shopify = simulatorOf(app, 'SHOPIFY') as ShopifySimulator;
  channelId = await connectSandbox(app, seller, 'SHOPIFY');
});
afterAll(() => app?.close());

const oneLine = (sku: string, quantity = 1) => ({ lines: [{ sku, quantity, priceCents: 1500 }], buyerName: 'Ada Lovelace' });
const ordersOf = async (channelOrderIds: string[]) =>
  (await ordersFrom(app, seller, 'SHOPIFY')).filter((o) => channelOrderIds.includes(o.channelOrderId ?? ''));

it('imports each marketplace order once, with its number, however often the channel is imported', async () => {
  const sku = await catalogSku(app, seller);
  const added = await shopify.addOrders([oneLine(sku, 2), oneLine(sku)]);

  const first = await importNow(app, seller, channelId);
  expect(first.status).toBe(200);
  expect(first.body.imported).toBeGreaterThanOrEqual(2);
  const again = await importNow(app, seller, channelId);
  expect(again.body).toMatchObject({ imported: 0 });

  const orders = await ordersOf(added.map((a) => a.channelOrderId));
  expect(orders).toHaveLength(2);
  expect(orders.map((o) => o.number).sort()).toEqual(added.map((a) => a.number).sort());
  expect(orders.every((o) => o.channel === 'SHOPIFY' && o.registration === 'PENDING')).toBe(true);
});

it('creates nothing twice when passes run at the same time', async () => {
  const sku = await catalogSku(app, seller);
  const added = await shopify.addOrders([oneLine(sku), oneLine(sku), oneLine(sku)]);
  const passes = await Promise.all([1, 2, 3].map(() => importNow(app, seller, channelId)));
  // The store's cost bucket may throttle one of them: that pass is refused, never half-done twice.
  expect(passes.some((p) => p.status === 200)).toBe(true);
  for (const pass of passes.filter((p) => p.status !== 200)) expect(pass.body.code).toBe('CHANNEL_RATE_LIMITED');
  await eventually(async () => expect((await importNow(app, seller, channelId)).status).toBe(200), 15_000);
  expect(await ordersOf(added.map((a) => a.channelOrderId))).toHaveLength(3);
});

it('suffixes the marketplace number when the seller already has another order by it', async () => {
  const product = await stockedProduct(app, seller, 1);
  const [added] = await shopify.addOrders([oneLine(product.sku)]);
  await placeOrder(app, seller, [{ sku: product.sku, quantity: 1 }], { number: added!.number });
  await importNow(app, seller, channelId);
  const [imported] = await ordersOf([added!.channelOrderId]);
  expect(imported.number).toBe(`${added!.number}-2`);
});

it('records an order with a SKU the catalog lacks on the channel, and places it once the product exists', async () => {
  const walmart = simulatorOf(app, 'WALMART');
  const walmartChannel = await connectSandbox(app, seller, 'WALMART');
  const sku = uniq('MISSING');
  const [added] = await walmart.addOrders([oneLine(sku)]);
  const refusedOf = async () =>
    ((await app.running.persistence.store.readStream(channelStream(walmartChannel))) as unknown as SalesChannelEvent[]).filter(
      (e) => e.type === 'ChannelOrderImportRefused',
    );

  const pass = await importNow(app, seller, walmartChannel);
  expect(pass.status).toBe(200);
  const walmartOrders = async () => (await ordersFrom(app, seller, 'WALMART')).filter((o) => o.channelOrderId === added!.channelOrderId);
  expect(await walmartOrders()).toHaveLength(0);
  const refused = await refusedOf();
  expect(refused.map((e) => e.data)).toEqual([
    expect.objectContaining({
      channelOrderId: added!.channelOrderId,
      number: added!.number,
      failure: expect.objectContaining({ code: 'CHANNEL_ORDER_NOT_IMPORTED', message: expect.stringContaining(sku) }),
    }),
  ]);
  const view = await channelView(app, seller, walmartChannel);
  expect(view.status).toBe('ACTIVE');
  expect(view.lastFailure).toMatchObject({ code: 'CHANNEL_ORDER_NOT_IMPORTED', message: expect.stringContaining(sku) });

  await importNow(app, seller, walmartChannel);
  expect(await refusedOf()).toHaveLength(1);

  await createProduct(app, as(seller).headers, newProduct(sku));
  await eventually(async () => {
    expect((await importNow(app, seller, walmartChannel)).status).toBe(200);
    expect(await walmartOrders()).toHaveLength(1);
  });
});

it('leaves a Shopify order requested when the pass fails before storing it, and imports it on the next pass', async () => {
  const sku = await catalogSku(app, seller);
  const [added] = await shopify.addOrders([oneLine(sku)]);
  const storing = jest.spyOn(app.running.app.get(ImportPlacement), 'place').mockRejectedValue(new Error('the database went away'));
  const failed = await importNow(app, seller, channelId).finally(() => storing.mockRestore());
  expect(failed.status).toBe(500);
  expect(await ordersOf([added!.channelOrderId])).toHaveLength(0);
  expect(shopify.requestStatusOf(added!.channelOrderId)).toBe('SUBMITTED');

  expect((await importNow(app, seller, channelId)).status).toBe(200);
  expect(await ordersOf([added!.channelOrderId])).toHaveLength(1);
  expect(shopify.requestStatusOf(added!.channelOrderId)).toBe('ACCEPTED');
});

it('imports a Shopify order naming a SKU the catalog lacked once the product exists, accepting its request only then', async () => {
  const sku = uniq('MISSING');
  const [added] = await shopify.addOrders([oneLine(sku)]);
  expect((await importNow(app, seller, channelId)).status).toBe(200);
  expect(await ordersOf([added!.channelOrderId])).toHaveLength(0);
  expect(shopify.requestStatusOf(added!.channelOrderId)).toBe('SUBMITTED');

  await createProduct(app, as(seller).headers, newProduct(sku));
  await eventually(async () => {
    expect((await importNow(app, seller, channelId)).status).toBe(200);
    expect(await ordersOf([added!.channelOrderId])).toHaveLength(1);
  });
  expect(shopify.requestStatusOf(added!.channelOrderId)).toBe('ACCEPTED');
});

describe('Shopify calls', () => {
  const notification = JSON.stringify({ kind: 'FULFILLMENT_REQUEST' });
  const post = (path: string, hmac: string, eventId = randomUUID()) =>
    api(app, 'POST', path, {
      bare: true,
      rawBody: notification,
      headers: { 'X-Shopify-Hmac-SHA256': hmac, 'X-Shopify-Event-Id': eventId, 'X-Shopify-Shop-Domain': 'sandbox-store.myshopify.com' },
    });
  const callback = () => `/api/webhooks/shopify/${channelId}/fulfillment_order_notification`;

  it('refuses a call whose signature is wrong, and imports nothing for it', async () => {
    const sku = await catalogSku(app, seller);
    const [added] = await shopify.addOrders([oneLine(sku)]);
    const refused = await post(callback(), shopifyWebhookHmac(notification, 'not-the-secret'));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('CHANNEL_WEBHOOK_SIGNATURE_INVALID');
    expect((await post(`/api/webhooks/shopify/${channelId}`, '')).status).toBe(401);
    expect(
      (await post(`/api/webhooks/shopify/${randomUUID()}`, shopifyWebhookHmac(notification, shopify.appConfig.appSecret!))).status,
    ).toBe(401);
    expect(await ordersOf([added!.channelOrderId])).toHaveLength(0);
  });

  it('imports the channel’s orders on a signed fulfillment request', async () => {
    const sku = await catalogSku(app, seller);
    const [added] = await shopify.addOrders([oneLine(sku)]);
    const taken = await post(callback(), shopifyWebhookHmac(notification, shopify.appConfig.appSecret!));
    expect(taken.status).toBe(200);
    await eventually(async () => expect(await ordersOf([added!.channelOrderId])).toHaveLength(1), 15_000);
  });
});

it('answers a rate limit with CHANNEL_RATE_LIMITED, keeps the channel ACTIVE, and imports on a later pass', async () => {
  const sku = await catalogSku(app, seller);
  const [added] = await shopify.addOrders([oneLine(sku)]);
  shopify.inject('RATE_LIMIT', 3);
  const limited = await importNow(app, seller, channelId);
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe('CHANNEL_RATE_LIMITED');
  expect((await channelView(app, seller, channelId)).status).toBe('ACTIVE');
  await eventually(async () => {
    expect((await importNow(app, seller, channelId)).status).toBe(200);
    expect(await ordersOf([added!.channelOrderId])).toHaveLength(1);
  }, 15_000);
});

it('imports only the seller’s own channel', async () => {
  const other = await newSeller(app);
  const res = await importNow(app, other, channelId);
  expect(res.status).toBe(404);
});
