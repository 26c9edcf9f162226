// Sales channels over real HTTP: connect through the Walmart sandbox (the in-process simulator standing in for the
// unconfigured marketplace), rename, deactivate/activate, update connection, delete, tenant isolation, the admin list, the blocked-seller
// saga, listings going with a deleted channel, and no secret in any answer or event.
import type { Marketplace, RunningSimulator } from '@ledgerhouse/infra';
import { productRoutes, salesChannelRoutes as routes } from '@ledgerhouse/contracts';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { ChannelStore } from '../../services/src/channels/services/channel-store';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { blockUser, eventually } from '../support/billing';
import { createProduct, newProduct } from '../support/catalog';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;
let walmart: RunningSimulator;
/** Every answer of the file, to check that no secret ever left the server. */
const answers: unknown[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [seller, other] = [await newSeller(app), await newSeller(app)];
  const simulators = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS);
  const running = simulators.get('WALMART');
  if (!running) throw new Error('the Walmart sandbox is not running in the test app');
  walmart = running;
});
afterAll(() => app.close());

type Call = Parameters<typeof apiRoute>;
async function call<R extends Call[1]>(
  route: R,
  as: Account,
  input: Omit<Parameters<typeof apiRoute<R>>[2], 'headers'> & { position?: string },
) {
  const { position, ...rest } = input as { position?: string };
  const headers = { ...bearer(as), ...(position ? { 'X-Min-Position': position } : {}) };
  const res = await apiRoute(app, route, { ...(rest as object), headers } as never);
  answers.push(res.body);
  return res;
}

const sandbox = () => ({
  marketplace: 'WALMART' as const,
  clientId: walmart.sandboxCredentials.clientId,
  clientSecret: walmart.sandboxCredentials.clientSecret,
});

/** Connects the Walmart sandbox for `as`, runs `use`, and deletes the channel after (the sandbox has one account). */
async function withWalmartChannel(as: Account, name: string, use: (channelId: string, position: string) => Promise<void>) {
  const connected = await call(routes.connect, as, { body: { name, credentials: sandbox() } });
  expect(connected.status).toBe(201);
  try {
    await use(connected.body.id, connected.body.position);
  } finally {
    await call(routes.remove, as, { params: { channelId: connected.body.id } });
  }
}

