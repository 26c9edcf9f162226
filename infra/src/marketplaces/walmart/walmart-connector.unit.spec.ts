// The Walmart connector against its simulator over real HTTP on 127.0.0.1.
import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { fetchAllOrders, recordingFetches, testSession } from '../../../../test/support/marketplace-session';
import type { CredentialsOf, MarketplaceConnector } from '../marketplace-port';
import type { RunningSimulator } from '../simulators/simulator';
import { createWalmartConnector } from './walmart-connector';
import { startWalmartSimulator } from './walmart-simulator';

type WalmartCredentials = CredentialsOf<'WALMART'>;

let simulator: RunningSimulator;
let models: ModelCheck;
let fetches: ReturnType<typeof recordingFetches>;
let connector: MarketplaceConnector<WalmartCredentials>;

beforeEach(async () => {
  simulator = await startWalmartSimulator({ maxPageSize: 2 });
  models = holdToModels(simulator);
  fetches = recordingFetches();
  connector = createWalmartConnector({ baseUrl: simulator.url }, fetches);
});
afterEach(async () => {
  await simulator.close();
  expect(models.problems).toEqual([]);
});

const sandbox = (): WalmartCredentials => ({
  marketplace: 'WALMART',
  clientId: simulator.sandboxCredentials.clientId,
  clientSecret: simulator.sandboxCredentials.clientSecret,
});
const connected = async () => (await connector.connect(sandbox(), { callbackUrl: 'http://unused' })).credentials;

const importAll = async (credentials: WalmartCredentials, modifiedSince: string) =>
  (await fetchAllOrders(connector, testSession(credentials), modifiedSince)).orders;

const tracking = (channelOrderId: string, carrier: string) => ({
  channelOrderId,
  carrier,
  trackingNumber: '1Z999AA10123456784',
  shippedAt: '2026-11-23T12:00:00.000Z',
  lines: [],
});

