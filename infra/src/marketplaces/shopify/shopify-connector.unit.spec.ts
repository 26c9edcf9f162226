import { fetchAllOrders } from '../../../../test/support/marketplace-session';
// The Shopify connector against its simulator over real HTTP: connecting as a fulfillment service, importing the
// fulfillment orders assigned to it, accepting them once acknowledged, and fulfilling them with tracking.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MarketplaceError } from '../marketplace-port';
import {
  CALLBACK_URL,
  connectorOn,
  sandboxCredentials,
  sessionOf,
  useShopifyStore,
  withShopifySimulator,
  type ShopifyTestStore,
} from '../../../../test/support/shopify-test-store';
import { verifyShopifyWebhook } from './shopify-webhook';

const store = useShopifyStore();
const codeOf = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'resolved';
  } catch (error) {
    return error instanceof MarketplaceError ? error.code : `unexpected ${String(error)}`;
  }
};
const importAll = async (current: ShopifyTestStore) =>
  (await fetchAllOrders(current.connector, sessionOf(current), '2020-01-01T00:00:00Z')).orders;

describe('Shopify connector: connect', () => {
  it('checks the token, registers the Ledgerhouse fulfillment service and keeps its location, named after the shop', async () => {
    const { simulator } = store();
    const connected = await connectorOn(simulator).connect(sandboxCredentials(simulator), { callbackUrl: CALLBACK_URL });
    expect(connected.accountName).toBe('Sandbox Store');
    expect(connected.credentials).toMatchObject({
      storeDomain: 'sandbox-store.myshopify.com',
      fulfillmentServiceId: expect.stringMatching(/^gid:\/\/shopify\/FulfillmentService\/\d+$/),
      locationId: expect.stringMatching(/^gid:\/\/shopify\/Location\/\d+$/),
    });
  });

  it('reuses the fulfillment service when connecting again, also under a new callback URL', async () => {
    const { simulator, credentials } = store();
    const again = await connectorOn(simulator).connect(sandboxCredentials(simulator), { callbackUrl: `${CALLBACK_URL}-moved` });
    expect(again.credentials).toMatchObject({ fulfillmentServiceId: credentials.fulfillmentServiceId, locationId: credentials.locationId });
    expect(simulator.callsOf('FulfillmentServiceCreate')).toBe(1);
    expect(simulator.callsOf('FulfillmentServiceUpdate')).toBe(1);
  });

  it('refuses a wrong access token with INVALID_CREDENTIALS and registers nothing', async () => {
    const { simulator } = store();
    const wrong = { ...sandboxCredentials(simulator), accessToken: 'shpat_wrong' };
    expect(await codeOf(connectorOn(simulator).connect(wrong, { callbackUrl: CALLBACK_URL }))).toBe('INVALID_CREDENTIALS');
    expect(simulator.callsOf('FulfillmentServiceCreate')).toBe(1);
  });
});

