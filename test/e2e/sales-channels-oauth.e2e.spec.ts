// Connecting Etsy by its consent round trip over real HTTP, against the in-process Etsy sandbox: the state is kept
// server-side, taken once, and only by the seller who started it.
import { salesChannelRoutes as routes } from '@ledgerhouse/contracts';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { blockUser } from '../support/billing';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;
beforeAll(async () => {
  app = await startTestApp();
  [seller, other] = [await newSeller(app), await newSeller(app)];
});
afterAll(() => app.close());

/** Starts connecting Etsy as `as` and follows the consent page's redirect back: the state and code it returns with. */
async function consent(as: Account, name: string, channelId?: string): Promise<{ state: string; code: string; url: URL }> {
  const body = channelId ? { name, channelId } : { name };
  const started = await apiRoute(app, routes.startOAuth, { params: { marketplace: 'ETSY' }, body, headers: bearer(as) });
  expect(started.status).toBe(200);
  const page = await fetch(started.body.url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location') ?? '');
  return { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '', url: back };
}

const finish = (as: Account, body: { state: string; code: string }) =>
  apiRoute(app, routes.finishOAuth, { params: { marketplace: 'ETSY' }, body, headers: bearer(as) });

/** The sandbox has one shop, so one Etsy channel at a time: each test deletes the one it connected. */
async function remove(channelId: string) {
  expect((await apiRoute(app, routes.remove, { params: { channelId }, headers: bearer(seller) })).status).toBe(200);
}

describe('connecting Etsy', () => {
  it('returns to the Etsy return page with a random state and connects the shop as a sandbox channel', async () => {
    const { state, code, url } = await consent(seller, 'My Etsy');
    expect(url.pathname).toBe('/sales_channel/connect/oauth_return/etsy');
    expect(Buffer.from(state, 'base64url')).toHaveLength(32);
    const finished = await finish(seller, { state, code });
    expect(finished.status).toBe(201);
    const got = await apiRoute(app, routes.get, {
      params: { channelId: finished.body.id },
      headers: { ...bearer(seller), 'X-Min-Position': finished.body.position },
    });
    expect(got.body).toMatchObject({ marketplace: 'ETSY', name: 'My Etsy', status: 'ACTIVE', sandbox: true });
    expect(JSON.stringify(got.body)).not.toMatch(/token/i);
    const events = await app.running.persistence.store.readStream(`channel-${finished.body.id}`);
    expect(JSON.stringify(events)).not.toContain(code);
    await remove(finished.body.id);
  });

  it('takes a state once: the same return again is 400 CHANNEL_OAUTH_STATE_INVALID', async () => {
    const { state, code } = await consent(seller, 'Once');
    const first = await finish(seller, { state, code });
    expect(first.status).toBe(201);
    const again = await finish(seller, { state, code });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CHANNEL_OAUTH_STATE_INVALID');
    await remove(first.body.id);
  });

  it('re-authorizes an existing channel in place: same channel, new tokens, no second channel', async () => {
    const first = await consent(seller, 'Reauthorized');
    const connected = await finish(seller, { state: first.state, code: first.code });
    const channelId = connected.body.id;
    const again = await consent(seller, 'Reauthorized', channelId);
    const reauthorized = await finish(seller, { state: again.state, code: again.code });
    expect(reauthorized.status).toBe(201);
    expect(reauthorized.body.id).toBe(channelId);
    const events = await app.running.persistence.store.readStream(`channel-${channelId}`);
    expect(events.map((e) => e.type)).toEqual(['SalesChannelConnected', 'SalesChannelConnectionUpdated']);
    const list = await apiRoute(app, routes.list, {
      query: { marketplace: 'ETSY' },
      headers: { ...bearer(seller), 'X-Min-Position': reauthorized.body.position },
    });
    expect(list.body.items.map((c) => c.id)).toEqual([channelId]);
    await remove(channelId);
  });

  it("refuses another seller's state and a state never issued alike, without using the state up", async () => {
    const { state, code } = await consent(seller, 'Not theirs');
    const stolen = await finish(other, { state, code });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('CHANNEL_OAUTH_STATE_INVALID');
    const unknown = await finish(seller, { state: 'x'.repeat(43), code });
    expect(unknown.body.code).toBe('CHANNEL_OAUTH_STATE_INVALID');
    const owner = await finish(seller, { state, code });
    expect(owner.status).toBe(201);
    await remove(owner.body.id);
  });

  it('refuses the return of a seller blocked after the start with 403 ACCOUNT_BLOCKED, connecting nothing', async () => {
    const blocked = await newSeller(app);
    const { state, code } = await consent(blocked, 'Before the block');
    await blockUser(app, await adminAccount(app, 'STAFF'), blocked.id);
    const finished = await finish(blocked, { state, code });
    expect([finished.status, finished.body.code]).toEqual([403, 'ACCOUNT_BLOCKED']);
    const list = await apiRoute(app, routes.list, { query: {}, headers: bearer(blocked) });
    expect(list.body.items).toEqual([]);
  });
});