describe('Walmart connector', () => {
  it('connects with the sandbox client id and secret, keeping the 15-minute token', async () => {
    const before = Date.now();
    const { credentials, accountName } = await connector.connect(sandbox(), { callbackUrl: 'http://unused' });
    expect(accountName).toBeNull();
    expect(credentials.accessToken).toEqual(expect.any(String));
    expect(Date.parse(credentials.accessTokenExpiresAt!) - before).toBeGreaterThanOrEqual(899_000);
  });

  it('refuses a wrong client secret with INVALID_CREDENTIALS carrying Walmart’s message, never the secret', async () => {
    const wrong = { ...sandbox(), clientSecret: 'not-the-secret' };
    const error = await connector.connect(wrong, { callbackUrl: 'http://unused' }).then(
      () => new Error('connected'),
      (e: Error) => e,
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', details: { status: 401 } });
    expect(error.message).toContain('UNAUTHORIZED.GMP_GATEWAY_API');
    expect(error.message).not.toContain('not-the-secret');
  });

  it('imports every order once across nextCursor pages, and the same orders again on a second import', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const added = await simulator.addOrders(
      Array.from({ length: 5 }, (_, i) => ({ lines: [{ sku: `SKU-${i}`, quantity: 2, priceCents: 1999 }], buyerName: `Buyer ${i}` })),
    );
    const credentials = await connected();
    const first = await importAll(credentials, since);
    const second = await importAll(credentials, since);
    const ids = added.map((a) => a.channelOrderId).sort();
    expect(first.map((o) => o.channelOrderId).sort()).toEqual(ids);
    expect(second.map((o) => o.channelOrderId).sort()).toEqual(ids);
    expect(fetches.calls.filter((c) => c.path.startsWith('/v3/orders?')).length).toBe(6);
    const order = first.find((o) => o.channelOrderId === added[0].channelOrderId)!;
    expect(order).toMatchObject({
      number: added[0].number,
      buyer: { fullName: 'Buyer 0', phone: '2025551234' },
      address: { country: 'US', region: 'AR', city: 'Bentonville', postalCode: '72716', line2: null },
      lines: [{ sku: 'SKU-0', quantity: 2, priceCents: 1999, channelLineId: '1' }],
      fulfillable: true,
    });
  });

  it('reads Walmart’s 404 for a window without orders as an empty last page', async () => {
    const page = await connector.fetchOrders(testSession(await connected()), { modifiedSince: new Date().toISOString(), cursor: null });
    expect(page).toEqual({ orders: [], cursor: null });
  });

  it('acknowledges the order before shipping it with a listed carrier name', async () => {
    const [{ channelOrderId }] = await simulator.addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    await connector.pushTracking(testSession(await connected()), tracking(channelOrderId, 'fedex'));
    const calls = fetches.calls.filter((c) => c.path.startsWith(`/v3/orders/${channelOrderId}`)).map((c) => `${c.method} ${c.path}`);
    expect(calls).toEqual([
      `GET /v3/orders/${channelOrderId}`,
      `POST /v3/orders/${channelOrderId}/acknowledge`,
      `POST /v3/orders/${channelOrderId}/shipping`,
    ]);
    expect(simulator.trackingOf(channelOrderId)).toEqual({ carrier: 'FedEx', trackingNumber: '1Z999AA10123456784' });
  });

  it('sends a carrier missing from Walmart’s list as otherCarrier', async () => {
    const [{ channelOrderId }] = await simulator.addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    await connector.pushTracking(testSession(await connected()), tracking(channelOrderId, 'Sandbox Express'));
    const shipping = fetches.calls.find((c) => c.path.endsWith('/shipping'))!;
    expect(JSON.parse(shipping.body!)).toMatchObject({
      orderShipment: {
        orderLines: {
          orderLine: [{ orderLineStatuses: { orderLineStatus: [{ trackingInfo: { carrierName: { otherCarrier: 'Sandbox Express' } } }] } }],
        },
      },
    });
    expect(simulator.trackingOf(channelOrderId)?.carrier).toBe('Sandbox Express');
  });

  it('treats tracking for an order already shipped as done, without a second shipping call', async () => {
    const [{ channelOrderId }] = await simulator.addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    const credentials = await connected();
    await connector.pushTracking(testSession(credentials), tracking(channelOrderId, 'UPS'));
    await connector.pushTracking(testSession(credentials), tracking(channelOrderId, 'UPS'));
    expect(fetches.calls.filter((c) => c.path.endsWith('/shipping'))).toHaveLength(1);
  });

  it('pushes stock one SKU per inventory call', async () => {
    const results = await connector.pushStock(testSession(await connected()), [
      { sku: 'A-1', quantity: 7, expected: null },
      { sku: 'B 2', quantity: 0, expected: null },
    ]);
    expect(results).toEqual([
      { sku: 'A-1', quantity: 7, status: 'ACCEPTED', message: null },
      { sku: 'B 2', quantity: 0, status: 'ACCEPTED', message: null },
    ]);
    expect([simulator.quantityOf('A-1'), simulator.quantityOf('B 2')]).toEqual([7, 0]);
  });

  it('asks for a new token when the kept one has expired and hands it to the session', async () => {
    const session = testSession({ ...(await connected()), accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() });
    await connector.pushStock(session, [{ sku: 'A', quantity: 1, expected: null }]);
    expect(session.refreshes).toHaveLength(1);
    expect(session.refreshes[0].accessToken).not.toBe(session.credentials.accessToken);
    expect(simulator.quantityOf('A')).toBe(1);
  });

  it('gets a new token once when Walmart answers 401 to a token it no longer takes', async () => {
    const session = testSession(await connected());
    simulator.inject('TOKEN_EXPIRED');
    await connector.pushStock(session, [{ sku: 'A', quantity: 3, expected: null }]);
    expect(session.refreshes).toHaveLength(1);
    expect(simulator.quantityOf('A')).toBe(3);
  });

  it('reports TOKEN_INVALID once the seller revoked the credentials that had worked', async () => {
    const session = testSession(await connected());
    simulator.revokeAccess();
    await expect(connector.pushStock(session, [{ sku: 'A', quantity: 3, expected: null }])).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it('waits out a 429 until x-next-replenishment-time and retries', async () => {
    simulator.inject('RATE_LIMIT', 2);
    const results = await connector.pushStock(testSession(await connected()), [{ sku: 'A', quantity: 4, expected: null }]);
    expect(results[0].status).toBe('ACCEPTED');
    expect(fetches.calls.filter((c) => c.method === 'PUT')).toHaveLength(3);
  });

  it('gives up with RATE_LIMITED after three 429 answers in a row', async () => {
    simulator.inject('RATE_LIMIT', 3);
    await expect(connector.pushStock(testSession(await connected()), [{ sku: 'A', quantity: 4, expected: null }])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { status: 429 },
    });
    expect(simulator.quantityOf('A')).toBeNull();
  });

  it('reports a Walmart 5xx as UNAVAILABLE', async () => {
    simulator.inject('SERVER_ERROR');
    await expect(
      connector.fetchOrders(testSession(await connected()), { modifiedSince: new Date().toISOString(), cursor: null }),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});
