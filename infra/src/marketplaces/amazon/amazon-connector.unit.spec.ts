// The Amazon SP-API connector against its simulator (SP-API and Login with Amazon) over real HTTP on 127.0.0.1.
import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { fetchAllOrders, recordingFetches, testSession } from '../../../../test/support/marketplace-session';
import type { CredentialsOf, MarketplaceConnector } from '../marketplace-port';
import type { RunningSimulator } from '../simulators/simulator';
import { createAmazonConnector } from './amazon-connector';
import { startAmazonSimulator } from './amazon-simulator';

type AmazonCredentials = CredentialsOf<'AMAZON'>;

let simulator: RunningSimulator;
let models: ModelCheck;
let fetches: ReturnType<typeof recordingFetches>;
let connector: MarketplaceConnector<AmazonCredentials>;

beforeEach(async () => {
  simulator = await startAmazonSimulator({ maxPageSize: 2 });
  models = holdToModels(simulator);
  fetches = recordingFetches();
  connector = createAmazonConnector({ baseUrl: simulator.url, authUrl: simulator.url }, fetches);
});
afterEach(async () => {
  await simulator.close();
  expect(models.problems).toEqual([]);
});

const sandbox = (): AmazonCredentials => {
  const { sellerId, appId, clientId, clientSecret, refreshToken } = simulator.sandboxCredentials;
  return { marketplace: 'AMAZON', sellerId, appId, clientId, clientSecret, refreshToken };
};
const connected = async () => (await connector.connect(sandbox(), { callbackUrl: 'http://unused' })).credentials;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('succeeded'),
    (e: Error) => e,
  );

const importAll = async (credentials: AmazonCredentials, modifiedSince: string) =>
  (await fetchAllOrders(connector, testSession(credentials), modifiedSince)).orders;

const tracking = (channelOrderId: string, carrier: string) => ({
  channelOrderId,
  carrier,
  trackingNumber: '9400111899223197428490',
  shippedAt: '2026-11-23T12:00:00.000Z',
  lines: [],
});

