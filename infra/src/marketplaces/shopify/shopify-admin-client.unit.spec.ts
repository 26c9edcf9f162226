// How the connector reads Shopify's failures: token revoked or expired, THROTTLED waited out or handed back, 5xx, and a
// store domain that would reach inside our network.
import { AddressGuard, type Resolver } from '../../net/address-guard';
import { GuardedFetch } from '../../net/guarded-fetch';
import { guardedFetchAsFetch } from '../../net/guarded-fetch-as-fetch';
import { OutboundRefused } from '../../net/outbound-refused';
import { MarketplaceError } from '../marketplace-port';
import {
  CALLBACK_URL,
  connectorOn,
  sandboxCredentials,
  sessionOf,
  useShopifyStore,
  withShopifySimulator,
} from '../../../../test/support/shopify-test-store';

const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
    return null;
  } catch (error) {
    if (error instanceof MarketplaceError) return error;
    throw error;
  }
};
const since = { modifiedSince: '2020-01-01T00:00:00Z', cursor: null };

describe('Shopify connector: a token that stops working', () => {
  const store = useShopifyStore({ bucket: { restoreRate: 100_000 } });

  it('answers TOKEN_INVALID once the seller revoked the app', async () => {
    const current = store();
    current.simulator.revokeAccess();
    expect((await failureOf(current.connector.fetchOrders(sessionOf(current), since)))?.code).toBe('TOKEN_INVALID');
  });

  it('answers TOKEN_INVALID when Shopify answers 401 for an expired token, without the token in the message', async () => {
    const current = store();
    current.simulator.inject('TOKEN_EXPIRED');
    const failure = await failureOf(current.connector.pushStock(sessionOf(current), [{ sku: 'MUG-1', quantity: 1, expected: null }]));
    expect(failure).toMatchObject({ code: 'TOKEN_INVALID', details: { status: 401 } });
    expect(failure?.message).not.toContain(current.credentials.accessToken);
  });

  it('answers UNAVAILABLE for a 502', async () => {
    const current = store();
    current.simulator.inject('SERVER_ERROR');
    expect(await failureOf(current.connector.fetchOrders(sessionOf(current), since))).toMatchObject({
      code: 'UNAVAILABLE',
      details: { status: 502 },
    });
  });
});

describe('Shopify connector: THROTTLED', () => {
  const store = useShopifyStore({ bucket: { maximumAvailable: 1000, restoreRate: 100_000 } });

  it('waits the time throttleStatus asks for and succeeds', async () => {
    const current = store();
    current.simulator.inject('RATE_LIMIT', 2);
    expect(await current.connector.fetchOrders(sessionOf(current), since)).toEqual({ orders: [], cursor: null });
    expect(current.simulator.callsOf('AssignedFulfillmentOrders')).toBe(3);
  });

  it('answers RATE_LIMITED with retryAfterMs after a bounded number of tries', async () => {
    const current = store();
    current.simulator.inject('RATE_LIMIT', 10);
    const failure = await failureOf(current.connector.fetchOrders(sessionOf(current), since));
    expect(failure).toMatchObject({ code: 'RATE_LIMITED', details: { marketplaceCode: 'THROTTLED', retryAfterMs: expect.any(Number) } });
    expect(current.simulator.callsOf('AssignedFulfillmentOrders')).toBe(4);
  });

  it('queues behind a real emptied bucket: every connect succeeds, some after a THROTTLED answer', async () => {
    // Restored slowly (20 points a second), so even a slow machine's four connects ask for more than the bucket holds.
    await withShopifySimulator({ bucket: { maximumAvailable: 20, restoreRate: 20 } }, async (simulator) => {
      const connector = connectorOn(simulator);
      for (let i = 0; i < 4; i++) await connector.connect(sandboxCredentials(simulator), { callbackUrl: `${CALLBACK_URL}-${i}` });
      expect(simulator.throttled).toBeGreaterThan(0);
    });
  });

  it('hands a wait longer than it may take in-process to the caller at once', async () => {
    await withShopifySimulator({ bucket: { restoreRate: 50 } }, async (simulator) => {
      const connector = connectorOn(simulator);
      const { credentials } = await connector.connect(sandboxCredentials(simulator), { callbackUrl: CALLBACK_URL });
      simulator.inject('RATE_LIMIT');
      const failure = await failureOf(connector.fetchOrders(sessionOf({ simulator, connector, credentials }), since));
      // 802 points requested at 50 a second: about 16 s, more than the connector waits itself.
      expect(failure).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterMs: 16_040 } });
      expect(simulator.callsOf('AssignedFulfillmentOrders')).toBe(1);
    });
  });
});

describe('Shopify connector: store domains go through the address guard', () => {
  const store = useShopifyStore();
  const pointingInside: Resolver = async (hostname) => {
    if (hostname === 'inside.myshopify.com') return [{ address: '169.254.169.254', family: 4 }];
    throw new Error(`ENOTFOUND ${hostname}`);
  };

  it.each(['127.0.0.1', 'localhost', '10.0.0.7', 'inside.myshopify.com'])(
    'refuses the store domain %s with INVALID_CREDENTIALS before any request',
    async (storeDomain) => {
      const { simulator } = store();
      const guarded = guardedFetchAsFetch(new GuardedFetch(new AddressGuard({ resolve: pointingInside })));
      const attempt = connectorOn(simulator, guarded).connect(
        { ...sandboxCredentials(simulator), storeDomain },
        { callbackUrl: CALLBACK_URL },
      );
      const failure = await failureOf(attempt);
      expect(failure).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      expect(failure?.cause).toBeInstanceOf(OutboundRefused);
      expect(simulator.callsOf('ShopInfo')).toBe(1);
    },
  );

  it('refuses a store domain that is not a host name', async () => {
    const { simulator } = store();
    const attempt = connectorOn(simulator).connect(
      { ...sandboxCredentials(simulator), storeDomain: 'shop.myshopify.com:8080' },
      { callbackUrl: CALLBACK_URL },
    );
    const failure = await failureOf(attempt);
    expect(failure).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(failure?.cause).toBeInstanceOf(OutboundRefused);
  });
});