describe('connecting', () => {
  it('connects the Walmart sandbox as an ACTIVE sandbox channel listed for its seller', async () => {
    await withWalmartChannel(seller, 'Walmart US', async (channelId, position) => {
      const got = await call(routes.get, seller, { params: { channelId }, position });
      expect(got.status).toBe(200);
      expect(got.body).toEqual({
        id: channelId,
        marketplace: 'WALMART',
        name: 'Walmart US',
        accountName: 'Walmart US',
        country: null,
        status: 'ACTIVE',
        sandbox: true,
        connectedAt: expect.any(String),
        lastImportAt: null,
        lastFailure: null,
      });
      const list = await call(routes.list, seller, { query: { marketplace: 'WALMART' }, position });
      expect(list.body.items.map((c) => c.id)).toEqual([channelId]);
    });
  });

  it("refuses credentials Walmart does not accept with 422 CHANNEL_VERIFY_FAILED ('Error verifying data') and records nothing", async () => {
    const res = await call(routes.connect, seller, {
      body: { name: 'Wrong secret', credentials: { ...sandbox(), clientSecret: 'not-the-secret' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CHANNEL_VERIFY_FAILED');
    expect(res.body.message).toBe('Error verifying data. Check the client ID and client secret and try again');
    const list = await call(routes.list, seller, { query: {} });
    expect(list.body.items.map((c) => c.name)).not.toContain('Wrong secret');
  });

  it('refuses a second channel with the same name (CHANNEL_NAME_TAKEN) and a second connection of the same account (CHANNEL_ALREADY_CONNECTED)', async () => {
    await withWalmartChannel(seller, 'Main', async () => {
      const sameName = await call(routes.connect, seller, { body: { name: ' main ', credentials: sandbox() } });
      expect(sameName.status).toBe(409);
      expect(sameName.body.code).toBe('CHANNEL_NAME_TAKEN');
      const sameAccount = await call(routes.connect, other, { body: { name: 'Theirs', credentials: sandbox() } });
      expect(sameAccount.status).toBe(409);
      expect(sameAccount.body.code).toBe('CHANNEL_ALREADY_CONNECTED');
    });
  });
});

describe('connecting Shopify', () => {
  it('connects the sandbox store as a sandbox channel, and refuses a store address inside our network', async () => {
    const shopify = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).get('SHOPIFY');
    if (!shopify) throw new Error('the Shopify sandbox is not running in the test app');
    const { storeDomain, accessToken } = shopify.sandboxCredentials;
    const connected = await call(routes.connect, seller, {
      body: { name: 'Sandbox shop', credentials: { marketplace: 'SHOPIFY', storeDomain, accessToken } },
    });
    expect(connected.status).toBe(201);
    const got = await call(routes.get, seller, { params: { channelId: connected.body.id }, position: connected.body.position });
    expect(got.body).toMatchObject({ marketplace: 'SHOPIFY', sandbox: true, status: 'ACTIVE' });
    await call(routes.remove, seller, { params: { channelId: connected.body.id } });

    const inside = await call(routes.connect, seller, {
      body: { name: 'Inside', credentials: { marketplace: 'SHOPIFY', storeDomain: '127.0.0.1', accessToken: 'shpat_x' } },
    });
    expect(inside.status).toBe(422);
    expect(inside.body.code).toBe('CHANNEL_STORE_DOMAIN_REFUSED');
  });

  it('refuses an access token with characters no HTTP header carries at the edge with 400, naming the field', async () => {
    for (const accessToken of ['токен', 'shpat_\u202eabc', 'shpat abc']) {
      const refused = await call(routes.connect, seller, {
        body: { name: 'Odd token', credentials: { marketplace: 'SHOPIFY', storeDomain: 'odd-shop.myshopify.com', accessToken } },
      });
      expect([
        refused.status,
        refused.body.code,
        (refused.body.details as { fields?: { field: string }[] } | null)?.fields?.[0]?.field,
      ]).toEqual([400, 'VALIDATION_FAILED', 'credentials.accessToken']);
    }
  });
});

describe('a connected channel', () => {
  it('is renamed, deactivated, refused a second deactivation, and activated again', async () => {
    await withWalmartChannel(seller, 'Before', async (channelId) => {
      const renamed = await call(routes.rename, seller, { params: { channelId }, body: { name: 'After' } });
      expect(renamed.status).toBe(200);
      const off = await call(routes.deactivate, seller, { params: { channelId } });
      expect(off.status).toBe(200);
      const again = await call(routes.deactivate, seller, { params: { channelId } });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('CHANNEL_STATUS_CONFLICT');
      const deactivated = await call(routes.get, seller, { params: { channelId }, position: off.body.position });
      expect(deactivated.body).toMatchObject({ name: 'After', status: 'DEACTIVATED' });
      const on = await call(routes.activate, seller, { params: { channelId } });
      expect(on.status).toBe(200);
      expect((await call(routes.get, seller, { params: { channelId }, position: on.body.position })).body.status).toBe('ACTIVE');
    });
  });

  it('is back to ACTIVE after its invalid token is replaced by an update of the connection the marketplace accepts', async () => {
    await withWalmartChannel(seller, 'Token trouble', async (channelId) => {
      const failure = { code: 'TOKEN_INVALID', message: 'The token was revoked' };
      await app.running.app.get(ChannelStore).run(channelId, { type: 'MarkTokenInvalid', failure, at: new Date() });
      const refused = await call(routes.updateConnection, seller, {
        params: { channelId },
        body: { credentials: { ...sandbox(), clientSecret: 'wrong' } },
      });
      expect(refused.body.code).toBe('CHANNEL_VERIFY_FAILED');
      const invalid = await eventually(async () => {
        const res = await call(routes.get, seller, { params: { channelId } });
        expect(res.body.status).toBe('INVALID_TOKEN');
        return res.body;
      });
      expect(invalid.lastFailure).toMatchObject(failure);
      const updated = await call(routes.updateConnection, seller, { params: { channelId }, body: { credentials: sandbox() } });
      expect(updated.status).toBe(200);
      const after = await call(routes.get, seller, { params: { channelId }, position: updated.body.position });
      expect(after.body).toMatchObject({ status: 'ACTIVE', lastFailure: null });
    });
  });

  it('is deleted for good: gone from the list, 404 afterwards, and its name and account free again', async () => {
    const connected = await call(routes.connect, seller, { body: { name: 'Short-lived', credentials: sandbox() } });
    const channelId = connected.body.id;
    const removed = await call(routes.remove, seller, { params: { channelId } });
    expect(removed.status).toBe(200);
    expect((await call(routes.get, seller, { params: { channelId }, position: removed.body.position })).status).toBe(404);
    expect((await call(routes.rename, seller, { params: { channelId }, body: { name: 'x' } })).body.code).toBe('NOT_FOUND');
    const list = await call(routes.list, seller, { query: {}, position: removed.body.position });
    expect(list.body.items.map((c) => c.id)).not.toContain(channelId);
    await withWalmartChannel(seller, 'Short-lived', async (again) => expect(again).not.toBe(channelId));
  });

  it('takes its product listings with it when deleted, leaving listings on other accounts', async () => {
    await withWalmartChannel(seller, 'Listed store', async (channelId) => {
      const productId = await createProduct(app, bearer(seller), newProduct(`SC-${channelId.slice(0, 8)}`));
      const listings = [
        { accountName: 'Listed store', quantityForSale: 1, priceCents: 1000 },
        { accountName: 'Elsewhere', quantityForSale: 1, priceCents: 1100 },
      ];
      const set = await apiRoute(app, productRoutes.setListings, { params: { productId }, body: { listings }, headers: bearer(seller) });
      expect(set.status).toBe(200);
      const removed = await call(routes.remove, seller, { params: { channelId } });
      expect(removed.status).toBe(200);
      await eventually(async () => {
        const product = await apiRoute(app, productRoutes.get, { params: { productId }, headers: bearer(seller) });
        expect(product.body.listings.map((l: { accountName: string }) => l.accountName)).toEqual(['Elsewhere']);
      });
    });
  });
});

describe('whose channels', () => {
  it("answers another seller's channel with 404 on every route and never lists it", async () => {
    await withWalmartChannel(seller, 'Private', async (channelId, position) => {
      const params = { channelId };
      expect((await call(routes.get, other, { params, position })).status).toBe(404);
      expect((await call(routes.rename, other, { params, body: { name: 'Mine now' } })).status).toBe(404);
      expect((await call(routes.deactivate, other, { params })).status).toBe(404);
      expect((await call(routes.remove, other, { params })).status).toBe(404);
      expect((await call(routes.updateConnection, other, { params, body: { credentials: sandbox() } })).status).toBe(404);
      const theirs = await call(routes.list, other, { query: {}, position });
      expect(theirs.body.items.map((c) => c.id)).not.toContain(channelId);
      expect((await call(routes.get, seller, { params })).body.status).toBe('ACTIVE');
    });
  });

  it("lists a seller's channels to staff and warehouse managers, and refuses the admin list to sellers", async () => {
    await withWalmartChannel(seller, 'Seen by staff', async (channelId, position) => {
      for (const admin of [await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')]) {
        const res = await call(routes.adminList, admin, { params: { userId: seller.id }, query: {}, position });
        expect(res.status).toBe(200);
        expect(res.body.items).toContainEqual(expect.objectContaining({ id: channelId, name: 'Seen by staff' }));
      }
      const asSeller = await call(routes.adminList, seller, { params: { userId: seller.id }, query: {} });
      expect(asSeller.status).toBe(403);
    });
  });
});

describe('a blocked seller', () => {
  it('has every channel deactivated, may still look and delete, but may not activate again', async () => {
    const blocked = await newSeller(app);
    const connected = await call(routes.connect, blocked, { body: { name: 'Soon blocked', credentials: sandbox() } });
    const channelId = connected.body.id;
    await blockUser(app, await adminAccount(app, 'STAFF'), blocked.id);
    await eventually(async () => expect((await call(routes.get, blocked, { params: { channelId } })).body.status).toBe('DEACTIVATED'));
    const [event] = (await app.running.persistence.store.readStream(`channel-${channelId}`)).filter(
      (e) => e.type === 'SalesChannelDeactivated',
    );
    expect(event.data).toMatchObject({ reason: 'SELLER_BLOCKED' });
    const activate = await call(routes.activate, blocked, { params: { channelId } });
    expect(activate.status).toBe(403);
    expect(activate.body.code).toBe('ACCOUNT_BLOCKED');
    expect((await call(routes.remove, blocked, { params: { channelId } })).status).toBe(200);
  });
});

describe('secrets', () => {
  it('never appear in an answer of this file nor in plain text in the channel events', async () => {
    const secret = walmart.sandboxCredentials.clientSecret;
    await withWalmartChannel(seller, 'Secretive', async (channelId) => {
      const events = await app.running.persistence.store.readStream(`channel-${channelId}`);
      expect(events[0].data).toMatchObject({ credentials: { keyId: expect.any(String), sealed: expect.any(String) } });
      expect(JSON.stringify(events)).not.toContain(secret);
    });
    expect(answers.length).toBeGreaterThan(10);
    expect(JSON.stringify(answers)).not.toContain(secret);
    const shopify = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).get('SHOPIFY');
    expect(JSON.stringify(answers)).not.toContain(shopify?.sandboxCredentials.accessToken ?? secret);
  });
});
