// Picking and packing by scan over real HTTP: the pick list grouped by bin, a batch picked by scanning bins and
// products (wrong ones refused loudly, an extra unit not needed, nothing counted, scans idempotent), PICKED, stock_by_bin lowered, packing that
// verifies each unit before the label prints, and who may do it. Orders come in paid through their streams (sagas off).
import { randomUUID } from 'node:crypto';
import { locationRoutes, manifestRoutes, pickingRoutes as routes, type RouteContract } from '@ledgerhouse/contracts';
import type { Account } from '../support/accounts';
import { newSeller } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, caughtUp } from '../support/billing';
import { sellerProducts } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { warehouseDriver } from '../support/warehouse-orders';

let app: TestApp;
let seller: Account;
let manager: Account;
let staff: Account;
let warehouse: ReturnType<typeof warehouseDriver>;

beforeAll(async () => {
  app = await startTestApp({ env: { SAGAS_ENABLED: 'false' } });
  [seller, manager, staff] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER'), await adminAccount(app, 'STAFF')];
  warehouse = warehouseDriver(app);
});
afterAll(() => app?.close());

async function call<R extends RouteContract>(account: Account, route: R, input: Omit<RouteInput<R>, 'headers'> = {} as never) {
  const res = await apiRoute(app, route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
  const position = (res.body as { position?: string } | null)?.position;
  if (res.status < 300 && position) await caughtUp(app, position);
  return res;
}

let zoneCounter = 0;
/** A zone letter of its own per test, so bins never mix between tests. */
const nextZone = () => 'BCDEFGHIJKLMNOPQRSTUVWXYZ'[zoneCounter++]!;

/** Two products in bins of a fresh zone and three orders: two paid (oldest first), one not paid. */
async function floor() {
  const zone = nextZone();
  const bin = (n: number) => `${zone}-01-0${n}`;
  const [mug, cap] = await sellerProducts(app, seller, 2);
  await warehouse.placed(seller.id, mug!.id, bin(2), 5);
  await warehouse.placed(seller.id, cap!.id, bin(1), 1);
  await warehouse.placed(seller.id, cap!.id, bin(3), 4);
  const older = await warehouse.paidOrder(
    seller.id,
    [
      { productId: mug!.id, sku: mug!.sku, quantity: 2 },
      { productId: cap!.id, sku: cap!.sku, quantity: 2 },
    ],
    { placedAt: '2026-11-20T09:00:00.000Z' },
  );
  const newer = await warehouse.paidOrder(seller.id, [{ productId: mug!.id, sku: mug!.sku, quantity: 1 }], {
    placedAt: '2026-11-21T09:00:00.000Z',
  });
  const unpaid = await warehouse.paidOrder(seller.id, [{ productId: mug!.id, sku: mug!.sku, quantity: 1 }], { paid: false });
  await caughtUp(app, unpaid.position);
  return { bin, mug: mug!, cap: cap!, older, newer, unpaid };
}

const stopsOf = (body: { stops: { binCode: string; lines: { orderId: string; sku: string; quantity: number }[] }[] }) =>
  body.stops.map((s) => [s.binCode, s.lines.map((l) => [l.orderId, l.sku, l.quantity])]);

async function binsOf(productId: string) {
  const res = await call(manager, locationRoutes.productBins, { params: { productId } });
  return Object.fromEntries(res.body.items.map((i) => [i.locationCode, i.quantity]));
}

describe('pick list', () => {
  it('lists the paid orders waiting to be picked, their units grouped by bin in code order, oldest order first', async () => {
    const { bin, mug, cap, older, newer, unpaid } = await floor();
    const res = await call(manager, routes.pickList, { query: { orderId: [older.orderId, newer.orderId, unpaid.orderId] } });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => [o.orderId, o.pickStatus, o.units, o.picked])).toEqual([
      [older.orderId, 'NOT_PICKED', 4, 0],
      [newer.orderId, 'NOT_PICKED', 1, 0],
    ]);
    expect(stopsOf(res.body)).toEqual([
      [bin(1), [[older.orderId, cap.sku, 1]]],
      [
        bin(2),
        [
          [older.orderId, mug.sku, 2],
          [newer.orderId, mug.sku, 1],
        ],
      ],
      [bin(3), [[older.orderId, cap.sku, 1]]],
    ]);
    expect(res.body.stops[0]!.lines[0]).toMatchObject({ title: `Mug ${cap.sku}`, barcode: cap.catalogBarcode });
    expect(res.body.unlocated).toEqual([]);
    const all = await call(staff, routes.pickList);
    expect(all.body.orders.map((o) => o.orderId)).toEqual(expect.arrayContaining([older.orderId, newer.orderId]));
    expect(all.body.orders.map((o) => o.orderId)).not.toContain(unpaid.orderId);
  });
});

