// The warehouse receives an inbound shipment over real HTTP: deliver → check → scans (unknown barcode, damaged,
// over and under receipt) → accept → place into bins → LOCATED; search and loss; four scanners at once never
// double-count, and a retried scan counts once.
import { randomUUID } from 'node:crypto';
import { inboundRoutes as routes, locationRoutes } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { call, sellerProducts, sentShipment } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let manager: Account;
let staff: Account;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
  seller = await newSeller(app);
  for (const code of ['A-01-01', 'A-01-02', 'B-02-01', 'C-09-09']) {
    const made = await call(app, manager, locationRoutes.create, { body: { code } });
    if (made.status !== 201) throw new Error(`bin ${code}: ${made.status} ${JSON.stringify(made.body)}`);
  }
  expect((await call(app, manager, locationRoutes.deactivate, { params: { code: 'C-09-09' } })).status).toBe(200);
});
afterAll(() => app.close());

const id = (shipmentId: string) => ({ params: { shipmentId } });
const scan = (shipmentId: string, barcode: string, extra: Record<string, unknown> = {}, by: Account = staff) =>
  call(app, by, routes.scan, { ...id(shipmentId), body: { scanId: randomUUID(), barcode, ...extra } } as never);
const place = (shipmentId: string, locationCode: string, barcode: string, quantity = 1) =>
  call(app, staff, routes.place, { ...id(shipmentId), body: { placementId: randomUUID(), locationCode, barcode, quantity } });
const detail = async (shipmentId: string) => (await call(app, manager, routes.adminGet, id(shipmentId))).body;

/** A sent shipment of two products (10 × A, 5 × B), delivered and being checked. */
async function checking() {
  const [a, b] = await sellerProducts(app, seller, 2);
  const shipmentId = await sentShipment(app, seller, [
    { productId: a!.id, quantity: 10, barcode: `${a!.sku}-BC` },
    { productId: b!.id, quantity: 5, barcode: `${b!.sku}-BC` },
  ]);
  expect((await call(app, manager, routes.deliver, id(shipmentId))).status).toBe(200);
  expect((await call(app, staff, routes.startCheck, id(shipmentId))).status).toBe(200);
  return { shipmentId, a: { ...a!, barcode: `${a!.sku}-BC` }, b: { ...b!, barcode: `${b!.sku}-BC` } };
}

