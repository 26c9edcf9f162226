// The warehouse floor's numbers over HTTP, from events as the floor writes them: units per staff member per hour and
// day in the reader's time zone, receiving times with the share within 1–3 days and the late open shipments, orders
// waiting to ship by age and handovers per day per carrier, each table as CSV or Excel; bad input is 400, sellers are
// refused.
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../../infra/src';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-02-10T12:00:00.000Z'));
let app: TestApp;
let manager: Account;
let picker: Account;
let seller: Account;

async function append(streamId: string, staffId: string | null, events: { type: string; data: unknown }[]): Promise<void> {
  const metadata = { correlationId: randomUUID(), causationId: null, userId: staffId, impersonatorId: null, schemaVersion: 1 };
  await app.running.persistence.store.append(
    streamId,
    events.map((e) => ({ ...e, metadata })),
    'any',
  );
}

const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID() };
const orders = { fresh: randomUUID(), twoDays: randomUUID(), old: randomUUID(), canceled: randomUUID(), shipped: randomUUID() };

beforeAll(async () => {
  app = await startTestApp({ clock });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  picker = await adminAccount(app, 'STAFF');
  seller = await newSeller(app);
  const scan = (quantity: number, at: string) => ({ scanId: randomUUID(), productId: 'p', barcode: 'B', quantity, damaged: false, at });
  await append(`inbound-${ids.a}`, manager.id, [
    { type: 'InboundDelivered', data: { at: '2027-02-01T08:00:00.000Z' } },
    { type: 'InboundUnitsReceived', data: scan(6, '2027-02-09T22:30:00.000Z') },
    { type: 'InboundUnitsReceived', data: scan(4, '2027-02-09T22:50:00.000Z') },
    { type: 'InboundLocated', data: { at: '2027-02-02T06:00:00.000Z' } },
  ]);
  await append(`inbound-${ids.b}`, manager.id, [
    { type: 'InboundDelivered', data: { at: '2027-02-02T08:00:00.000Z' } },
    {
      type: 'InboundUnitsPlaced',
      data: {
        placementId: randomUUID(),
        productId: 'p',
        sellerId: seller.id,
        locationCode: 'A-01-01',
        quantity: 3,
        at: '2027-02-10T09:10:00.000Z',
      },
    },
    { type: 'InboundLocated', data: { at: '2027-02-04T20:00:00.000Z' } },
  ]);
  await append(`inbound-${ids.c}`, manager.id, [{ type: 'InboundDelivered', data: { at: '2027-02-03T08:00:00.000Z' } }]);
  await append(`inbound-${ids.d}`, manager.id, [{ type: 'InboundDelivered', data: { at: '2027-02-09T08:00:00.000Z' } }]);
  await append(`order-${orders.fresh}`, picker.id, [
    { type: 'FulfillmentPaid', data: { amountCents: 500, at: '2027-02-10T06:00:00.000Z' } },
    { type: 'UnitsPicked', data: { scanId: randomUUID(), productId: 'p', binId: 'A-01-01', quantity: 2, at: '2027-02-10T09:20:00.000Z' } },
  ]);
  await append(`packing-${orders.fresh}`, picker.id, [
    { type: 'PackingUnitVerified', data: { orderId: orders.fresh, scanId: randomUUID(), productId: 'p', at: '2027-02-10T09:40:00.000Z' } },
  ]);
  await append(`order-${orders.twoDays}`, picker.id, [
    { type: 'FulfillmentPaid', data: { amountCents: 500, at: '2027-02-08T06:00:00.000Z' } },
  ]);
  await append(`order-${orders.old}`, picker.id, [{ type: 'FulfillmentPaid', data: { amountCents: 500, at: '2027-02-01T06:00:00.000Z' } }]);
  await append(`order-${orders.canceled}`, picker.id, [
    { type: 'FulfillmentPaid', data: { amountCents: 500, at: '2027-02-01T06:00:00.000Z' } },
    { type: 'OrderCanceled', data: { at: '2027-02-02T06:00:00.000Z' } },
  ]);
  const manifestId = randomUUID();
  await append(`manifest-${manifestId}`, manager.id, [
    {
      type: 'ManifestCreated',
      data: { manifestId, number: 'M-1', carrier: 'USPS', orderIds: [orders.shipped], at: '2027-02-09T20:00:00.000Z' },
    },
  ]);
  await append(`order-${orders.shipped}`, manager.id, [
    { type: 'FulfillmentPaid', data: { amountCents: 500, at: '2027-02-08T06:00:00.000Z' } },
    { type: 'OrderHandedOver', data: { manifestId, at: '2027-02-09T23:30:00.000Z' } },
  ]);
  await caughtUp(app);
});
afterAll(() => app?.close());

const period = 'from=2027-02-01T00:00:00.000Z&to=2027-02-11T00:00:00.000Z';

