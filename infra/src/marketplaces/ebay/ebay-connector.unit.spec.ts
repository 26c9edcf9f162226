// The eBay connector against its simulator over real HTTP on 127.0.0.1: consent redirect, tokens, the seller's username,
// orders, tracking, stock.
import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { fetchAllOrders, recordingFetches, testSession } from '../../../../test/support/marketplace-session';
import { MarketplaceError, type MarketplaceConnector, type OAuthCapable } from '../marketplace-port';
import { EbayConnector } from './ebay-connector';
import type { EbayCredentials } from './ebay-http';
import { startEbaySimulator, type EbaySimulator, type EbaySimulatorOptions } from './ebay-simulator';

const ACCEPT_URL = 'https://app.test/marketplaces/ebay/new/success';
const DECLINE_URL = 'https://app.test/marketplaces/ebay/new/failure';
const SINCE = '2020-01-01T00:00:00.000Z';

let simulator: EbaySimulator;
let models: ModelCheck;
let fetches: ReturnType<typeof recordingFetches>;
let connector: MarketplaceConnector<EbayCredentials> & OAuthCapable<EbayCredentials>;

async function start(options: EbaySimulatorOptions = {}) {
  simulator = await startEbaySimulator({ acceptUrl: ACCEPT_URL, declineUrl: DECLINE_URL, retryAfterSeconds: 0, ...options });
  models = holdToModels(simulator);
  fetches = recordingFetches();
  connector = new EbayConnector(
    { baseUrl: simulator.url, authUrl: simulator.url, identityUrl: simulator.url, ...simulator.appConfig },
    fetches,
  );
}
afterEach(async () => {
  await simulator.close();
  expect(models.problems).toEqual([]);
});

