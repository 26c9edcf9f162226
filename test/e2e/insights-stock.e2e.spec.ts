// Insights, stock over time, over real HTTP: the seller's own product and all their products together, as of the
// period's start and at every change in it; another seller sees none of it; bad queries are 400 VALIDATION_FAILED.
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { createDraft } from '../support/inbound';
import { orderBody, placeOrder } from '../support/orders';
import { adminAccount } from '../support/roles';
import { createProduct, newProduct } from '../support/catalog';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;
let manager: Account;
let mug: string;
let cap: string;
/** Instants between the counts: before any, after the first two, after all. */
const marks: string[] = [];

const count = async (productId: string, counted: number) => {
  const res = await api(app, 'POST', `/api/admin/products/${productId}/stock-taking`, {
    headers: bearer(manager),
    body: { counted, comment: 'count' },
  });
  expect(res.status).toBe(200);
  await app.running.runner.waitFor(res.body.position, 5000);
};

beforeAll(async () => {
  app = await startTestApp();
  [seller, other, manager] = [await newSeller(app), await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  const cubeFoot = { length: 1, width: 1, height: 1, unit: 'ft' as const };
  mug = await createProduct(app, bearer(seller), newProduct('INS-MUG', { dimensions: cubeFoot }));
  cap = await createProduct(app, bearer(seller), newProduct('INS-CAP'));
  marks.push(new Date(Date.now() - 1000).toISOString());
  await count(mug, 7);
  await count(cap, 3);
  marks.push(new Date().toISOString());
  await count(mug, 5);
  marks.push(new Date(Date.now() + 1000).toISOString());
});
afterAll(() => app.close());

const stock = (account: Account, query: string) => api(app, 'GET', `/api/insights/stock?${query}`, { headers: bearer(account) });

describe('insights: stock over time', () => {
  it('answers a product’s stock at every change of the period, oldest first, with cause and document', async () => {
    const res = await stock(seller, `productId=${mug}&from=${marks[0]}&to=${marks[2]}`);
    expect(res.status).toBe(200);
    expect(res.body.opening).toEqual({ total: 0, reserved: 0, available: 0, cubicFeet: null });
    expect(res.body.truncated).toBe(false);
    expect(res.body.points.map((p: Record<string, unknown>) => [p.cause, p.total, p.reserved, p.available, p.sku, p.document])).toEqual([
      ['STOCK_TAKING', 7, 0, 7, 'INS-MUG', null],
      ['STOCK_TAKING', 5, 0, 5, 'INS-MUG', null],
    ]);
  });

  it('starts a later period from the stock as of its start', async () => {
    const res = await stock(seller, `productId=${mug}&from=${marks[1]}&to=${marks[2]}`);
    expect(res.body.opening).toEqual({ total: 7, reserved: 0, available: 7, cubicFeet: null });
    expect(res.body.points.map((p: { total: number }) => p.total)).toEqual([5]);
  });

  it('adds up all the seller’s products, with the cubic feet stored', async () => {
    const res = await stock(seller, `from=${marks[0]}&to=${marks[2]}`);
    expect(res.status).toBe(200);
    expect(res.body.points.map((p: Record<string, unknown>) => [p.sku, p.total, p.available, p.cubicFeet])).toEqual([
      ['INS-MUG', 7, 7, 7],
      ['INS-CAP', 10, 10, 7],
      ['INS-MUG', 8, 8, 5],
    ]);
  });

  it('names the shipment or order behind a change by its number, with the order’s reservation and its release', async () => {
    const id = await createProduct(app, bearer(seller), newProduct('INS-DOC'));
    const shipmentId = await createDraft(app, seller, [{ productId: id, quantity: 2, barcode: 'INS-DOC-BC' }]);
    const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
    const received = await executeCommand(deps, inventoryStream(id), inventoryDecider, {
      type: 'ReceiveDelivery',
      reason: 'INBOUND_SHIPMENT',
      documentId: shipmentId,
      quantity: 2,
      at: new Date(),
    });
    await app.running.runner.waitFor(received.position!, 5000);
    const orderId = await placeOrder(app, seller, orderBody([{ sku: 'INS-DOC', quantity: 1 }]));
    const shipped = await executeCommand(deps, inventoryStream(id), inventoryDecider, {
      type: 'FulfilReservation',
      documentId: orderId,
      at: new Date(),
    });
    await app.running.runner.waitFor(shipped.position!, 5000);
    const number = async (kind: 'inbound-shipments' | 'orders', docId: string) =>
      (await api(app, 'GET', `/api/${kind}/${docId}`, { headers: bearer(seller) })).body.number as string;
    const res = await stock(seller, `productId=${id}&from=${marks[0]}&to=${new Date(Date.now() + 1000).toISOString()}`);
    expect(res.body.points.map((p: Record<string, unknown>) => [p.cause, p.documentId, p.document, p.total, p.reserved])).toEqual([
      ['INBOUND_SHIPMENT', shipmentId, { kind: 'INBOUND_SHIPMENT', number: await number('inbound-shipments', shipmentId) }, 2, 0],
      ['RESERVED', orderId, { kind: 'ORDER', number: await number('orders', orderId) }, 2, 1],
      ['RELEASED', orderId, { kind: 'ORDER', number: await number('orders', orderId) }, 2, 0],
      ['FULFILLMENT', orderId, { kind: 'ORDER', number: await number('orders', orderId) }, 1, 0],
    ]);
  });

  it('writes the period’s changes as CSV', async () => {
    const res = await fetch(`${app.url}/api/insights/stock/report?format=csv&productId=${mug}&from=${marks[0]}&to=${marks[2]}`, {
      headers: { ...bearer(seller), 'X-Environment': 'test' },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC),SKU,Cause,Document,Total,Reserved,Available');
    const cells = lines.slice(1).map((line) => {
      const [, sku, cause, , total, reserved, available] = line.split(',');
      return [sku, cause, total, reserved, available];
    });
    expect(cells).toEqual([
      ['INS-MUG', 'STOCK_TAKING', '7', '0', '7'],
      ['INS-MUG', 'STOCK_TAKING', '5', '0', '5'],
    ]);
  });

  it('answers 404 NOT_FOUND for another seller’s product, and nothing of it among their own products', async () => {
    const res = await stock(other, `productId=${mug}&from=${marks[0]}&to=${marks[2]}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const report = await api(app, 'GET', `/api/insights/stock/report?format=csv&productId=${mug}&from=${marks[0]}&to=${marks[2]}`, {
      headers: bearer(other),
    });
    expect(report.status).toBe(404);
    const own = await stock(other, `from=${marks[0]}&to=${marks[2]}`);
    expect(own.body).toEqual({ opening: { total: 0, reserved: 0, available: 0, cubicFeet: 0 }, points: [], truncated: false });
  });

  it.each([
    ['no period', ''],
    ['a product id that is no uuid', 'productId=mug&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z'],
    ['an end before the start', `from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`],
    ['a period over 366 days', `from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`],
    ['an instant that is no date', `from=yesterday&to=2026-01-01T00:00:00Z`],
  ])('answers %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const res = await stock(seller, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a report in an unknown format with 400 VALIDATION_FAILED', async () => {
    const res = await api(app, 'GET', `/api/insights/stock/report?format=pdf&from=${marks[0]}&to=${marks[2]}`, { headers: bearer(seller) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
