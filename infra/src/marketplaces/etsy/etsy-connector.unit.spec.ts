// The Etsy connector against its simulator over real HTTP: OAuth 2 with PKCE through the consent redirect, receipts
// imported page by page, tracking, read-modify-write inventory, token refresh with rotation, revocation, 429 and API key.
import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import { modelsPresent } from '../../../../test/support/marketplace-models/model-folder';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { fetchAllOrders, testSession } from '../../../../test/support/marketplace-session';
import type { ConnectorSession } from '../marketplace-port';
import { createEtsyConnector, type EtsyConnector } from './etsy-connector';
import { pkceChallenge, type EtsyCredentials } from './etsy-oauth';
import { startEtsySimulator, type EtsySimulator, type EtsySimulatorOptions } from './etsy-simulator';

const REDIRECT_URI = 'https://app.example.com/sales_channel/connect/oauth_return/etsy';
const LONG_AGO = '2020-01-01T00:00:00.000Z';

let sim: EtsySimulator;
let models: ModelCheck;
let waits: number[];

async function simulator(options: EtsySimulatorOptions = {}): Promise<EtsySimulator> {
  sim = await startEtsySimulator(options);
  models = holdToModels(sim);
  return sim;
}

afterEach(async () => {
  await sim?.close();
  expect(models.problems).toEqual([]);
});

/** A connector whose waits are recorded instead of slept, unless `realWaits` (to let the simulator's second pass). */
function connectorFor(target: EtsySimulator, overrides: { appSecret?: string; realWaits?: boolean } = {}): EtsyConnector {
  waits = [];
  const { realWaits, ...app } = overrides;
  const config = { baseUrl: target.url, authUrl: target.url, ...target.appConfig, ...app };
  const sleep = realWaits ? undefined : async (ms: number) => void waits.push(ms);
  return createEtsyConnector(config, { trusted: fetch, userGiven: fetch }, { sleep });
}

/** Follows the consent page's redirect by hand, as the seller's browser would, and returns the query it lands with. */
async function consent(url: string): Promise<URLSearchParams> {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back.searchParams;
}

async function connectShop(connector: EtsyConnector): Promise<EtsyCredentials> {
  const start = connector.authorizationUrl({ state: 'state-1', redirectUri: REDIRECT_URI });
  const back = await consent(start.url);
  return connector.exchangeCode({ code: back.get('code') ?? '', redirectUri: REDIRECT_URI, codeVerifier: start.codeVerifier, extra: {} });
}

const importAll = (connector: EtsyConnector, session: ConnectorSession<EtsyCredentials>) => fetchAllOrders(connector, session, LONG_AGO);

describe('Etsy OAuth with PKCE', () => {
  it('sends the seller to the consent page with an S256 challenge and connects the shop the return code names', async () => {
    const connector = connectorFor(await simulator());
    const start = connector.authorizationUrl({ state: 'state-1', redirectUri: REDIRECT_URI });
    const url = new URL(start.url);
    expect(start.codeVerifier?.length).toBeGreaterThanOrEqual(43);
    expect(start.codeVerifier?.length).toBeLessThanOrEqual(128);
    expect(url.pathname).toBe('/oauth/connect');
    expect(start.url).toContain('scope=transactions_r%20transactions_w%20listings_r%20listings_w%20shops_r');
    expect(url.searchParams.get('code_challenge')).toBe(pkceChallenge(start.codeVerifier ?? ''));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(sim.appConfig.appId);

    const back = await consent(start.url);
    expect(back.get('state')).toBe('state-1');
    const credentials = await connector.exchangeCode({
      code: back.get('code') ?? '',
      redirectUri: REDIRECT_URI,
      codeVerifier: start.codeVerifier,
      extra: {},
    });
    expect(credentials.shopId).toMatch(/^\d+$/);
    expect(Date.parse(credentials.accessTokenExpiresAt) - Date.now()).toBeGreaterThan(3500_000);
    await expect(connector.connect(credentials, { callbackUrl: '' })).resolves.toMatchObject({ accountName: 'LedgerhouseSandbox' });
  });

  it('refuses a code traded with another verifier with INVALID_CREDENTIALS and keeps the code out of the message', async () => {
    const connector = connectorFor(await simulator());
    const start = connector.authorizationUrl({ state: 's', redirectUri: REDIRECT_URI });
    const code = (await consent(start.url)).get('code') ?? '';
    const other = connector.authorizationUrl({ state: 's', redirectUri: REDIRECT_URI }).codeVerifier;
    const refused = connector.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: other, extra: {} });
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', details: { marketplaceCode: 'invalid_grant' } });
    await expect(refused).rejects.not.toThrow(code);
  });

  it('returns a declined consent as access_denied with its description and no code', async () => {
    const connector = connectorFor(await simulator());
    sim.declineNextConsent('The user denied the request');
    const back = await consent(connector.authorizationUrl({ state: 'state-2', redirectUri: REDIRECT_URI }).url);
    expect(Object.fromEntries(back)).toEqual({
      error: 'access_denied',
      error_description: 'The user denied the request',
      state: 'state-2',
    });
  });
});