/** Follows the consent page the way the seller's browser would (signed in as `login`), stopping at eBay's redirect back to us. */
async function consent(state: string, login?: string): Promise<URL> {
  const page = new URL(connector.authorizationUrl({ state, redirectUri: 'unused' }).url);
  if (login !== undefined) page.searchParams.set('login', login);
  const response = await fetch(page, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function consented(login?: string): Promise<EbayCredentials> {
  const code = (await consent('state-1', login)).searchParams.get('code') ?? '';
  return connector.exchangeCode({ code, redirectUri: 'unused', codeVerifier: null, extra: {} });
}

async function connected(): Promise<EbayCredentials> {
  return (await connector.connect(await consented(), { callbackUrl: 'unused' })).credentials;
}

const importAll = async (credentials: EbayCredentials) => (await fetchAllOrders(connector, testSession(credentials), SINCE)).orders;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'RESOLVED',
    (error: unknown) => (error instanceof MarketplaceError ? error.code : String(error)),
  );
/** Order searches after connecting (connect itself makes one, with limit=1). */
const orderCalls = () => fetches.calls.filter((c) => c.path.startsWith('/sell/fulfillment/v1/order?filter=')).length;

describe('eBay connector', () => {
  it('connects through the consent redirect: the RuName as redirect_uri, the state back, the code traded for tokens', async () => {
    await start();
    const consentPage = new URL(connector.authorizationUrl({ state: 'abc', redirectUri: 'unused' }).url);
    expect(consentPage.searchParams.get('redirect_uri')).toBe(simulator.appConfig.ruName);
    expect(consentPage.searchParams.get('scope')).toBe(
      'https://api.ebay.com/oauth/api_scope/sell.fulfillment https://api.ebay.com/oauth/api_scope/sell.inventory ' +
        'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
    );

    const back = await consent('abc');
    expect(back.origin + back.pathname).toBe(ACCEPT_URL);
    expect(back.searchParams.get('state')).toBe('abc');
    const credentials = await connector.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      redirectUri: 'unused',
      codeVerifier: null,
      extra: { country: 'gb' },
    });
    expect(credentials).toMatchObject({ marketplace: 'EBAY', country: 'GB' });
    expect(Date.parse(credentials.accessTokenExpiresAt) - Date.now()).toBeGreaterThan(7_100_000);
    await expect(connector.connect(credentials, { callbackUrl: 'unused' })).resolves.toEqual({
      credentials,
      accountName: 'sandbox_seller',
    });
  });

  it("names the account by the username of whoever consented, from the Identity API's getUser", async () => {
    await start();
    const credentials = await consented('jane.doe-42');
    await expect(connector.connect(credentials, { callbackUrl: 'unused' })).resolves.toEqual({ credentials, accountName: 'jane.doe-42' });
    expect(fetches.calls.filter((c) => c.path === '/commerce/identity/v1/user/')).toHaveLength(1);
  });

  it('returns a declined consent to the decline URL with access_denied', async () => {
    await start();
    simulator.setConsent('DECLINE');
    const back = await consent('xyz');
    expect(back.origin + back.pathname).toBe(DECLINE_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'xyz' });
  });

  it('refuses an unknown or already used code with INVALID_CREDENTIALS', async () => {
    await start();
    const exchange = (code: string) => connector.exchangeCode({ code, redirectUri: 'unused', codeVerifier: null, extra: {} });
    expect(await codeOf(exchange('v^1.1#not-a-code'))).toBe('INVALID_CREDENTIALS');
    const code = (await consent('s')).searchParams.get('code') ?? '';
    await exchange(code);
    expect(await codeOf(exchange(code))).toBe('INVALID_CREDENTIALS');
  });

  it('imports 250 orders over two pages, and importing again yields the same orders and no others', async () => {
    await start();
    const credentials = await connected();
    const added = await simulator.addOrders(
      Array.from({ length: 250 }, (_, i) => ({ lines: [{ sku: `SKU-${i}`, quantity: 3, priceCents: 1999 }], buyerName: `Buyer ${i}` })),
    );
    const first = await importAll(credentials);
    const second = await importAll(credentials);

    expect(orderCalls()).toBe(4);
    expect(first.map((o) => o.channelOrderId)).toEqual(added.map((a) => a.channelOrderId));
    expect(new Set(first.map((o) => o.channelOrderId)).size).toBe(250);
    expect(second.map((o) => o.channelOrderId)).toEqual(first.map((o) => o.channelOrderId));
    expect(first[7]).toMatchObject({
      number: added[7].number,
      buyer: { fullName: 'Buyer 7', phone: '4085550100' },
      address: { country: 'US', region: 'CA', city: 'San Jose', postalCode: '95113', line2: null },
      lines: [{ sku: 'SKU-7', quantity: 3, priceCents: 1999 }],
      fulfillable: true,
    });
  });

  it('pushes tracking as a shipping fulfillment once, and the order then reads as shipped', async () => {
    await start();
    const credentials = await connected();
    const [order] = await simulator.addOrders([{ lines: [{ sku: 'MUG', quantity: 2, priceCents: 1250 }] }]);
    const push = {
      channelOrderId: order.channelOrderId,
      carrier: 'FedEx',
      trackingNumber: '7949 1234-5678',
      shippedAt: '2026-11-23T10:00:00Z',
      lines: [{ sku: 'MUG', quantity: 2, channelLineId: null }],
    };
    await connector.pushTracking(testSession(credentials), push);
    await connector.pushTracking(testSession(credentials), push);

    expect(simulator.trackingOf(order.channelOrderId)).toEqual({ carrier: 'FedEx', trackingNumber: '794912345678' });
    expect(fetches.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/shipping_fulfillment'))).toHaveLength(1);
    const [imported] = await importAll(credentials);
    expect(imported.fulfillable).toBe(false);
  });

  it('pushes 60 quantities in batches of 25, and reports a quantity eBay refuses as REJECTED', async () => {
    await start();
    const credentials = await connected();
    const items = Array.from({ length: 60 }, (_, i) => ({ sku: `SKU-${i}`, quantity: i, expected: null }));
    const results = [];
    for (let i = 0; i < items.length; i += connector.stockBatchSize) {
      results.push(...(await connector.pushStock(testSession(credentials), items.slice(i, i + connector.stockBatchSize))));
    }

    const bulkCalls = fetches.calls.filter((c) => c.path === '/sell/inventory/v1/bulk_update_price_quantity');
    expect(bulkCalls.map((c) => (JSON.parse(c.body ?? '{}') as { requests: unknown[] }).requests.length)).toEqual([25, 25, 10]);
    expect(results.every((r) => r.status === 'ACCEPTED')).toBe(true);
    expect(items.map((item) => simulator.quantityOf(item.sku))).toEqual(items.map((item) => item.quantity));
    const [refused] = await connector.pushStock(testSession(credentials), [{ sku: 'SKU-1', quantity: -1, expected: null }]);
    expect(refused).toMatchObject({ status: 'REJECTED', message: expect.stringContaining('quantity') });
  });

  it('refreshes a lapsed access token before the call and hands the new credentials to the session', async () => {
    await start();
    const credentials = await connected();
    simulator.expireAccessTokens();
    const session = testSession({ ...credentials, accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() });

    await connector.fetchOrders(session, { modifiedSince: SINCE, cursor: null });

    expect(session.refreshes).toHaveLength(1);
    expect(session.refreshes[0].accessToken).not.toBe(credentials.accessToken);
    expect(session.refreshes[0].refreshToken).toBe(credentials.refreshToken);
    expect(fetches.calls.map((c) => c.path).slice(-2)).toEqual(['/identity/v1/oauth2/token', expect.stringContaining('/order?')]);
  });

  it('refreshes once when eBay ends an access token before its stated expiry (401)', async () => {
    await start();
    const credentials = await connected();
    simulator.inject('TOKEN_EXPIRED');
    const session = testSession(credentials);

    await expect(connector.fetchOrders(session, { modifiedSince: SINCE, cursor: null })).resolves.toMatchObject({ cursor: null });
    expect(session.refreshes).toHaveLength(1);
    expect(session.credentials.accessToken).toBe(session.refreshes[0].accessToken);
  });

  it('reports revoked access as TOKEN_INVALID, and as INVALID_CREDENTIALS when connecting', async () => {
    await start();
    const credentials = await connected();
    simulator.revokeAccess();
    const session = testSession(credentials);

    expect(await codeOf(connector.fetchOrders(session, { modifiedSince: SINCE, cursor: null }))).toBe('TOKEN_INVALID');
    expect(session.refreshes).toHaveLength(0);
    expect(await codeOf(connector.connect(credentials, { callbackUrl: 'unused' }))).toBe('INVALID_CREDENTIALS');
  });

  it("reads the Identity API's refusals as the other calls: 401 refreshed once then INVALID_CREDENTIALS, 5xx UNAVAILABLE", async () => {
    await start();
    // identityUrl at another eBay, which knows none of the tokens the first one issues.
    const other = await startEbaySimulator({ retryAfterSeconds: 0 });
    const otherModels = holdToModels(other);
    try {
      const elsewhere = new EbayConnector({ baseUrl: simulator.url, identityUrl: other.url, ...simulator.appConfig }, fetches);
      const credentials = await consented();
      const before = fetches.calls.length;
      expect(await codeOf(elsewhere.connect(credentials))).toBe('INVALID_CREDENTIALS');
      expect(fetches.calls.slice(before).map((c) => c.path)).toEqual([
        '/sell/fulfillment/v1/order?limit=1',
        '/commerce/identity/v1/user/',
        '/identity/v1/oauth2/token',
        '/commerce/identity/v1/user/',
      ]);
      other.inject('SERVER_ERROR');
      expect(await codeOf(elsewhere.connect(await consented()))).toBe('UNAVAILABLE');
    } finally {
      await other.close();
    }
    expect(otherModels.problems).toEqual([]);
  });

  it('waits out a 429 for its Retry-After and retries', async () => {
    await start({ retryAfterSeconds: 1 });
    const credentials = await connected();
    simulator.inject('RATE_LIMIT');
    const started = Date.now();

    await expect(connector.fetchOrders(testSession(credentials), { modifiedSince: SINCE, cursor: null })).resolves.toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(orderCalls()).toBe(2);
  });

  it('gives up on a 429 that persists after three calls with RATE_LIMITED, and reads a 5xx as UNAVAILABLE', async () => {
    await start();
    const credentials = await connected();
    simulator.inject('RATE_LIMIT', 3);
    const limited = await connector.fetchOrders(testSession(credentials), { modifiedSince: SINCE, cursor: null }).catch((e: unknown) => e);
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', details: { status: 429, retryAfterMs: 0, marketplaceCode: '2001' } });
    expect(orderCalls()).toBe(3);

    simulator.inject('SERVER_ERROR');
    expect(await codeOf(connector.fetchOrders(testSession(credentials), { modifiedSince: SINCE, cursor: null }))).toBe('UNAVAILABLE');
  });
});

