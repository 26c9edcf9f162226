// Insights, days of stock left, over real HTTP: available stock ÷ units shipped per day over the chosen window,
// fewest days first, no shipments last, with incoming; all products together; only the seller's own products.
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import type { InventoryCommand } from '../../services/src/catalog/domain/inventory';
import { bearer, newSeller, type Account } from '../support/accounts';
import { createProduct, newProduct } from '../support/catalog';
import { orderBody, placeOrder } from '../support/orders';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;

/** A command as the decider takes it, without its instant (now). */
type WithoutAt<C> = C extends unknown ? Omit<C, 'at'> : never;

const stock = async (productId: string, command: WithoutAt<InventoryCommand>) => {
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const out = await executeCommand(deps, inventoryStream(productId), inventoryDecider, { ...command, at: new Date() } as InventoryCommand);
  if (out.position) await app.running.runner.waitFor(out.position, 5000);
};

/** Receives `received` units, then places and ships an order of `shipped`. */
async function product(sku: string, received: number, shipped: number, incoming = 0) {
  const id = await createProduct(app, bearer(seller), newProduct(sku));
  await stock(id, { type: 'ReceiveDelivery', reason: 'INBOUND_SHIPMENT', documentId: `in-${sku}`, quantity: received });
  if (incoming > 0) await stock(id, { type: 'ExpectDelivery', documentId: `planned-${sku}`, quantity: incoming });
  if (shipped > 0) {
    const orderId = await placeOrder(app, seller, orderBody([{ sku, quantity: shipped }]));
    await stock(id, { type: 'FulfilReservation', documentId: orderId });
  }
  return id;
}

let ids: Record<'slow' | 'out' | 'idle', string>;
beforeAll(async () => {
  app = await startTestApp();
  [seller, other] = [await newSeller(app), await newSeller(app)];
  ids = {
    slow: await product('DL-SLOW', 10, 3, 6),
    out: await product('DL-OUT', 4, 4),
    idle: await product('DL-IDLE', 5, 0),
  };
});
afterAll(() => app.close());

const daysLeft = (account: Account, query = '') => api(app, 'GET', `/api/insights/days-left${query}`, { headers: bearer(account) });

describe('insights: days of stock left', () => {
  it('lists the seller’s products by fewest days left at the pace of the last 30 days, those without shipments last', async () => {
    const res = await daysLeft(seller);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ windowDays: 30, total: 3, page: 1 });
    expect(res.body.items).toEqual([
      {
        productId: ids.out,
        sku: 'DL-OUT',
        title: 'Mug DL-OUT',
        available: 0,
        incoming: 0,
        shippedUnits: 4,
        unitsPerDay: 0.13,
        daysLeft: 0,
        daysLeftWithIncoming: 0,
      },
      {
        productId: ids.slow,
        sku: 'DL-SLOW',
        title: 'Mug DL-SLOW',
        available: 7,
        incoming: 6,
        shippedUnits: 3,
        unitsPerDay: 0.1,
        daysLeft: 70,
        daysLeftWithIncoming: 130,
      },
      {
        productId: ids.idle,
        sku: 'DL-IDLE',
        title: 'Mug DL-IDLE',
        available: 5,
        incoming: 0,
        shippedUnits: 0,
        unitsPerDay: 0,
        daysLeft: null,
        daysLeftWithIncoming: null,
      },
    ]);
    expect(res.body.all).toEqual({
      available: 12,
      incoming: 6,
      shippedUnits: 7,
      unitsPerDay: 0.23,
      daysLeft: 51,
      daysLeftWithIncoming: 77,
    });
  });

  it('counts the pace over the window the seller chooses', async () => {
    const res = await daysLeft(seller, '?windowDays=7');
    expect(res.body.windowDays).toBe(7);
    expect(res.body.items[1]).toMatchObject({ sku: 'DL-SLOW', unitsPerDay: 0.43, daysLeft: 16, daysLeftWithIncoming: 30 });
    const page = await daysLeft(seller, '?windowDays=90&page=2&pageSize=2');
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [expect.objectContaining({ sku: 'DL-IDLE' })] });
  });

  it('shows another seller none of these products', async () => {
    const res = await daysLeft(other);
    expect(res.body).toMatchObject({ total: 0, items: [], all: { available: 0, shippedUnits: 0, daysLeft: null } });
  });

  it.each([
    ['a window that is not offered', '?windowDays=14'],
    ['a page of 0', '?page=0'],
  ])('answers %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const res = await daysLeft(seller, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
