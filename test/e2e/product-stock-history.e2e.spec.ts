// The seller's own stock history over real HTTP: staff counts show up for the owner, never for another seller.
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
let productId: string;
let emptyProductId: string;
beforeAll(async () => {
  app = await startTestApp();
  [seller, other, manager] = [await newSeller(app), await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  productId = await createProduct(app, bearer(seller), newProduct('HIST-1', { title: 'Counted mug' }));
  emptyProductId = await createProduct(app, bearer(seller), newProduct('HIST-2', { title: 'Untouched mug' }));
  for (const [counted, comment] of [
    [7, 'first count'],
    [5, 'two chipped'],
  ] as const) {
    const res = await api(app, 'POST', `/api/admin/products/${productId}/stock-taking`, {
      headers: bearer(manager),
      body: { counted, comment },
    });
    expect(res.status).toBe(200);
    await app.running.runner.waitFor(res.body.position, 5000);
  }
});
afterAll(() => app.close());

const history = (account: Account, id: string, query = '') =>
  api(app, 'GET', `/api/products/${id}/stock-history${query}`, { headers: bearer(account) });

describe('seller stock history', () => {
  it('lists the staff’s stock takings of the seller’s own product, newest first, paginated', async () => {
    const res = await history(seller, productId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1 });
    expect(res.body.items).toEqual([
      expect.objectContaining({ reason: 'STOCK_TAKING', delta: -2, totalAfter: 5, comment: 'two chipped' }),
      expect.objectContaining({ reason: 'STOCK_TAKING', delta: 7, totalAfter: 7, comment: 'first count' }),
    ]);
    expect(typeof res.body.items[0].documentId).toBe('string');
    // Which staff member counted stays with the warehouse.
    for (const item of res.body.items) expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['actorId']));
    for (const item of res.body.items) expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['actorName']));
    expect(new Date(res.body.items[0].at).toISOString()).toBe(res.body.items[0].at);
    const second = await history(seller, productId, '?page=2&pageSize=1');
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [expect.objectContaining({ totalAfter: 7 })] });
  });

  it('names the shipment or order behind a change by its number, and none for a stock count', async () => {
    const id = await createProduct(app, bearer(seller), newProduct('HIST-3', { title: 'Linked mug' }));
    const counted = await api(app, 'POST', `/api/admin/products/${id}/stock-taking`, {
      headers: bearer(manager),
      body: { counted: 4, comment: 'count' },
    });
    await app.running.runner.waitFor(counted.body.position, 5000);
    const shipmentId = await createDraft(app, seller, [{ productId: id, quantity: 2, barcode: 'HIST-3-BC' }]);
    const orderId = await placeOrder(app, seller, orderBody([{ sku: 'HIST-3', quantity: 1 }]));
    const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
    for (const [documentId, reason, delta] of [
      [shipmentId, 'INBOUND_SHIPMENT', 2],
      [orderId, 'FULFILLMENT', -1],
    ] as const) {
      const out = await executeCommand(deps, inventoryStream(id), inventoryDecider, {
        type: 'ChangeStock',
        reason,
        documentId,
        delta,
        at: new Date(),
      });
      await app.running.runner.waitFor(out.position!, 5000);
    }
    const numbers = async (kind: 'inbound-shipments' | 'orders', docId: string) =>
      (await api(app, 'GET', `/api/${kind}/${docId}`, { headers: bearer(seller) })).body.number as string;
    const items = (await history(seller, id)).body.items as { reason: string; document: unknown }[];
    expect(items.map((i) => [i.reason, i.document])).toEqual([
      ['FULFILLMENT', { kind: 'ORDER', number: await numbers('orders', orderId) }],
      ['INBOUND_SHIPMENT', { kind: 'INBOUND_SHIPMENT', number: await numbers('inbound-shipments', shipmentId) }],
      ['STOCK_TAKING', null],
    ]);
    expect(items[1]!.document).toMatchObject({ number: expect.stringMatching(/^IN-\d+$/) });
  });

  it('answers an empty page for a product whose stock never changed', async () => {
    const res = await history(seller, emptyProductId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 0, items: [] });
  });

  it('answers 404 NOT_FOUND to another seller, as other product routes do', async () => {
    const res = await history(other, productId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const product = await api(app, 'GET', `/api/products/${productId}`, { headers: bearer(other) });
    expect(product.status).toBe(404);
  });

  it('rejects a malformed product id and page with 400', async () => {
    expect((await history(seller, 'not-a-uuid')).status).toBe(400);
    expect((await history(seller, productId, '?page=0')).status).toBe(400);
  });

  it('leaves the warehouse’s inventory history route as it was', async () => {
    const res = await api(app, 'GET', `/api/admin/products/${productId}/inventory-history`, { headers: bearer(manager) });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({ reason: 'STOCK_TAKING', totalAfter: 5, actorId: manager.id });
    const sellerOnAdmin = await api(app, 'GET', `/api/admin/products/${productId}/inventory-history`, { headers: bearer(seller) });
    expect(sellerOnAdmin.status).toBe(403);
  });
});