describe('batch picking by scan', () => {
  it('picks a batch bin by bin: wrong bin and wrong item refused with nothing counted, scans idempotent, orders PICKED, bins emptied', async () => {
    const { bin, mug, cap, older, newer } = await floor();
    const orderIds = [older.orderId, newer.orderId];
    const started = await call(manager, routes.startBatch, { body: { orderIds } });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ orderIds: expect.arrayContaining(orderIds), refused: [] });

    const wrongBin = await call(manager, routes.scanBin, { body: { orderIds, binCode: bin(2) } });
    expect(wrongBin.status).toBe(422);
    expect(wrongBin.body).toMatchObject({ code: 'PICK_WRONG_BIN' });
    expect(wrongBin.body.message).toContain(bin(1));
    const atFirst = await call(manager, routes.scanBin, { body: { orderIds, binCode: bin(1) } });
    expect(atFirst.status).toBe(200);
    expect(atFirst.body.lines.map((l) => [l.orderId, l.productId, l.quantity])).toEqual([[older.orderId, cap.id, 1]]);

    const wrongItem = await call(manager, routes.scanItem, {
      body: { scanId: randomUUID(), orderIds, binCode: bin(1), barcode: mug.catalogBarcode },
    });
    expect(wrongItem.status).toBe(422);
    expect(wrongItem.body).toMatchObject({ code: 'PICK_WRONG_ITEM' });
    const itemInWrongBin = await call(manager, routes.scanItem, {
      body: { scanId: randomUUID(), orderIds, binCode: bin(2), barcode: mug.catalogBarcode },
    });
    expect(itemInWrongBin.body).toMatchObject({ code: 'PICK_WRONG_BIN' });
    expect(await warehouse.eventTypes(`order-${older.orderId}`)).not.toContain('UnitsPicked');

    const scanId = randomUUID();
    const first = await call(manager, routes.scanItem, { body: { scanId, orderIds, binCode: bin(1), barcode: cap.catalogBarcode } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      orderId: older.orderId,
      productId: cap.id,
      picked: 1,
      quantity: 2,
      orderPicked: false,
      batchRemaining: 4,
      repeated: false,
    });
    const again = await call(manager, routes.scanItem, { body: { scanId, orderIds, binCode: bin(1), barcode: cap.catalogBarcode } });
    expect(again.body).toMatchObject({ orderId: older.orderId, picked: 1, batchRemaining: 4, repeated: true });
    expect((await warehouse.eventTypes(`order-${older.orderId}`)).filter((t) => t === 'UnitsPicked')).toHaveLength(1);

    // Bin 1 is empty for this batch now: bin 2 is next, and the SKU scans as well as the barcode.
    const scan = (binCode: string, barcode: string) =>
      call(staff, routes.scanItem, { body: { scanId: randomUUID(), orderIds, binCode, barcode } });
    expect((await scan(bin(1), cap.catalogBarcode)).body).toMatchObject({ code: 'PICK_WRONG_BIN' });
    expect((await scan(bin(2), mug.catalogBarcode)).body).toMatchObject({ orderId: older.orderId, picked: 1 });
    expect((await scan(bin(2), mug.sku.toLowerCase())).body).toMatchObject({ orderId: older.orderId, picked: 2 });
    expect((await scan(bin(2), mug.catalogBarcode)).body).toMatchObject({ orderId: newer.orderId, orderPicked: true });
    // One unit more than the orders need: not needed, whichever bin it is scanned at, not a wrong bin.
    const extra = await scan(bin(2), mug.catalogBarcode);
    expect(extra.status).toBe(422);
    expect(extra.body).toMatchObject({ code: 'PICK_ITEM_NOT_NEEDED', message: expect.stringContaining(`Mug ${mug.sku} is not needed`) });
    expect((await scan(bin(3), mug.sku)).body).toMatchObject({ code: 'PICK_ITEM_NOT_NEEDED' });
    const last = await scan(bin(3), cap.catalogBarcode);
    expect(last.body).toMatchObject({ orderId: older.orderId, orderPicked: true, batchRemaining: 0 });

    const list = await call(manager, routes.pickList, { query: { orderId: orderIds } });
    expect(list.body.orders).toEqual([]);
    expect(await warehouse.eventTypes(`order-${older.orderId}`)).toContain('OrderPicked');
    expect(await binsOf(cap.id)).toEqual({ [bin(3)]: 3 });
    expect(await binsOf(mug.id)).toEqual({ [bin(2)]: 2 });
    expect((await call(manager, routes.scanBin, { body: { orderIds, binCode: bin(3) } })).body).toMatchObject({
      code: 'PICK_NOTHING_TO_PICK',
    });
  });

  it('counts each unit once when pickers scan the same bin at the same time, and never picks more than ordered', async () => {
    const { bin, mug, newer } = await floor();
    const orderIds = [newer.orderId];
    await call(manager, routes.startBatch, { body: { orderIds } });
    const scans = await Promise.all(
      [1, 2, 3].map(() =>
        call(staff, routes.scanItem, { body: { scanId: randomUUID(), orderIds, binCode: bin(2), barcode: mug.catalogBarcode } }),
      ),
    );
    // The losers work the walk out again: the mug is no longer needed (its one unit is picked), nothing counted.
    expect(scans.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(scans.filter((r) => r.status === 422).map((r) => r.body.code)).toEqual(['PICK_ITEM_NOT_NEEDED', 'PICK_ITEM_NOT_NEEDED']);
    expect((await warehouse.eventTypes(`order-${newer.orderId}`)).filter((t) => t === 'UnitsPicked')).toHaveLength(1);
  });

  it('starts a batch of the oldest ready orders, and refuses an unpaid one with PICK_ORDER_NOT_READY', async () => {
    const { older, unpaid } = await floor();
    const refused = await call(manager, routes.startBatch, { body: { orderIds: [unpaid.orderId] } });
    expect(refused.body).toMatchObject({ orderIds: [], refused: [{ orderId: unpaid.orderId, code: 'PICK_ORDER_NOT_READY' }] });
    const oldest = await call(manager, routes.startBatch, { body: { limit: 50 } });
    expect(oldest.status).toBe(201);
    expect(oldest.body.orderIds).toContain(older.orderId);
    expect(oldest.body.orderIds).not.toContain(unpaid.orderId);
  });
});