describe('warehouse floor numbers', () => {
  it('counts each staff member’s units per hour and per day of the reader’s time zone', async () => {
    const hours = await api(app, 'GET', `/api/admin/floor-metrics/activity?${period}&bucket=hour&timeZone=Europe/Moscow`, as(manager));
    expect(hours.status).toBe(200);
    const row = (r: { staffId: string; bucket: string; received: number; placed: number; picked: number; packed: number }) => [
      r.staffId === manager.id ? 'manager' : 'picker',
      r.bucket,
      r.received,
      r.placed,
      r.picked,
      r.packed,
    ];
    expect(hours.body.rows.map(row).sort()).toEqual([
      ['manager', '2027-02-10T01:00', 10, 0, 0, 0],
      ['manager', '2027-02-10T12:00', 0, 3, 0, 0],
      ['picker', '2027-02-10T12:00', 0, 0, 2, 1],
    ]);
    const days = await api(app, 'GET', `/api/admin/floor-metrics/activity?${period}&bucket=day`, as(manager));
    expect(days.body.rows.map(row).sort()).toEqual([
      ['manager', '2027-02-09', 10, 0, 0, 0],
      ['manager', '2027-02-10', 0, 3, 0, 0],
      ['picker', '2027-02-10', 0, 0, 2, 1],
    ]);
    expect(days.body.rows[0].staffName).toBe('Wendy Warehouse');
  });

  it('measures receiving from delivery to located, the share within 1, 2 and 3 days, and the open late shipments', async () => {
    const res = await api(app, 'GET', `/api/admin/floor-metrics/receiving?${period}`, as(manager));
    expect(res.status).toBe(200);
    expect(res.body.delivered).toBe(4);
    expect(res.body.within).toEqual([
      { days: 1, located: 1, share: 0.25 },
      { days: 2, located: 1, share: 0.25 },
      { days: 3, located: 2, share: 0.5 },
    ]);
    expect(res.body.shipments.map((s: { id: string; hours: number | null }) => [s.id, s.hours])).toEqual([
      [ids.d, null],
      [ids.c, null],
      [ids.b, 60],
      [ids.a, 22],
    ]);
    expect(res.body.lateOpen.map((s: { id: string }) => s.id)).toEqual([ids.c]);
  });

  it('shows orders waiting to ship by age and the handovers per day and carrier in the reader’s time zone', async () => {
    const res = await api(app, 'GET', `/api/admin/floor-metrics/shipping?${period}&timeZone=Europe/Moscow`, as(manager));
    expect(res.status).toBe(200);
    expect(res.body.waiting).toEqual([
      { age: 'UNDER_1_DAY', orders: 1 },
      { age: 'DAYS_1_TO_2', orders: 0 },
      { age: 'DAYS_2_TO_3', orders: 1 },
      { age: 'OVER_3_DAYS', orders: 1 },
    ]);
    expect(res.body.oldestWaiting.map((o: { id: string }) => o.id)).toEqual([orders.old, orders.twoDays, orders.fresh]);
    expect(res.body.handedOver).toEqual([{ day: '2027-02-10', carrier: 'USPS', orders: 1 }]);
  });

  it('records a scan refused over HTTP and counts refusals per 1,000 scans per staff member', async () => {
    const seller2 = await newSeller(app);
    const send = async (who: Account, method: string, path: string, body?: unknown) => {
      const res = await api(app, method, `/api${path}`, { ...as(who), body });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const productId = (await send(seller2, 'POST', '/products', { title: 'Mug', sku: `MUG-${randomUUID().slice(0, 6)}`, priceCents: 999 }))
      .id;
    const delivery = { trackingNumber: '1ZFLOOR', courierService: 'UPS', deliveryType: 'CUSTOM' };
    const shipmentId = (
      await send(seller2, 'POST', '/inbound-shipments', { lines: [{ productId, quantity: 5, barcode: 'MUG-BC' }], delivery })
    ).id;
    await send(seller2, 'POST', `/inbound-shipments/${shipmentId}/submit`);
    await send(manager, 'POST', `/admin/inbound-shipments/${shipmentId}/deliver`);
    await send(manager, 'POST', `/admin/inbound-shipments/${shipmentId}/start-check`);
    const refused = await api(app, 'POST', `/api/admin/inbound-shipments/${shipmentId}/scans`, {
      ...as(manager),
      body: { scanId: randomUUID(), barcode: 'NOT-ON-THIS-SHIPMENT' },
    });
    expect(refused.body.code).toBe('UNKNOWN_BARCODE');
    await caughtUp(app);
    const res = await api(app, 'GET', `/api/admin/floor-metrics/accuracy?${period}`, as(manager));
    expect(res.status).toBe(200);
    // The manager's three accepted scans (two receipts, one placement) and the refused one.
    expect(res.body.rows.find((r: { staffId: string }) => r.staffId === manager.id)).toMatchObject({
      scans: 4,
      wrongItem: 0,
      wrongBin: 0,
      unknownBarcode: 1,
      unknownBarcodePerThousand: 250,
    });
    expect(res.body.rows.find((r: { staffId: string }) => r.staffId === picker.id)).toMatchObject({ scans: 2, unknownBarcode: 0 });
  });

  it('downloads each chart’s table as Excel (and CSV) with its figures, in the reader’s language and time zone', async () => {
    const sheet = async (query: string, language = 'en-US') => {
      const res = await fetch(`${app.url}/api/admin/floor-metrics/report?${period}&format=xlsx&${query}`, {
        headers: { ...as(manager).headers, 'Accept-Language': language, 'X-Environment': 'test' },
      });
      expect([res.status, res.headers.get('content-type')]).toEqual([
        200,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
      const { default: excel } = await import('exceljs');
      const book = new excel.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { rows, disposition: res.headers.get('content-disposition') };
    };
    const activity = await sheet(`table=activity&bucket=hour&timeZone=Europe/Moscow&staffId=${picker.id}`);
    expect(activity.disposition).toBe('attachment; filename="floor-activity-2027-02-01.xlsx"');
    expect(activity.rows).toEqual([
      ['Staff member', 'Hour (Europe/Moscow)', 'Received', 'Placed', 'Picked', 'Packed'],
      [expect.any(String), '2027-02-10T12:00', 0, 0, 2, 1],
    ]);
    // Delivered 08:00 UTC and located 20:00 UTC two days later: 11:00 and 23:00 in Moscow, 60 hours.
    // (Open shipments have no located time nor hours: Excel leaves those trailing cells out.)
    const receiving = (await sheet('table=receiving&timeZone=Europe/Moscow')).rows;
    const seeded: unknown[] = Object.values(ids);
    expect([receiving[0], ...receiving.filter((r) => seeded.includes(r[0]))]).toEqual([
      ['Shipment', 'Delivered (Europe/Moscow)', 'Located (Europe/Moscow)', 'Hours to locate'],
      [ids.d, '2027-02-09 11:00:00'],
      [ids.c, '2027-02-03 11:00:00'],
      [ids.b, '2027-02-02 11:00:00', '2027-02-04 23:00:00', 60],
      [ids.a, '2027-02-01 11:00:00', '2027-02-02 09:00:00', 22],
    ]);
    expect((await sheet('table=waiting', 'ru-RU')).rows).toEqual([
      ['Ждёт', 'Заказов'],
      ['Меньше 1 дня', 1],
      ['1–2 дня', 0],
      ['2–3 дня', 1],
      ['Больше 3 дней', 1],
    ]);
    expect((await sheet('table=handed-over&timeZone=Europe/Moscow')).rows).toEqual([
      ['Day (Europe/Moscow)', 'Carrier', 'Orders'],
      ['2027-02-10', 'USPS', 1],
    ]);
    const accuracy = await sheet('table=accuracy');
    expect(accuracy.rows[0]).toEqual([
      'Staff member',
      'Scans',
      'Wrong item',
      'Wrong item ‰',
      'Wrong bin',
      'Wrong bin ‰',
      'Unknown barcode',
      'Unknown barcode ‰',
    ]);
    expect(accuracy.rows).toContainEqual([expect.any(String), 2, 0, 0, 0, 0, 0, 0]);
    const csv = await api(
      app,
      'GET',
      `/api/admin/floor-metrics/report?${period}&format=csv&table=handed-over&timeZone=Europe/Moscow`,
      as(manager),
    );
    expect([csv.status, (csv.body as string).replace(/^\uFEFF/, '')]).toEqual([
      200,
      'Day (Europe/Moscow),Carrier,Orders\r\n2027-02-10,USPS,1\r\n',
    ]);
    const bad = await api(app, 'GET', `/api/admin/floor-metrics/report?${period}&format=xlsx&table=bins`, as(manager));
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await api(app, 'GET', `/api/admin/floor-metrics/report?${period}&format=csv&table=waiting`, as(seller))).status).toBe(403);
  });

  it('refuses a bad period or time zone with 400 VALIDATION_FAILED, and sellers with 403', async () => {
    for (const query of [
      'from=2027-02-05T00:00:00.000Z&to=2027-02-01T00:00:00.000Z',
      `${period}&timeZone=Mars/Olympus`,
      `${period}&bucket=minute`,
      'from=yesterday&to=2027-02-01T00:00:00.000Z',
    ]) {
      const res = await api(app, 'GET', `/api/admin/floor-metrics/activity?${query}`, as(manager));
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await api(app, 'GET', `/api/admin/floor-metrics/shipping?${period}`, as(seller))).status).toBe(403);
  });
});