describe('eBay simulator', () => {
  it('answers the documented errors: invalid token, limit over 200, more than 25 quantity requests', async () => {
    await start();
    const credentials = await connected();
    const call = async (path: string, token: string, body?: unknown) => {
      const response = await fetch(simulator.url + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { errors: { errorId: number; message: string }[] } };
    };

    const INVALID_TOKEN = { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token' }] };
    expect(await call('/sell/fulfillment/v1/order', 'v^1.1#forged')).toMatchObject({ status: 401, body: INVALID_TOKEN });
    expect(await call('/sell/fulfillment/v1/order?limit=201', credentials.accessToken)).toMatchObject({
      status: 400,
      body: { errors: [{ errorId: 30830 }] },
    });
    expect(await call('/commerce/identity/v1/user/', 'v^1.1#forged')).toMatchObject({ status: 401, body: INVALID_TOKEN });
    const requests = Array.from({ length: 26 }, (_, i) => ({ sku: `S${i}`, shipToLocationAvailability: { quantity: 1 } }));
    expect(await call('/sell/inventory/v1/bulk_update_price_quantity', credentials.accessToken, { requests })).toMatchObject({
      status: 400,
      body: { errors: [{ errorId: 25709 }] },
    });
  });
});

describe('eBay simulator tokens', () => {
  const refresh = (refreshToken: string, scope: string) =>
    fetch(`${simulator.url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${simulator.appConfig.appId}:${simulator.appConfig.appSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, scope }).toString(),
    });

  it('refreshes to fewer scopes, never more, and refuses getUser to a token without the identity scope with 403', async () => {
    await start();
    const credentials = await consented();
    const sell = 'https://api.ebay.com/oauth/api_scope/sell.fulfillment';
    const wider = await refresh(credentials.refreshToken, `${sell} https://api.ebay.com/oauth/api_scope/sell.account`);
    expect(wider.status).toBe(400);
    expect(await wider.json()).toMatchObject({ error: 'invalid_scope' });

    const narrower = await refresh(credentials.refreshToken, sell);
    const { access_token } = (await narrower.json()) as { access_token: string };
    const user = await fetch(`${simulator.url}/commerce/identity/v1/user/`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ errors: [{ errorId: 1100, domain: 'ACCESS', message: 'Access denied' }] });
  });
});