describe('Shopify connector: orders', () => {
  it('returns each requested fulfillment order across cursor pages without accepting it, so a second import finds them again', async () => {
    const current = store();
    const added = await current.simulator.addOrders([
      {
        buyerName: 'Ada Lovelace',
        lines: [
          { sku: 'MUG-1', quantity: 2, priceCents: 1250 },
          { sku: 'TEE-M', quantity: 1, priceCents: 1999 },
        ],
      },
      ...Array.from({ length: 11 }, () => ({ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 1250 }] })),
    ]);
    const first = await current.connector.fetchOrders(sessionOf(current), { modifiedSince: '2020-01-01T00:00:00Z', cursor: null });
    expect(first.orders).toHaveLength(10);
    expect(first.cursor).not.toBeNull();
    const rest = await current.connector.fetchOrders(sessionOf(current), { modifiedSince: '2020-01-01T00:00:00Z', cursor: first.cursor });
    expect(rest).toMatchObject({ orders: [expect.anything(), expect.anything()], cursor: null });
    expect([...first.orders, ...rest.orders].map((order) => order.channelOrderId)).toEqual(added.map((order) => order.channelOrderId));
    expect(first.orders[0]).toEqual({
      channelOrderId: added[0].channelOrderId,
      number: '#1001',
      orderedAt: expect.stringMatching(/Z$/),
      modifiedAt: expect.stringMatching(/Z$/),
      buyer: { fullName: 'Ada Lovelace', phone: '+1 212-555-0100' },
      address: { country: 'US', region: 'New York', city: 'New York', postalCode: '10118', line1: '350 Fifth Avenue', line2: null },
      note: null,
      lines: [
        {
          sku: 'MUG-1',
          quantity: 2,
          priceCents: 1250,
          channelLineId: expect.stringMatching(/^gid:\/\/shopify\/FulfillmentOrderLineItem\//),
        },
        {
          sku: 'TEE-M',
          quantity: 1,
          priceCents: 1999,
          channelLineId: expect.stringMatching(/^gid:\/\/shopify\/FulfillmentOrderLineItem\//),
        },
      ],
      fulfillable: true,
    });
    expect(current.simulator.callsOf('FulfillmentOrderAcceptFulfillmentRequest')).toBe(0);
    expect((await importAll(current)).map((order) => order.channelOrderId)).toEqual(added.map((order) => order.channelOrderId));
  });

  it('accepts acknowledged fulfillment orders, which are then no longer offered, and acknowledges again without an error', async () => {
    const current = store();
    const added = await current.simulator.addOrders(
      Array.from({ length: 3 }, () => ({ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 100 }] })),
    );
    const [taken, ...left] = added.map((order) => order.channelOrderId);
    await current.connector.acknowledgeOrders(sessionOf(current), [taken]);
    expect((await importAll(current)).map((order) => order.channelOrderId)).toEqual(left);
    await current.connector.acknowledgeOrders(sessionOf(current), [taken, ...left]);
    expect(current.simulator.callsOf('FulfillmentOrderAcceptFulfillmentRequest')).toBe(4);
    expect(await importAll(current)).toEqual([]);
  });

  it('acknowledges orders accepted by another pass meanwhile, and passes over one Shopify does not know', async () => {
    const current = store();
    const [added] = await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 100 }] }]);
    const ids = [added.channelOrderId, 'gid://shopify/FulfillmentOrder/999999'];
    await Promise.all([1, 2].map(() => current.connector.acknowledgeOrders(sessionOf(current), ids)));
    expect(await importAll(current)).toEqual([]);
  });

  it('answers a rate limit while acknowledging with RATE_LIMITED, leaving the order offered for the next pass', async () => {
    const current = store();
    const [added] = await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 100 }] }]);
    // Throttled on every try the client makes before it gives up.
    current.simulator.inject('RATE_LIMIT', 4);
    expect(await codeOf(current.connector.acknowledgeOrders(sessionOf(current), [added.channelOrderId]))).toBe('RATE_LIMITED');
    expect((await importAll(current)).map((order) => order.channelOrderId)).toEqual([added.channelOrderId]);
  });

  it('imports a fulfillment order with more line items than the order query carries, every line included', async () => {
    const current = store();
    const lines = Array.from({ length: 30 }, (_, i) => ({ sku: `PART-${i}`, quantity: 1, priceCents: 100 + i }));
    await current.simulator.addOrders([{ lines }]);
    const [order] = await importAll(current);
    expect(order.lines.map(({ sku, priceCents }) => ({ sku, priceCents }))).toEqual(
      lines.map(({ sku, priceCents }) => ({ sku, priceCents })),
    );
    expect(current.simulator.callsOf('FulfillmentOrderLineItems')).toBe(1);
  });

  it('notifies the fulfillment service callback with a signed FULFILLMENT_REQUEST when orders arrive', async () => {
    const received: { headers: IncomingHttpHeaders; path: string; body: Buffer }[] = [];
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, path: req.url ?? '', body: Buffer.concat(chunks) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { simulator } = store();
    try {
      const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/shopify/channel-1`;
      await connectorOn(simulator).connect(sandboxCredentials(simulator), { callbackUrl });
      await simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 1250 }] }]);
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
    expect(received).toHaveLength(1);
    const [notification] = received;
    expect(notification.path).toBe('/webhooks/shopify/channel-1/fulfillment_order_notification');
    expect(JSON.parse(notification.body.toString())).toEqual({ kind: 'FULFILLMENT_REQUEST' });
    expect(notification.headers['x-shopify-event-id']).toEqual(expect.any(String));
    expect(
      verifyShopifyWebhook(notification.body, String(notification.headers['x-shopify-hmac-sha256']), simulator.appConfig.appSecret ?? ''),
    ).toBe(true);
  });

  it('keeps adding orders when the callback cannot be reached', async () => {
    await withShopifySimulator({ webhookUrl: 'http://127.0.0.1:1/unreachable' }, async (simulator) => {
      await connectorOn(simulator).connect(sandboxCredentials(simulator), { callbackUrl: CALLBACK_URL });
      expect(await simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 100 }] }])).toHaveLength(1);
    });
  });
});

describe('Shopify connector: tracking', () => {
  it('fulfils the fulfillment order with the tracking number under Shopify’s company name, and again without an error', async () => {
    const current = store();
    await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 2, priceCents: 1250 }] }]);
    const [order] = await importAll(current);
    const push = {
      channelOrderId: order.channelOrderId,
      carrier: 'DHL',
      trackingNumber: 'JD014600006281230703',
      shippedAt: '2026-11-23T12:00:00Z',
      lines: order.lines.map(({ sku, quantity, channelLineId }) => ({ sku, quantity, channelLineId })),
    };
    await current.connector.pushTracking(sessionOf(current), push);
    expect(current.simulator.trackingOf(order.channelOrderId)).toEqual({ carrier: 'DHL Express', trackingNumber: 'JD014600006281230703' });
    await current.connector.pushTracking(sessionOf(current), push);
    expect(current.simulator.callsOf('FulfillmentCreate')).toBe(2);
  });

  it('answers NOT_FOUND for a fulfillment order Shopify does not know', async () => {
    const current = store();
    const push = {
      channelOrderId: 'gid://shopify/FulfillmentOrder/999999',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      shippedAt: '2026-11-23T12:00:00Z',
      lines: [],
    };
    expect(await codeOf(current.connector.pushTracking(sessionOf(current), push))).toBe('NOT_FOUND');
  });
});