describe('Etsy orders', () => {
  it('imports 130 paid receipts in pages of 100, and the same 130 again on a second import', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    const added = await sim.addOrders(
      Array.from({ length: 130 }, (_, i) => ({ buyerName: `Buyer ${i}`, lines: [{ sku: 'MUG-1', quantity: 2, priceCents: 1299 }] })),
    );

    const first = await importAll(connector, session);
    const second = await importAll(connector, session);

    expect(first.pages).toBe(2);
    expect(new Set(first.orders.map((o) => o.channelOrderId)).size).toBe(130);
    expect(first.orders.map((o) => o.channelOrderId).sort()).toEqual(added.map((a) => a.channelOrderId).sort());
    expect(second.orders.map((o) => o.channelOrderId).sort()).toEqual(first.orders.map((o) => o.channelOrderId).sort());
    expect(first.orders[0]).toMatchObject({
      buyer: { fullName: 'Buyer 0', phone: null },
      address: { country: 'US', region: 'NY', city: 'New York', postalCode: '10118', line1: '350 Fifth Avenue', line2: null },
      lines: [{ sku: 'MUG-1', quantity: 2, priceCents: 1299 }],
      fulfillable: true,
    });
  });

  it('answers a page above 100 receipts with a 400 and Etsy error body, whether the model or the simulator refuses it', async () => {
    const connector = connectorFor(await simulator());
    const { shopId, accessToken } = await connectShop(connector);
    const page = () =>
      fetch(`${sim.url}/v3/application/shops/${shopId}/receipts?limit=101`, {
        headers: { 'x-api-key': `${sim.appConfig.appId}:${sim.appConfig.appSecret}`, authorization: `Bearer ${accessToken}` },
      });
    const refused = await page();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('limit') as string });
    expect(models.problems.splice(0)).toEqual(modelsPresent() ? [expect.stringContaining('limit=101')] : []);
    sim.holdTo(null);
    const unchecked = await page();
    expect(unchecked.status).toBe(400);
    expect(await unchecked.json()).toEqual({ error: 'Expected int <= 100 for limit' });
  });

  it('refuses tracking sent as a form, as the current model does, even when not held to it', async () => {
    const connector = connectorFor(await simulator());
    const { shopId, accessToken } = await connectShop(connector);
    const [order] = await sim.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 500 }] }]);
    sim.holdTo(null);
    const answer = await fetch(`${sim.url}/v3/application/shops/${shopId}/receipts/${order.channelOrderId}/tracking`, {
      method: 'POST',
      headers: {
        'x-api-key': `${sim.appConfig.appId}:${sim.appConfig.appSecret}`,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ tracking_code: '9400', carrier_name: 'usps' }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Unsupported content type: send application/json' });
    expect(sim.trackingOf(order.channelOrderId)).toBeNull();
  });

  it("records tracking once under Etsy's carrier name when pushed twice", async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    const [order] = await sim.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 500 }] }]);
    const push = {
      channelOrderId: order.channelOrderId,
      carrier: 'USPS',
      trackingNumber: '9400100000000000000001',
      shippedAt: '',
      lines: [],
    };

    await connector.pushTracking(session, push);
    await connector.pushTracking(session, push);

    expect(sim.trackingOf(order.channelOrderId)).toEqual({ carrier: 'usps', trackingNumber: '9400100000000000000001' });
    expect(sim.calls.filter((call) => call.endsWith('/tracking 200'))).toHaveLength(1);
    const { orders } = await importAll(connector, session);
    expect(orders.find((o) => o.channelOrderId === order.channelOrderId)?.fulfillable).toBe(false);
  });
});

