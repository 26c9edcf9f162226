// The whole warehouse loop over real HTTP with every saga running: a seller's order is reserved, fulfilled with a
// bought label and paid from the wallet; the warehouse picks it by scan, packs it by scan, prints the label, puts it on
// its carrier's manifest and closes it; the order is PROCESSED and its stock leaves with a FULFILLMENT entry.
import { randomUUID } from 'node:crypto';
import { manifestRoutes, orderRoutes, pickingRoutes, type RouteContract } from '@ledgerhouse/contracts';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, caughtUp, fundWallet } from '../support/billing';
import { sellerProducts } from '../support/inbound';
import { inventoryOf, stockArrives } from '../support/order-stock';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { warehouseDriver } from '../support/warehouse-orders';

let app: TestApp;
let seller: Account;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp();
  [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
});
afterAll(() => app?.close());

async function call<R extends RouteContract>(account: Account, route: R, input: Omit<RouteInput<R>, 'headers'> = {} as never) {
  const res = await apiRoute(app, route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
  const position = (res.body as { position?: string } | null)?.position;
  if (res.status < 300 && position) await caughtUp(app, position);
  return res;
}

it('takes an order from placement through picking, packing and a closed manifest to PROCESSED, with its stock shipped', async () => {
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const staff = await adminAccount(app, 'STAFF');
  await fundWallet(app, staff, seller.id, 50_000);
  const [product] = await sellerProducts(app, seller, 1);
  await stockArrives(deps, product!.id, 4);
  await warehouseDriver(app).placed(seller.id, product!.id, 'A-02-03', 4);
  await sagasSettled(app);

  const placed = await call(seller, orderRoutes.create, {
    body: {
      number: `LOOP-${randomUUID().slice(0, 6)}`,
      orderDate: new Date().toISOString(),
      buyer: { fullName: 'Grace Hopper', phone: '+1 212 555 0199' },
      address: { country: 'US', region: 'NY', city: 'New York', postalCode: '10001', line1: '1 Main St' },
      lines: [{ sku: product!.sku, quantity: 2, priceCents: 1500 }],
    },
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.id as string;
  await sagasSettled(app);
  const started = await call(seller, orderRoutes.startFulfillment, {
    params: { orderId },
    body: { label: { kind: 'BUY', priority: 'CHEAPEST' } },
  });
  expect(started.status).toBeLessThan(300);
  await sagasSettled(app);

  const orderIds = [orderId];
  expect((await call(manager, pickingRoutes.startBatch, { body: { orderIds } })).body).toMatchObject({ orderIds });
  expect((await call(manager, pickingRoutes.scanBin, { body: { orderIds, binCode: 'A-02-03' } })).status).toBe(200);
  for (let unit = 0; unit < 2; unit++) {
    const scan = await call(manager, pickingRoutes.scanItem, {
      body: { scanId: randomUUID(), orderIds, binCode: 'A-02-03', barcode: product!.catalogBarcode },
    });
    expect(scan.status).toBe(200);
  }
  for (let unit = 0; unit < 2; unit++) {
    const scan = await call(manager, pickingRoutes.packScan, {
      params: { orderId },
      body: { scanId: randomUUID(), barcode: product!.catalogBarcode },
    });
    expect(scan.status).toBe(200);
  }
  const label = await api(app, 'GET', `/api/admin/packing/${orderId}/label`, { headers: as(manager).headers });
  expect(label.status).toBe(200);
  expect(String(label.body).startsWith('%PDF')).toBe(true);

  const candidate = (await call(manager, manifestRoutes.candidates, { query: {} })).body.items.find((c) => c.orderId === orderId);
  expect(candidate).toBeDefined();
  const manifest = await call(manager, manifestRoutes.create, { body: { carrier: candidate!.carrier, orderIds } });
  expect(manifest.status).toBe(201);
  const closed = await call(manager, manifestRoutes.close, { params: { manifestId: manifest.body.id } });
  expect(closed.status).toBe(200);
  await sagasSettled(app);

  const order = await api(app, 'GET', `/api/orders/${orderId}`, { headers: as(seller).headers });
  expect(order.body).toMatchObject({ status: 'PROCESSED' });
  const { state, history } = await inventoryOf(deps, product!.id);
  expect(state).toMatchObject({ total: 2, reserved: 0 });
  expect(history.map((e) => (e.data as { reason?: string }).reason)).toContain('FULFILLMENT');
  const pdf = await api(app, 'GET', `/api/admin/manifests/${manifest.body.id}/scan-form`, { headers: as(manager).headers });
  expect(String(pdf.body).startsWith('%PDF')).toBe(true);
});