describe('inbound receiving (warehouse)', () => {
  it('checks in by scan, accepts, places into bins and is LOCATED', async () => {
    const { shipmentId, a, b } = await checking();
    const first = await scan(shipmentId, a.barcode, { quantity: 6 });
    expect(first).toMatchObject({
      status: 200,
      body: { productId: a.id, declared: 10, received: 6, damaged: 0, status: 'ACCEPTING', repeated: false, position: expect.any(String) },
    });
    // Over receipt of A (12 of 10), the catalog barcode of A counts too; B under (2 of 5) with 1 damaged apart.
    expect((await scan(shipmentId, a.catalogBarcode, { quantity: 6 })).body).toMatchObject({ productId: a.id, received: 12 });
    expect((await scan(shipmentId, b.barcode, { quantity: 2 })).body).toMatchObject({ received: 2, damaged: 0 });
    expect((await scan(shipmentId, b.barcode, { damaged: true })).body).toMatchObject({ received: 2, damaged: 1 });
    const unknown = await scan(shipmentId, 'NOT-IN-SHIPMENT');
    expect(unknown).toMatchObject({ status: 422, body: { code: 'UNKNOWN_BARCODE' } });
    // A miscount corrected by a manager: A back to 11.
    const corrected = await call(app, manager, routes.correct, {
      ...id(shipmentId),
      body: { productId: a.id, delta: -1, reason: 'scanned twice' },
    } as never);
    expect(corrected.status).toBe(200);
    const below = await call(app, manager, routes.correct, {
      ...id(shipmentId),
      body: { productId: b.id, delta: -3, reason: 'x' },
    } as never);
    expect(below).toMatchObject({ status: 422, body: { code: 'INBOUND_COUNT_BELOW_ZERO' } });
    expect((await detail(shipmentId)).lines).toMatchObject([
      { productId: a.id, declared: 10, received: 11, damaged: 0, placed: 0 },
      { productId: b.id, declared: 5, received: 2, damaged: 1, placed: 0 },
    ]);
    expect((await call(app, staff, routes.accept, id(shipmentId))).status).toBe(200);
    expect((await scan(shipmentId, a.barcode)).body.code).toBe('INBOUND_STATUS_CONFLICT');

    expect((await place(shipmentId, 'A-01-01', a.barcode, 8)).body).toMatchObject({ placed: 8, remaining: 3, status: 'LOCATING' });
    expect(await place(shipmentId, 'A-01-02', a.barcode, 4)).toMatchObject({
      status: 422,
      body: { code: 'INBOUND_PLACEMENT_EXCEEDS_RECEIVED' },
    });
    expect(await place(shipmentId, 'not a bin', a.barcode)).toMatchObject({ status: 422, body: { code: 'INBOUND_LOCATION_INVALID' } });
    // A bin nobody created, and a deactivated one, take nothing.
    expect(await place(shipmentId, 'Z-99-99', a.barcode)).toMatchObject({ status: 422, body: { code: 'INBOUND_LOCATION_INVALID' } });
    expect(await place(shipmentId, 'C-09-09', a.barcode)).toMatchObject({ status: 422, body: { code: 'INBOUND_LOCATION_INVALID' } });
    expect(await call(app, staff, routes.finishPlacement, id(shipmentId))).toMatchObject({
      status: 409,
      body: { code: 'INBOUND_PLACEMENT_INCOMPLETE' },
    });
    await place(shipmentId, 'A-01-02', a.barcode, 3);
    // Nothing left to place is said as such, not as "only 0 left".
    expect(await place(shipmentId, 'A-01-02', a.barcode, 1)).toMatchObject({
      status: 422,
      body: { code: 'INBOUND_PRODUCT_ALL_PLACED', message: 'Every received unit of this product is already placed' },
    });
    await place(shipmentId, 'B-02-01', b.barcode, 2);
    expect((await call(app, staff, routes.finishPlacement, id(shipmentId))).status).toBe(200);
    const done = await detail(shipmentId);
    // LOCATED, then the payment saga may bill it at once.
    expect(['LOCATED', 'PAYMENT', 'PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED']).toContain(done.status);
    expect(done).toMatchObject({ receivedCount: 13, placedCount: 13, changeable: false, sellerEmail: seller.email });
    expect(done.placements).toEqual([
      { productId: a.id, locationCode: 'A-01-01', quantity: 8 },
      { productId: a.id, locationCode: 'A-01-02', quantity: 3 },
      { productId: b.id, locationCode: 'B-02-01', quantity: 2 },
    ]);
    // The seller sees the counts too; and the timeline names each step.
    const mine = (await call(app, seller, routes.get, id(shipmentId))).body;
    expect(mine.lines[0]).toMatchObject({ declared: 10, received: 11, placed: 11 });
    const types = (await call(app, seller, routes.timeline, id(shipmentId))).body.items.map((t: { type: string }) => t.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'InboundDelivered',
        'InboundCheckStarted',
        'InboundUnitsReceived',
        'InboundReceiptCorrected',
        'InboundAccepted',
        'InboundUnitsPlaced',
        'InboundLocated',
      ]),
    );
  });

  it('a retried scan counts once and answers the same counts', async () => {
    const { shipmentId, a } = await checking();
    const body = { scanId: randomUUID(), barcode: a.barcode, quantity: 2 };
    const first = await call(app, staff, routes.scan, { ...id(shipmentId), body } as never);
    const again = await call(app, staff, routes.scan, { ...id(shipmentId), body } as never);
    expect(first.body).toMatchObject({ received: 2, repeated: false });
    expect(again.body).toMatchObject({ received: 2, repeated: true });
    expect((await detail(shipmentId)).lines[0].received).toBe(2);
  });

  it('four scanners on one shipment at once never double-count nor lose a scan', async () => {
    const { shipmentId, a, b } = await checking();
    const scans = Array.from({ length: 40 }, (_, i) => ({ scanId: randomUUID(), barcode: i % 2 ? a.barcode : b.barcode }));
    const scanners = [0, 1, 2, 3].map(async (s) => {
      for (let i = s; i < scans.length; i += 4) {
        const res = await call(app, s % 2 ? staff : manager, routes.scan, { ...id(shipmentId), body: scans[i]! } as never);
        expect(res.status).toBe(200);
      }
    });
    // Each scan also sent twice at the same time by a flaky connection: still counted once.
    const retries = scans.slice(0, 8).map((body) => call(app, staff, routes.scan, { ...id(shipmentId), body } as never));
    await Promise.all([...scanners, ...retries]);
    const lines = (await detail(shipmentId)).lines;
    expect(lines.map((l: { received: number }) => l.received)).toEqual([20, 20]);
  });

  it('searches for missing units and marks LOST only when no good unit arrived', async () => {
    const { shipmentId, a } = await checking();
    await scan(shipmentId, a.barcode, { damaged: true });
    expect((await call(app, staff, routes.startSearch, id(shipmentId))).status).toBe(200);
    expect((await call(app, manager, routes.markLost, { ...id(shipmentId), body: { note: 'Never found' } } as never)).status).toBe(200);
    expect((await detail(shipmentId)).status).toBe('LOST');

    const found = await checking();
    await scan(found.shipmentId, found.a.barcode);
    await call(app, staff, routes.startSearch, id(found.shipmentId));
    expect(await call(app, manager, routes.markLost, { ...id(found.shipmentId), body: {} } as never)).toMatchObject({
      status: 409,
      body: { code: 'INBOUND_GOODS_RECEIVED' },
    });
  });

  it('lists every seller’s shipments for staff with status and seller filters', async () => {
    const { shipmentId } = await checking();
    const other = await newSeller(app);
    const list = (await call(app, staff, routes.adminList, { query: { sellerId: seller.id, status: 'CHECKING_DELIVERY' } } as never)).body;
    expect(list.items.map((s: { id: string }) => s.id)).toContain(shipmentId);
    expect(list.items[0]).toMatchObject({ sellerId: seller.id, sellerEmail: seller.email });
    expect((await call(app, staff, routes.adminList, { query: { sellerId: other.id } } as never)).body.total).toBe(0);
    expect((await call(app, staff, routes.deliver, id(randomUUID()))).status).toBe(404);
  });
});
