// The embedded start's sandbox marketplaces over real HTTP: a signed-in user reads the sandbox stores' credentials (what
// the connect pages fill in); the seller connected to a sandbox store places orders in it and reads the tracking it
// received, and nobody else can (the import would put those orders in that seller's account); anonymous callers get 401.
import { devMarketplaceSandboxRoutes as routes, salesChannelRoutes } from '@ledgerhouse/contracts';
import type { GlobalPosition, Marketplace, RunningSimulator } from '@ledgerhouse/infra';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let stranger: Account;
let simulators: ReadonlyMap<Marketplace, RunningSimulator>;

beforeAll(async () => {
  app = await startTestApp();
  [seller, stranger] = [await newSeller(app), await newSeller(app)];
  simulators = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS);
  const { clientId, clientSecret } = simulators.get('WALMART')!.sandboxCredentials;
  const connected = await apiRoute(app, salesChannelRoutes.connect, {
    body: { name: 'Sandbox Walmart', credentials: { marketplace: 'WALMART', clientId: clientId!, clientSecret: clientSecret! } },
    headers: bearer(seller),
  });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
  await app.running.runner.waitFor(connected.body.position as GlobalPosition, 10_000);
});
afterAll(() => app.close());

describe('dev marketplace sandbox', () => {
  it("answers each running sandbox store's connect credentials to a signed-in user, and 401 to anyone else", async () => {
    const res = await apiRoute(app, routes.stores, { headers: bearer(seller) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.stores).sort()).toEqual([...simulators.keys()].sort());
    expect(res.body.stores.SHOPIFY).toEqual(simulators.get('SHOPIFY')?.sandboxCredentials);
    expect(res.body.stores.SHOPIFY?.storeDomain).toBe('sandbox-store.myshopify.com');
    expect(res.body.stores.EBAY).toEqual({});
    expect((await apiRoute(app, routes.stores, {})).status).toBe(401);
  });

  it('places orders in a sandbox store and reads their tracking (none before shipping)', async () => {
    const placed = await apiRoute(app, routes.addOrders, {
      params: { marketplace: 'WALMART' },
      body: { orders: [{ lines: [{ sku: 'DEV-SANDBOX-1', quantity: 2, priceCents: 1250 }], buyerName: 'Dee Dev' }] },
      headers: bearer(seller),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.orders).toHaveLength(1);
    const [{ channelOrderId }] = placed.body.orders;
    const tracking = await apiRoute(app, routes.tracking, { params: { marketplace: 'WALMART', channelOrderId }, headers: bearer(seller) });
    expect(tracking.status).toBe(200);
    expect(tracking.body.tracking).toBeNull();
  });

  it("answers 404 to a seller not connected to the sandbox store, for its orders and another's tracking alike", async () => {
    const body = { orders: [{ lines: [{ sku: 'DEV-SANDBOX-1', quantity: 1, priceCents: 100 }], buyerName: 'Mallory' }] };
    const placed = await apiRoute(app, routes.addOrders, { params: { marketplace: 'WALMART' }, body, headers: bearer(stranger) });
    expect([placed.status, placed.body.code]).toEqual([404, 'NOT_FOUND']);
    const mine = await apiRoute(app, routes.addOrders, { params: { marketplace: 'WALMART' }, body, headers: bearer(seller) });
    const channelOrderId = mine.body.orders[0].channelOrderId;
    const tracking = await apiRoute(app, routes.tracking, {
      params: { marketplace: 'WALMART', channelOrderId },
      headers: bearer(stranger),
    });
    expect(tracking.status).toBe(404);
  });

  it('refuses an order without lines (400) and a marketplace that is not one (400)', async () => {
    const empty = await apiRoute(app, routes.addOrders, {
      params: { marketplace: 'SHOPIFY' },
      body: { orders: [{ lines: [] }] } as never,
      headers: bearer(seller),
    });
    expect(empty.status).toBe(400);
    const unknown = await apiRoute(app, routes.tracking, {
      params: { marketplace: 'ALLEGRO' as never, channelOrderId: '1' },
      headers: bearer(seller),
    });
    expect(unknown.status).toBe(400);
  });
});