describe('Amazon SP-API connector', () => {
  it('connects with an LWA token and names the account after the store in marketplaceParticipations', async () => {
    const { credentials, accountName } = await connector.connect(sandbox(), { callbackUrl: 'http://unused' });
    expect(accountName).toBe('Sandbox Store');
    expect(credentials).toMatchObject({ marketplaceId: 'ATVPDKIKX0DER', accessToken: expect.stringMatching(/^Atza\|/) });
    expect(fetches.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/o2/token', 'GET /sellers/v1/marketplaceParticipations']);
  });

  it('refuses a wrong client secret (invalid_client) with INVALID_CREDENTIALS, never echoing the secret', async () => {
    const error = await failureOf(
      connector.connect({ ...sandbox(), clientSecret: 'amzn1.oa2-cs.v1.wrong' }, { callbackUrl: 'http://unused' }),
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', details: { marketplaceCode: 'invalid_client' } });
    expect(error.message).not.toContain('amzn1.oa2-cs.v1.wrong');
  });

  it('refuses a wrong refresh token (invalid_grant) with INVALID_CREDENTIALS', async () => {
    await expect(connector.connect({ ...sandbox(), refreshToken: 'Atzr|wrong' }, { callbackUrl: 'http://unused' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: { marketplaceCode: 'invalid_grant' },
    });
  });

  it('imports every order once across searchOrders pages, and the same orders again on a second import', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const added = await simulator.addOrders(
      Array.from({ length: 5 }, (_, i) => ({ lines: [{ sku: `SKU-${i}`, quantity: 3, priceCents: 4999 }], buyerName: `Buyer ${i}` })),
    );
    const credentials = await connected();
    const first = await importAll(credentials, since);
    const second = await importAll(credentials, since);
    const ids = added.map((a) => a.channelOrderId).sort();
    expect(first.map((o) => o.channelOrderId).sort()).toEqual(ids);
    expect(second.map((o) => o.channelOrderId).sort()).toEqual(ids);
    const searches = fetches.calls.filter((c) => c.path.startsWith('/orders/2026-01-01/orders?'));
    expect(searches).toHaveLength(6);
    expect(searches.filter((c) => c.path.includes('paginationToken='))).toHaveLength(4);
    expect(first.find((o) => o.channelOrderId === added[0].channelOrderId)).toMatchObject({
      number: added[0].number,
      buyer: { fullName: 'Buyer 0', phone: '+1 206-266-1000' },
      address: { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98109', line1: '410 Terry Ave N', line2: null },
      lines: [{ sku: 'SKU-0', quantity: 3, priceCents: 4999, channelLineId: expect.stringMatching(/^\d{14}$/) }],
      fulfillable: true,
    });
  });

  it('confirms the shipment with Amazon’s carrier code and the order’s items, once per order', async () => {
    const [{ channelOrderId }] = await simulator.addOrders([{ lines: [{ sku: 'A', quantity: 2, priceCents: 500 }] }]);
    const credentials = await connected();
    await connector.pushTracking(testSession(credentials), tracking(channelOrderId, 'usps'));
    await connector.pushTracking(testSession(credentials), tracking(channelOrderId, 'usps'));
    const confirmations = fetches.calls.filter((c) => c.path.endsWith('/shipmentConfirmation'));
    expect(confirmations).toHaveLength(1);
    expect(JSON.parse(confirmations[0].body!)).toMatchObject({
      packageDetail: { carrierCode: 'USPS', orderItems: [{ orderItemId: expect.any(String), quantity: 2 }] },
      marketplaceId: 'ATVPDKIKX0DER',
    });
    expect(simulator.trackingOf(channelOrderId)).toEqual({ carrier: 'USPS', trackingNumber: '9400111899223197428490' });
    const [order] = await importAll(credentials, new Date(Date.now() - 60_000).toISOString());
    expect(order.fulfillable).toBe(false);
  });

  it('sends a carrier Amazon has no code for as Other with its name', async () => {
    const [{ channelOrderId }] = await simulator.addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    await connector.pushTracking(testSession(await connected()), tracking(channelOrderId, 'Sandbox Express'));
    expect(simulator.trackingOf(channelOrderId)?.carrier).toBe('Sandbox Express');
  });

  it('pushes stock through patchListingsItem: accepted for processing is PENDING and the quantity lands', async () => {
    const results = await connector.pushStock(testSession(await connected()), [
      { sku: 'A-1', quantity: 7, expected: null },
      { sku: 'B/2', quantity: 0, expected: null },
    ]);
    expect(results).toEqual([
      { sku: 'A-1', quantity: 7, status: 'PENDING', message: null },
      { sku: 'B/2', quantity: 0, status: 'PENDING', message: null },
    ]);
    expect([simulator.quantityOf('A-1'), simulator.quantityOf('B/2')]).toEqual([7, 0]);
  });

  it('reports an INVALID listing submission as REJECTED with Amazon’s issue message', async () => {
    const [result] = await connector.pushStock(testSession(await connected()), [{ sku: 'A', quantity: -1, expected: null }]);
    expect(result).toMatchObject({ status: 'REJECTED', message: expect.stringContaining('fulfillment_availability') });
    expect(simulator.quantityOf('A')).toBeNull();
  });

  it('asks LWA for a new token when the kept one has expired and hands it to the session', async () => {
    const session = testSession({ ...(await connected()), accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() });
    await connector.pushStock(session, [{ sku: 'A', quantity: 2, expected: null }]);
    expect(session.refreshes).toHaveLength(1);
    expect(session.refreshes[0].accessToken).not.toBe(session.credentials.accessToken);
  });

  it('gets a new token once when SP-API answers 403 Unauthorized to the kept one', async () => {
    const session = testSession(await connected());
    simulator.inject('TOKEN_EXPIRED');
    await connector.pushStock(session, [{ sku: 'A', quantity: 3, expected: null }]);
    expect(session.refreshes).toHaveLength(1);
    expect(simulator.quantityOf('A')).toBe(3);
  });

  it('reports TOKEN_INVALID once the seller revoked the app', async () => {
    const session = testSession(await connected());
    simulator.revokeAccess();
    await expect(connector.fetchOrders(session, { modifiedSince: new Date().toISOString(), cursor: null })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it('waits one token of the x-amzn-RateLimit-Limit rate after a 429 and retries', async () => {
    const credentials = await connected();
    simulator.inject('RATE_LIMIT', 2);
    const [result] = await connector.pushStock(testSession(credentials), [{ sku: 'A', quantity: 4, expected: null }]);
    expect(result.status).toBe('PENDING');
    expect(fetches.calls.filter((c) => c.method === 'PATCH')).toHaveLength(3);
  });

  it('hands a 429 on searchOrders (0.0056 requests per second) back as RATE_LIMITED with its wait, without waiting', async () => {
    const credentials = await connected();
    simulator.inject('RATE_LIMIT');
    const error = await failureOf(
      connector.fetchOrders(testSession(credentials), { modifiedSince: new Date().toISOString(), cursor: null }),
    );
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { status: 429, marketplaceCode: 'QuotaExceeded', retryAfterMs: 178_572 },
    });
    expect(fetches.calls.filter((c) => c.path.startsWith('/orders/2026-01-01/orders?'))).toHaveLength(1);
  });

  it('reports an SP-API 5xx as UNAVAILABLE', async () => {
    const credentials = await connected();
    simulator.inject('SERVER_ERROR');
    await expect(connector.pushStock(testSession(credentials), [{ sku: 'A', quantity: 1, expected: null }])).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      details: { marketplaceCode: 'InternalFailure' },
    });
  });
});
