// The warehouse products tab over real HTTP: history with reasons and actors, stock taking, verification, reconciliation.
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { createProduct, newProduct } from '../support/catalog';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let manager: Account;
let productId: string;
beforeAll(async () => {
  app = await startTestApp();
  [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  productId = await createProduct(
    app,
    bearer(seller),
    newProduct('LAMP-1', {
      title: 'Desk lamp',
      priceCents: 4500,
      dimensions: { length: 30, width: 20, height: 50, unit: 'cm' },
      weight: { value: 1.2, unit: 'kg' },
    }),
  );
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const at = new Date();
  await executeCommand(deps, inventoryStream(productId), inventoryDecider, {
    type: 'ChangeStock',
    reason: 'INBOUND_SHIPMENT',
    documentId: 'inbound-7',
    delta: 20,
    at,
  });
  await executeCommand(deps, inventoryStream(productId), inventoryDecider, { type: 'Reserve', documentId: 'order-1', quantity: 3, at });
  const last = await executeCommand(deps, inventoryStream(productId), inventoryDecider, { type: 'Release', documentId: 'order-1', at });
  await app.running.runner.waitFor(last.position!, 5000);
});
afterAll(() => app.close());

const asManager = () => ({ headers: bearer(manager) });

describe('warehouse products', () => {
  it('finds any seller’s product by search', async () => {
    const res = await api(app, 'GET', '/api/admin/products?search=LAMP', asManager());
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: productId,
        sellerId: seller.id,
        stock: { total: 20, reserved: 0, available: 20, incoming: 0, forSale: 0 },
      }),
    ]);
  });

  it('records stock taking with comment and actor, and lists it in the history filtered by reason', async () => {
    const counted = await api(app, 'POST', `/api/admin/products/${productId}/stock-taking`, {
      ...asManager(),
      body: { counted: 18, comment: 'two broken in bin A3' },
    });
    expect(counted.status).toBe(200);
    await app.running.runner.waitFor(counted.body.position, 5000);
    const history = await api(app, 'GET', `/api/admin/products/${productId}/inventory-history?reason=STOCK_TAKING`, asManager());
    expect(history.body.items).toEqual([
      expect.objectContaining({
        reason: 'STOCK_TAKING',
        delta: -2,
        totalAfter: 18,
        comment: 'two broken in bin A3',
        actorId: manager.id,
        actorName: 'Wendy Warehouse',
      }),
    ]);
    const all = await api(app, 'GET', `/api/admin/products/${productId}/inventory-history?pageSize=1`, asManager());
    expect(all.body).toMatchObject({ total: 2, pageSize: 1 });
    const missingComment = await api(app, 'POST', `/api/admin/products/${productId}/stock-taking`, {
      ...asManager(),
      body: { counted: 18, comment: '' },
    });
    expect(missingComment.status).toBe(400);
  });

  it('shows reservation changes in the reserved-stock history', async () => {
    const res = await api(app, 'GET', `/api/admin/products/${productId}/reserved-stock-history`, asManager());
    expect(res.body.items.map((e: { kind: string; change: number; reservedAfter: number }) => [e.kind, e.change, e.reservedAfter])).toEqual(
      [
        ['CANCELED', -3, 0],
        ['RESERVED', 3, 3],
      ],
    );
    expect(res.body.items.map((e: { actorId: string | null; actorName: string | null }) => [e.actorId, e.actorName])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('locks verified measurements against the seller’s edits', async () => {
    const verified = await api(app, 'POST', `/api/admin/products/${productId}/verify-measurements`, {
      ...asManager(),
      body: { dimensions: true, weight: false },
    });
    await app.running.runner.waitFor(verified.body.position, 5000);
    const edit = await api(app, 'PATCH', `/api/products/${productId}`, {
      headers: bearer(seller),
      body: { dimensions: { length: 1, width: 1, height: 1, unit: 'cm' } },
    });
    expect(edit.body.code).toBe('MEASUREMENTS_VERIFIED');
    expect(
      (await api(app, 'PATCH', `/api/products/${productId}`, { headers: bearer(seller), body: { weight: { value: 1.1, unit: 'kg' } } }))
        .status,
    ).toBe(200);
  });

  it('reconciles every inventory stream with the read model: no differences', async () => {
    const res = await api(app, 'POST', '/api/admin/inventory/reconcile', asManager());
    expect(res.body.checked).toBeGreaterThanOrEqual(1);
    expect(res.body.differences).toEqual([]);
  });

  it('is closed to sellers', async () => {
    expect((await api(app, 'GET', '/api/admin/products', { headers: bearer(seller) })).status).toBe(403);
  });
});
