// Manifests over real HTTP: made from one carrier's packed parcels only, edited while OPEN, closed with the carrier's
// scan form (stored once, served as a PDF), orders handed over (PROCESSED), active and archive tabs, and a close that
// stopped midway resumed by the retry. Packed orders come through their streams (sagas off: see the stock test below).
import { randomUUID } from 'node:crypto';
import { manifestRoutes as routes, type RouteContract } from '@ledgerhouse/contracts';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import type { Account } from '../support/accounts';
import { newSeller } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, caughtUp } from '../support/billing';
import { sellerProducts } from '../support/inbound';
import { inventoryOf, orderStockDriver, stockArrives } from '../support/order-stock';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { sandboxLabel, warehouseDriver } from '../support/warehouse-orders';

let app: TestApp;
let seller: Account;
let manager: Account;
let warehouse: ReturnType<typeof warehouseDriver>;
let product: { id: string; sku: string };

beforeAll(async () => {
  app = await startTestApp({ env: { SAGAS_ENABLED: 'false' } });
  [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  warehouse = warehouseDriver(app);
  product = (await sellerProducts(app, seller, 1))[0]!;
});
afterAll(() => app?.close());

async function call<R extends RouteContract>(route: R, input: Omit<RouteInput<R>, 'headers'> = {} as never) {
  const res = await apiRoute(app, route, { ...input, headers: as(manager).headers } as unknown as RouteInput<R>);
  const position = (res.body as { position?: string } | null)?.position;
  if (res.status < 300 && position) await caughtUp(app, position);
  return res;
}

async function packed(carrier: 'UPS' | 'USPS') {
  const order = await warehouse.packedOrder(seller.id, [{ productId: product.id, sku: product.sku, quantity: 1 }], sandboxLabel(carrier));
  await caughtUp(app, order.position);
  return order;
}

const candidateIds = async (carrier?: string) =>
  (await call(routes.candidates, { query: carrier ? { carrier } : {} })).body.items.map((i) => i.orderId);

describe('manifests', () => {
  it('is made from packed parcels of its carrier only; anything else is refused and nothing is put on it', async () => {
    const [ups, usps] = [await packed('UPS'), await packed('USPS')];
    const unpacked = await warehouse.paidOrder(seller.id, [{ productId: product.id, sku: product.sku, quantity: 1 }], {
      label: sandboxLabel('UPS'),
    });
    await caughtUp(app, unpacked.position);
    expect(await candidateIds('UPS')).toEqual(expect.arrayContaining([ups.orderId]));
    expect(await candidateIds('UPS')).not.toContain(usps.orderId);
    expect(await candidateIds('UPS')).not.toContain(unpacked.orderId);

    for (const orderIds of [[ups.orderId, usps.orderId], [unpacked.orderId], [randomUUID()]]) {
      const refused = await call(routes.create, { body: { carrier: 'UPS', orderIds } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'MANIFEST_ORDER_NOT_ELIGIBLE' });
    }
    expect(await candidateIds('UPS')).toContain(ups.orderId);

    const created = await call(routes.create, { body: { carrier: 'UPS', orderIds: [ups.orderId] } });
    expect(created.status).toBe(201);
    expect(created.body.number).toMatch(/^MF-\d{6}$/);
    expect(await candidateIds()).not.toContain(ups.orderId);
    const view = await call(routes.get, { params: { manifestId: created.body.id } });
    expect(view.body).toMatchObject({ number: created.body.number, carrier: 'UPS', status: 'OPEN', orderCount: 1, scanFormFileId: null });
    expect(view.body.orders).toEqual([
      expect.objectContaining({ orderId: ups.orderId, status: 'PROCESSING', trackingNumber: ups.label!.trackingNumber }),
    ]);
    const active = await call(routes.list, { query: { tab: 'active' } });
    expect(active.body.items.map((m) => m.id)).toContain(created.body.id);
    const second = await call(routes.create, { body: { carrier: 'UPS', orderIds: [ups.orderId] } });
    expect(second.body).toMatchObject({ code: 'MANIFEST_ORDER_NOT_ELIGIBLE' });
  });

  it('puts an order on one manifest only when two are made with it at the same time', async () => {
    const [shared, own] = [await packed('UPS'), await packed('UPS')];
    const [a, b] = await Promise.all([
      call(routes.create, { body: { carrier: 'UPS', orderIds: [own.orderId, shared.orderId] } }),
      call(routes.create, { body: { carrier: 'UPS', orderIds: [shared.orderId] } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const winner = a.status === 201 ? a : b;
    const manifests = (await call(routes.list, { query: { tab: 'active', pageSize: '200' } })).body.items;
    const holding = [];
    for (const m of manifests) {
      const view = await call(routes.get, { params: { manifestId: m.id } });
      if (view.body.orders.some((o) => o.orderId === shared.orderId)) holding.push(m.id);
    }
    expect(holding).toEqual([winner.body.id]);
    // The loser took back what it had put on its manifest: `own` is on the winner, or free again.
    if (winner === a) expect((await call(routes.get, { params: { manifestId: a.body.id } })).body.orderCount).toBe(2);
    else expect(await candidateIds('UPS')).toContain(own.orderId);
  });

  it('is edited while OPEN: orders added and removed, a removed one free again, another carrier’s refused', async () => {
    const [first, second, usps] = [await packed('UPS'), await packed('UPS'), await packed('USPS')];
    const { body } = await call(routes.create, { body: { carrier: 'UPS', orderIds: [first.orderId] } });
    const manifestId = body.id;
    const both = await call(routes.changeOrders, { params: { manifestId }, body: { orderIds: [first.orderId, second.orderId] } });
    expect(both.status).toBe(200);
    expect((await call(routes.get, { params: { manifestId } })).body.orders.map((o) => o.orderId).sort()).toEqual(
      [first.orderId, second.orderId].sort(),
    );
    await call(routes.changeOrders, { params: { manifestId }, body: { orderIds: [second.orderId] } });
    expect((await call(routes.get, { params: { manifestId } })).body.orders.map((o) => o.orderId)).toEqual([second.orderId]);
    expect(await candidateIds('UPS')).toContain(first.orderId);
    const wrongCarrier = await call(routes.changeOrders, { params: { manifestId }, body: { orderIds: [second.orderId, usps.orderId] } });
    expect(wrongCarrier.body).toMatchObject({ code: 'MANIFEST_ORDER_NOT_ELIGIBLE' });
    expect((await call(routes.get, { params: { manifestId } })).body.orderCount).toBe(1);
  });

  it('closes once with the carrier’s scan form: orders PROCESSED, the PDF served, archived, no longer editable', async () => {
    const [a, b] = [await packed('UPS'), await packed('UPS')];
    const { body } = await call(routes.create, { body: { carrier: 'UPS', orderIds: [a.orderId, b.orderId] } });
    const manifestId = body.id;
    const closed = await call(routes.close, { params: { manifestId } });
    expect(closed.status).toBe(200);
    expect(closed.body.scanFormFileId).toMatch(/^[0-9a-f-]{36}$/);
    const view = await call(routes.get, { params: { manifestId } });
    expect(view.body).toMatchObject({ status: 'CLOSED', scanFormFileId: closed.body.scanFormFileId });
    expect(view.body.closedAt).not.toBeNull();
    expect(view.body.orders.map((o) => o.status)).toEqual(['PROCESSED', 'PROCESSED']);
    for (const order of [a, b]) expect(await warehouse.eventTypes(`order-${order.orderId}`)).toContain('OrderHandedOver');

    const pdf = await api(app, 'GET', `/api/admin/manifests/${manifestId}/scan-form`, { headers: as(manager).headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    const again = await call(routes.close, { params: { manifestId } });
    expect(again.body.scanFormFileId).toBe(closed.body.scanFormFileId);
    expect((await warehouse.eventTypes(`manifest-${manifestId}`)).filter((t) => t === 'ManifestClosed')).toHaveLength(1);
    expect((await call(routes.changeOrders, { params: { manifestId }, body: { orderIds: [a.orderId] } })).body).toMatchObject({
      code: 'MANIFEST_CLOSED',
    });

    const archive = await call(routes.list, { query: { tab: 'archive' } });
    expect(archive.body.items.find((m) => m.id === manifestId)).toMatchObject({ status: 'CLOSED', orderCount: 2 });
    expect((await call(routes.list, { query: { tab: 'active' } })).body.items.map((m) => m.id)).not.toContain(manifestId);
  });

  it('resumes a close that stopped after recording it: the retry hands the orders over and makes no second form', async () => {
    const order = await packed('UPS');
    const { body } = await call(routes.create, { body: { carrier: 'UPS', orderIds: [order.orderId] } });
    const fileId = randomUUID();
    await caughtUp(
      app,
      await warehouse.append(`manifest-${body.id}`, [
        { type: 'ManifestClosed', data: { scanFormFileId: fileId, at: new Date().toISOString() } },
      ]),
    );
    const retried = await call(routes.close, { params: { manifestId: body.id } });
    expect(retried.body).toMatchObject({ id: body.id, scanFormFileId: fileId });
    expect(await warehouse.eventTypes(`order-${order.orderId}`)).toContain('OrderHandedOver');
    expect((await call(routes.get, { params: { manifestId: body.id } })).body.orders[0]).toMatchObject({ status: 'PROCESSED' });
  });

  it('takes back a claim a create left behind (no manifest recorded) once it is a minute old, not before', async () => {
    const [old, fresh] = [await packed('UPS'), await packed('UPS')];
    const claim = (orderId: string, at: Date) =>
      warehouse.append(`order-${orderId}`, [{ type: 'OrderAddedToManifest', data: { manifestId: randomUUID(), at: at.toISOString() } }]);
    await claim(old.orderId, new Date(Date.now() - 2 * 60_000));
    await caughtUp(app, await claim(fresh.orderId, new Date()));
    const refused = await call(routes.create, { body: { carrier: 'UPS', orderIds: [fresh.orderId] } });
    expect(refused.body).toMatchObject({ code: 'MANIFEST_ORDER_NOT_ELIGIBLE' });
    const created = await call(routes.create, { body: { carrier: 'UPS', orderIds: [old.orderId] } });
    expect(created.status).toBe(201);
    expect((await warehouse.eventTypes(`order-${old.orderId}`)).slice(-3)).toEqual([
      'OrderAddedToManifest',
      'OrderRemovedFromManifest',
      'OrderAddedToManifest',
    ]);
    expect((await call(routes.get, { params: { manifestId: created.body.id } })).body.orders.map((o) => o.orderId)).toEqual([old.orderId]);
  });

  it('answers MANIFEST_NOT_FOUND for a manifest that does not exist', async () => {
    const manifestId = randomUUID();
    expect((await call(routes.get, { params: { manifestId } })).body).toMatchObject({ code: 'MANIFEST_NOT_FOUND' });
    expect((await call(routes.close, { params: { manifestId } })).status).toBe(404);
  });
});

describe('manifest close with the sagas running', () => {
  let live: TestApp;
  let deps: CommandDeps;
  let liveManager: Account;
  beforeAll(async () => {
    live = await startTestApp();
    deps = live.running.app.get<CommandDeps>(COMMAND_DEPS);
    liveManager = await adminAccount(live, 'WAREHOUSE_MANAGER');
  });

  /** A product with 5 in stock and a packed USPS order of 2 that reserved them (READY_FOR_FULFILLMENT through the saga). */
  async function packedWithStock() {
    const productId = randomUUID();
    await stockArrives(deps, productId, 5);
    const orderId = await orderStockDriver(deps, randomUUID()).placed([{ productId, quantity: 2 }]);
    await sagasSettled(live);
    expect((await inventoryOf(deps, productId)).state).toMatchObject({ total: 5, reserved: 2 });
    await warehouseDriver(live).packReadyOrder(orderId, [{ productId, sku: 'SKU-LIVE', quantity: 2 }], sandboxLabel('USPS'));
    await sagasSettled(live);
    const created = await apiRoute(live, routes.create, {
      body: { carrier: 'USPS', orderIds: [orderId] },
      headers: as(liveManager).headers,
    });
    expect(created.status).toBe(201);
    return { productId, orderId, manifestId: created.body.id };
  }

  async function expectShipped(productId: string, orderId: string) {
    const { state, history } = await inventoryOf(deps, productId);
    expect(state).toMatchObject({ total: 3, reserved: 0 });
    expect(history.map((e) => (e.data as { reason?: string }).reason)).toContain('FULFILLMENT');
    expect(await warehouseDriver(live).eventTypes(`order-${orderId}`)).toContain('OrderHandedOver');
  }

  it('ships the handed-over orders’ reserved stock: it leaves the inventory with a FULFILLMENT entry', async () => {
    const { productId, orderId, manifestId } = await packedWithStock();
    const closed = await apiRoute(live, routes.close, { params: { manifestId }, headers: as(liveManager).headers });
    expect(closed.status).toBe(200);
    await sagasSettled(live);
    await expectShipped(productId, orderId);
  });

  it('hands the orders over by itself when a close stopped right after recording ManifestClosed', async () => {
    const { productId, orderId, manifestId } = await packedWithStock();
    await warehouseDriver(live).append(`manifest-${manifestId}`, [
      { type: 'ManifestClosed', data: { scanFormFileId: randomUUID(), at: new Date().toISOString() } },
    ]);
    await sagasSettled(live);
    await expectShipped(productId, orderId);
  });
});
