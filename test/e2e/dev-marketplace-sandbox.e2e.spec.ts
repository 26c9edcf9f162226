// The embedded start's sandbox marketplaces over real HTTP: a signed-in user reads the sandbox stores' credentials (what
// the connect pages fill in), places orders in a sandbox store and reads the tracking it received; anonymous callers
// get 401, a marketplace without a sandbox 404.
import { devMarketplaceSandboxRoutes as routes } from '@ledgerhouse/contracts';
import type { Marketplace, RunningSimulator } from '@ledgerhouse/infra';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let simulators: ReadonlyMap<Marketplace, RunningSimulator>;

beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
  simulators = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS);
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