describe('packing by scan', () => {
  async function pickedOrder() {
    const { bin, mug, cap, older } = await floor();
    const orderIds = [older.orderId];
    await call(manager, routes.startBatch, { body: { orderIds } });
    for (const [binCode, barcode] of [
      [bin(1), cap.catalogBarcode],
      [bin(2), mug.catalogBarcode],
      [bin(2), mug.catalogBarcode],
      [bin(3), cap.catalogBarcode],
    ] as const) {
      const res = await call(manager, routes.scanItem, { body: { scanId: randomUUID(), orderIds, binCode, barcode } });
      expect(res.status).toBe(200);
    }
    return { mug, cap, order: older };
  }

  it('verifies each unit (wrong product and one too many refused, scans idempotent), packs the order, then prints its label', async () => {
    const { mug, cap, order } = await pickedOrder();
    const orderId = order.orderId;
    const queue = await call(manager, routes.packingQueue);
    expect(queue.body.items.map((i) => i.orderId)).toContain(orderId);
    expect((await call(manager, routes.label, { params: { orderId } })).body).toMatchObject({ code: 'PACK_LABEL_NOT_READY' });

    const scan = (barcode: string, scanId: string = randomUUID()) =>
      call(manager, routes.packScan, { params: { orderId }, body: { scanId, barcode } });
    expect((await scan('NOT-IN-ORDER')).body).toMatchObject({ code: 'PACK_WRONG_ITEM' });
    const scanId = randomUUID();
    expect((await scan(mug.catalogBarcode, scanId)).body).toMatchObject({
      productId: mug.id,
      verified: 1,
      quantity: 2,
      packed: false,
      repeated: false,
    });
    expect((await scan(mug.catalogBarcode, scanId)).body).toMatchObject({ verified: 1, repeated: true });
    expect((await scan(mug.catalogBarcode)).body).toMatchObject({ verified: 2, packed: false });
    const tooMany = await scan(mug.catalogBarcode);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: 'PACK_TOO_MANY' });
    const view = await call(manager, routes.packingOrder, { params: { orderId } });
    expect(view.body.lines.map((l) => [l.productId, l.quantity, l.verified])).toEqual([
      [mug.id, 2, 2],
      [cap.id, 2, 0],
    ]);
    expect((await scan(cap.catalogBarcode)).body).toMatchObject({ packed: false });
    expect((await scan(cap.catalogBarcode)).body).toMatchObject({ verified: 2, packed: true });
    expect(await warehouse.eventTypes(`order-${orderId}`)).toContain('OrderPacked');
    expect((await scan(cap.catalogBarcode)).body).toMatchObject({ code: 'PACK_TOO_MANY' });

    const label = await api(app, 'GET', `/api/admin/packing/${orderId}/label`, { headers: as(staff).headers });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(String(label.body).startsWith('%PDF')).toBe(true);
    expect((await call(manager, routes.packingQueue)).body.items.map((i) => i.orderId)).not.toContain(orderId);
  });

  it('refuses to verify units of an order not picked yet with PACK_NOT_READY', async () => {
    const { mug, newer } = await floor();
    const res = await call(manager, routes.packScan, {
      params: { orderId: newer.orderId },
      body: { scanId: randomUUID(), barcode: mug.catalogBarcode },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PACK_NOT_READY' });
  });
});

describe('who may pick and pack', () => {
  it('answers a seller 403 on the pick list, batches, scans, packing, the label and manifests', async () => {
    const other = await newSeller(app);
    const orderIds = [randomUUID()];
    const tries = [
      call(seller, routes.pickList),
      call(seller, routes.startBatch, { body: { orderIds } }),
      call(seller, routes.scanBin, { body: { orderIds, binCode: 'A-01-01' } }),
      call(seller, routes.scanItem, { body: { scanId: randomUUID(), orderIds, binCode: 'A-01-01', barcode: 'X' } }),
      call(other, routes.packingQueue),
      call(other, routes.packScan, { params: { orderId: orderIds[0]! }, body: { scanId: randomUUID(), barcode: 'X' } }),
      call(other, routes.label, { params: { orderId: orderIds[0]! } }),
      call(seller, manifestRoutes.list, { query: {} }),
    ];
    for (const res of await Promise.all(tries)) expect(res.status).toBe(403);
  });
});
