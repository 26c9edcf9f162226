// Managed stock pushed to a marketplace within seconds of a change, through the app's Walmart simulator: the latest
// quantity wins, a rate limit is waited out, a deactivated channel gets nothing until it is active again; the drift
// view shows what the marketplace acknowledged and is the seller's own.
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { StockPusher } from '../../services/src/channels/sync/stock-pusher';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, twoSellersTestBed } from '../support/accounts';
import { connectSandbox, countStock, managedListing, simulatorOf } from '../support/channel-stock';
import { api } from '../support/test-app';

const t = twoSellersTestBed();
const CHANNEL = 'Walmart main';
let channelId: string;

beforeAll(async () => {
  channelId = await connectSandbox(t.app, t.seller, 'WALMART', CHANNEL);
});

const walmart = () => simulatorOf(t.app, 'WALMART');

/** Polls until `read` gives `expected` (or the deadline passes, and the last value is compared). */
async function eventually<T>(read: () => T | Promise<T>, expected: T, deadlineMs = 5000): Promise<void> {
  const until = Date.now() + deadlineMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  expect(value).toEqual(expected);
}

const drift = async (query = '', account = t.seller) =>
  api(t.app, 'GET', `/api/sales-channels/${channelId}/drift${query}`, { headers: bearer(account) });
const statusOf = async (productId: string) => (await drift(`?productId=${productId}`)).body.items[0]?.status;

describe('stock push to a sales channel', () => {
  it('pushes a managed listing’s available stock within seconds of a change and shows it in sync', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-1', [CHANNEL]);
    await countStock(t.app, id, 12);
    await eventually(() => walmart().quantityOf('PUSH-1'), 12);
    const deps = t.app.running.app.get<CommandDeps>(COMMAND_DEPS);
    await executeCommand(deps, inventoryStream(id), inventoryDecider, {
      type: 'Reserve',
      documentId: 'order-1',
      quantity: 5,
      at: new Date(),
    });
    await eventually(() => walmart().quantityOf('PUSH-1'), 7);
    await eventually(() => statusOf(id), 'IN_SYNC');
    const row = (await drift(`?productId=${id}`)).body.items[0];
    expect(row).toMatchObject({
      productId: id,
      sku: 'PUSH-1',
      title: 'Lamp PUSH-1',
      ourQuantity: 7,
      acknowledgedQuantity: 7,
      message: null,
    });
    expect(Date.parse(row.acknowledgedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('coalesces quick changes: the last quantity wins in at most a couple of pushes', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-2', [CHANNEL]);
    const seen: number[] = [];
    const stop = walmart().onQuantity((sku, quantity) => sku === 'PUSH-2' && seen.push(quantity));
    try {
      for (let counted = 1; counted <= 10; counted++) await countStock(t.app, id, counted);
      await eventually(() => walmart().quantityOf('PUSH-2'), 10);
      await t.app.running.app.get(StockPusher).idle();
      expect(seen.at(-1)).toBe(10);
      expect(seen.length).toBeLessThanOrEqual(3);
    } finally {
      stop();
    }
  });

  it('waits out a rate limit and lands the latest quantity', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-3', [CHANNEL]);
    walmart().inject('RATE_LIMIT', 3);
    await countStock(t.app, id, 4);
    await countStock(t.app, id, 6);
    await eventually(() => walmart().quantityOf('PUSH-3'), 6);
    await eventually(() => statusOf(id), 'IN_SYNC');
  });

  it('pushes nothing to a deactivated channel, and catches up when it is active again', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-4', [CHANNEL]);
    await countStock(t.app, id, 3);
    await eventually(() => walmart().quantityOf('PUSH-4'), 3);
    const as = { headers: bearer(t.seller) };
    const off = await api(t.app, 'POST', `/api/sales-channels/${channelId}/deactivate`, as);
    await t.app.running.runner.waitFor(off.body.position, 5000);
    const changed = await countStock(t.app, id, 9);
    await t.app.running.runner.waitFor(changed!, 5000);
    await t.app.running.app.get(StockPusher).lookNow();
    await t.app.running.app.get(StockPusher).idle();
    expect(walmart().quantityOf('PUSH-4')).toBe(3);
    expect((await drift(`?productId=${id}`)).body.items[0]).toMatchObject({ ourQuantity: 9, acknowledgedQuantity: 3 });
    expect((await drift('?onlyDrift=true')).body.items.map((r: { sku: string }) => r.sku)).toContain('PUSH-4');
    const on = await api(t.app, 'POST', `/api/sales-channels/${channelId}/activate`, as);
    await t.app.running.runner.waitFor(on.body.position, 5000);
    await eventually(() => walmart().quantityOf('PUSH-4'), 9);
  });

  it('pushes a change made while the pusher was stopped once it starts again (the due list is the drift table)', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-7', [CHANNEL]);
    await countStock(t.app, id, 2);
    await eventually(() => walmart().quantityOf('PUSH-7'), 2);
    const pusher = t.app.running.app.get(StockPusher);
    await pusher.stop();
    try {
      await t.app.running.runner.waitFor((await countStock(t.app, id, 5))!, 5000);
      expect(walmart().quantityOf('PUSH-7')).toBe(2);
    } finally {
      pusher.start();
    }
    await eventually(() => walmart().quantityOf('PUSH-7'), 5);
  });

  it('re-pushes a listing on request, overwriting a quantity changed on the marketplace', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-5', [CHANNEL]);
    await countStock(t.app, id, 8);
    await eventually(() => statusOf(id), 'IN_SYNC');
    // The seller edits the quantity in Walmart's Seller Center: our last acknowledged quantity no longer holds there.
    const url = `${walmart().url}/v3/inventory?sku=PUSH-5`;
    await walmartPut(url, 1);
    expect(walmart().quantityOf('PUSH-5')).toBe(1);
    const res = await api(t.app, 'POST', `/api/sales-channels/${channelId}/drift/${id}/push`, { headers: bearer(t.seller) });
    expect(res.body).toEqual({ queued: true });
    await eventually(() => walmart().quantityOf('PUSH-5'), 8);
  });

  it('lists only the seller’s own channel: another seller gets 404 for the view and the re-push', async () => {
    const id = await managedListing(t.app, t.seller, 'PUSH-6', [CHANNEL]);
    expect((await drift('', t.other)).status).toBe(404);
    const push = await api(t.app, 'POST', `/api/sales-channels/${channelId}/drift/${id}/push`, { headers: bearer(t.other) });
    expect(push.status).toBe(404);
    const page = await drift('?pageSize=2&page=1');
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(6);
  });
});

/** A quantity set on the marketplace outside our app, with the sandbox account's own token. */
async function walmartPut(url: string, amount: number): Promise<void> {
  const { clientId, clientSecret } = walmart().sandboxCredentials;
  const headers = { 'WM_SVC.NAME': 'Walmart Marketplace', 'WM_QOS.CORRELATION_ID': 'seller-center', Accept: 'application/json' };
  const token = await fetch(`${walmart().url}/v3/token`, {
    method: 'POST',
    headers: {
      ...headers,
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'WM_SEC.ACCESS_TOKEN': access_token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku: new URL(url).searchParams.get('sku'), quantity: { unit: 'EACH', amount } }),
  });
  if (put.status !== 200) throw new Error(`Walmart PUT ${put.status}`);
}