describe('Etsy stock', () => {
  it('rewrites the whole listing inventory, keeping the other variation, prices and properties', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    const listingId = sim.addListing('Mug', [
      { sku: 'MUG-BLUE', quantity: 5, priceCents: 1250, properties: { Color: 'Blue' } },
      { sku: 'MUG-RED', quantity: 7, priceCents: 1399, properties: { Color: 'Red' } },
    ]);

    const results = await connector.pushStock(session, [
      { sku: 'MUG-BLUE', quantity: 42, expected: null },
      { sku: 'NOT-LISTED', quantity: 1, expected: null },
    ]);

    expect(results).toEqual([
      { sku: 'MUG-BLUE', quantity: 42, status: 'ACCEPTED', message: null },
      { sku: 'NOT-LISTED', quantity: 1, status: 'REJECTED', message: 'No Etsy listing has this SKU' },
    ]);
    const products = (sim.inventoryOf(listingId)?.products ?? []).map((p) => ({
      sku: p.sku,
      quantity: p.offerings[0].quantity,
      amount: p.offerings[0].price.amount,
      values: p.property_values.flatMap((v) => v.values),
    }));
    expect(products).toEqual([
      { sku: 'MUG-BLUE', quantity: 42, amount: 1250, values: ['Blue'] },
      { sku: 'MUG-RED', quantity: 7, amount: 1399, values: ['Red'] },
    ]);
  });

  it('keeps both quantities when two pushes change two variations of one listing at once', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.addListing('Tee', [
      { sku: 'TEE-S', quantity: 1, priceCents: 2000, properties: { Size: 'S' } },
      { sku: 'TEE-M', quantity: 1, priceCents: 2000, properties: { Size: 'M' } },
    ]);

    await Promise.all([
      connector.pushStock(session, [{ sku: 'TEE-S', quantity: 11, expected: 1 }]),
      connector.pushStock(session, [{ sku: 'TEE-M', quantity: 12, expected: 1 }]),
    ]);

    expect([sim.quantityOf('TEE-S'), sim.quantityOf('TEE-M')]).toEqual([11, 12]);
  });

  it('restocks a listing that a zero quantity sold out', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.addListing('Poster', [{ sku: 'POSTER', quantity: 2, priceCents: 900 }]);

    await connector.pushStock(session, [{ sku: 'POSTER', quantity: 0, expected: 2 }]);
    const restocked = await connector.pushStock(session, [{ sku: 'POSTER', quantity: 3, expected: 0 }]);

    expect(restocked).toEqual([{ sku: 'POSTER', quantity: 3, status: 'ACCEPTED', message: null }]);
    expect(sim.quantityOf('POSTER')).toBe(3);
  });

  it("holds a quantity above Etsy's 999 cap at 999", async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.addListing('Sticker', [{ sku: 'STICKER', quantity: 1, priceCents: 300 }]);

    await expect(connector.pushStock(session, [{ sku: 'STICKER', quantity: 5000, expected: 1 }])).resolves.toEqual([
      { sku: 'STICKER', quantity: 999, status: 'ACCEPTED', message: null },
    ]);
    expect(sim.quantityOf('STICKER')).toBe(999);
  });
});

describe('Etsy tokens and limits', () => {
  it('refreshes an expired access token and hands the rotated refresh token to the session', async () => {
    const connector = connectorFor(await simulator({ accessTokenTtlSeconds: 1 }));
    const credentials = await connectShop(connector);
    const session = testSession(credentials);

    await connector.fetchOrders(session, { modifiedSince: LONG_AGO, cursor: null });

    expect(session.refreshes).toHaveLength(1);
    expect(session.refreshes[0].accessToken).not.toBe(credentials.accessToken);
    expect(session.refreshes[0].refreshToken).not.toBe(credentials.refreshToken);
    // The old refresh token was spent by the rotation.
    await expect(connector.fetchOrders(testSession(credentials), { modifiedSince: LONG_AGO, cursor: null })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it('refreshes once when Etsy answers 401 for a token it expired early', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.inject('TOKEN_EXPIRED');

    await expect(connector.fetchOrders(session, { modifiedSince: LONG_AGO, cursor: null })).resolves.toEqual({ orders: [], cursor: null });
    expect(session.refreshes).toHaveLength(1);
  });

  it('reports TOKEN_INVALID once the seller revoked the app', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.revokeAccess();

    await expect(connector.fetchOrders(session, { modifiedSince: LONG_AGO, cursor: null })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it("waits out a 429 for Etsy's retry-after and gives up with RATE_LIMITED after two retries", async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));

    sim.inject('RATE_LIMIT');
    await expect(connector.fetchOrders(session, { modifiedSince: LONG_AGO, cursor: null })).resolves.toEqual({ orders: [], cursor: null });
    expect(waits).toEqual([1000]);

    sim.inject('RATE_LIMIT', 3);
    await expect(connector.fetchOrders(session, { modifiedSince: LONG_AGO, cursor: null })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterMs: 1000 },
    });
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('waits for the next second when x-remaining-this-second reaches 0 instead of running into a 429', async () => {
    const connector = connectorFor(await simulator({ limitPerSecond: 2 }), { realWaits: true });
    const session = testSession(await connectShop(connector));
    sim.addListing('Cap', [{ sku: 'CAP', quantity: 1, priceCents: 1500 }]);

    // The listings page, the inventory read and its write: three calls against two a second.
    await expect(connector.pushStock(session, [{ sku: 'CAP', quantity: 4, expected: 1 }])).resolves.toMatchObject([{ status: 'ACCEPTED' }]);
    expect(sim.calls.filter((call) => call.endsWith(' 429'))).toEqual([]);
  });

  it('refuses a wrong shared secret in x-api-key with INVALID_CREDENTIALS', async () => {
    const credentials = await connectShop(connectorFor(await simulator()));
    const wrongKey = connectorFor(sim, { appSecret: 'not-the-secret' });

    await expect(wrongKey.connect(credentials, { callbackUrl: '' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('reports a 500 as UNAVAILABLE', async () => {
    const connector = connectorFor(await simulator());
    const session = testSession(await connectShop(connector));
    sim.inject('SERVER_ERROR');

    await expect(connector.pushStock(session, [{ sku: 'X', quantity: 1, expected: null }])).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
