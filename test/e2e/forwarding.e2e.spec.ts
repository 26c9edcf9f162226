// Forwarding shipments over real HTTP: the seller's list, create, edit, view and cancel; the warehouse's list, note,
// delivery and charge through the wallet (paid, refused then retried, never twice); every rule and error; tenants.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forwardingRoutes as routes } from '@ledgerhouse/contracts';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, blockUser, caughtUp, eventually, fields, fundWallet, walletFacts } from '../support/billing';
import { downloadBytes, uploadFiles } from '../support/multipart';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-forwarding-e2e-'));
let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
const tracking = () => `1ZFWD${Date.now().toString(36).toUpperCase()}${counter++}`;
const declared = (extra: Record<string, unknown> = {}) => ({
  trackingNumber: tracking(),
  courierService: 'UPS',
  parcels: 2,
  clientNote: 'Fragile',
  ...extra,
});

/** Calls the route and waits for the projections when the answer carries a position. */
async function call<R extends (typeof routes)[keyof typeof routes]>(account: Account, route: R, input: Omit<RouteInput<R>, 'headers'>) {
  const res = await apiRoute(app, route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
  const position = (res.body as { position?: string }).position;
  if (res.status < 300 && position) await caughtUp(app, position);
  return res;
}
async function create(seller: Account, body = declared()) {
  const res = await call(seller, routes.create, { body });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
const params = (shipmentId: string) => ({ params: { shipmentId } });
const view = async (seller: Account, shipmentId: string) => (await call(seller, routes.get, params(shipmentId))).body;
const deliver = (shipmentId: string) => call(manager, routes.deliver, params(shipmentId));
const charge = (shipmentId: string, processingCostCents: number) =>
  call(manager, routes.charge, { ...params(shipmentId), body: { processingCostCents } });
const spentOn = async (sellerId: string, shipmentId: string) =>
  (await walletFacts(app, sellerId)).spent.filter((s) => s.documentId === shipmentId);

describe('forwarding shipments (seller)', () => {
  it('creates one NOT_DELIVERED with what was declared, and shows it in the list and the view', async () => {
    const seller = await newSeller(app);
    const body = declared();
    const id = await create(seller, body);
    expect(await view(seller, id)).toEqual({
      id,
      sellerId: seller.id,
      ...body,
      files: [],
      managerNote: null,
      processingCostCents: null,
      status: 'NOT_DELIVERED',
      statusChangedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const list = await call(seller, routes.list, { query: {} });
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 50, items: [{ id, trackingNumber: body.trackingNumber }] });
    expect(list.body.items[0]).not.toHaveProperty('sellerEmail');
  });

  it('filters the list by status, tracking number and creation period, and pages it', async () => {
    const seller = await newSeller(app);
    const first = await create(seller, declared({ trackingNumber: 'AAA-111-XYZ' }));
    const second = await create(seller, declared({ trackingNumber: 'BBB-222-XYZ' }));
    const third = await create(seller, declared({ trackingNumber: 'CCC-333' }));
    await call(seller, routes.cancel, params(third));
    const ids = async (query: Record<string, unknown>) =>
      (await call(seller, routes.list, { query })).body.items.map((i: { id: string }) => i.id).sort();
    expect(await ids({ status: 'CANCELED' })).toEqual([third]);
    expect(await ids({ status: 'NOT_DELIVERED' })).toEqual([first, second].sort());
    expect(await ids({ search: 'xyz' })).toEqual([first, second].sort());
    expect(await ids({ search: 'bbb-222' })).toEqual([second]);
    expect(await ids({ from: '2999-01-01T00:00:00.000Z' })).toEqual([]);
    expect(await ids({ from: '2000-01-01T00:00:00.000Z', to: '2999-01-01T00:00:00.000Z' })).toHaveLength(3);
    const page2 = await call(seller, routes.list, { query: { page: '2', pageSize: '2' } });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
  });

  it('refuses bad input with 400 VALIDATION_FAILED naming each field', async () => {
    const seller = await newSeller(app);
    const bad = await api(app, 'POST', '/api/forwarding-shipments', {
      ...as(seller),
      body: { trackingNumber: '  ', courierService: '', parcels: 0, clientNote: 'x'.repeat(1001) },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(fields(bad.body)).sort()).toEqual(['clientNote', 'courierService', 'parcels', 'trackingNumber']);
    const fractional = await api(app, 'POST', '/api/forwarding-shipments', { ...as(seller), body: declared({ parcels: 1.5 }) });
    expect(fields(fractional.body)).toHaveProperty('parcels');
    const unknown = await api(app, 'POST', '/api/forwarding-shipments', { ...as(seller), body: declared({ files: [] }) });
    expect([unknown.status, fields(unknown.body)]).toEqual([400, { files: 'UNKNOWN_FIELD' }]);
    const notIds = await api(app, 'POST', '/api/forwarding-shipments', { ...as(seller), body: declared({ fileIds: ['x'] }) });
    expect(fields(notIds.body)).toEqual({ 'fileIds.0': expect.any(String) });
    const badQuery = await api(app, 'GET', '/api/forwarding-shipments?status=LOST', as(seller));
    expect([badQuery.status, fields(badQuery.body)]).toEqual([400, { 'query.status': 'INVALID_VALUE' }]);
    const badId = await api(app, 'GET', '/api/forwarding-shipments/not-a-uuid', as(seller));
    expect(badId.status).toBe(400);
  });

  it('edits while NOT_DELIVERED only (409 FORWARDING_STATUS_CONFLICT after delivery; cancel too)', async () => {
    const seller = await newSeller(app);
    const id = await create(seller);
    const edited = await call(seller, routes.update, {
      ...params(id),
      body: declared({ trackingNumber: 'EDITED-1', parcels: 5, clientNote: null }),
    });
    expect(edited.status).toBe(200);
    expect(await view(seller, id)).toMatchObject({ trackingNumber: 'EDITED-1', parcels: 5, clientNote: null, status: 'NOT_DELIVERED' });
    expect((await deliver(id)).status).toBe(200);
    const late = await call(seller, routes.update, { ...params(id), body: declared() });
    expect([late.status, late.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
    expect(late.body.message).toContain('DELIVERED');
    const lateCancel = await call(seller, routes.cancel, params(id));
    expect([lateCancel.status, lateCancel.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
    const again = await deliver(id);
    expect([again.status, again.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
  });

  it('cancels one not delivered; a canceled one never changes again (409 FORWARDING_SHIPMENT_CANCELED), in both languages', async () => {
    const seller = await newSeller(app);
    const id = await create(seller);
    expect((await call(seller, routes.cancel, params(id))).status).toBe(200);
    expect(await view(seller, id)).toMatchObject({ status: 'CANCELED' });
    const attempts = [
      await call(seller, routes.cancel, params(id)),
      await call(seller, routes.update, { ...params(id), body: declared() }),
      await deliver(id),
      await call(manager, routes.setManagerNote, { ...params(id), body: { managerNote: 'too late' } }),
      await charge(id, 500),
    ];
    for (const res of attempts) expect([res.status, res.body.code]).toEqual([409, 'FORWARDING_SHIPMENT_CANCELED']);
    const ru = await api(app, 'POST', `/api/forwarding-shipments/${id}/cancel`, {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
    });
    expect(ru.body.message).toBe('Переадресация отменена и больше не меняется. Создайте новую');
    expect(await view(seller, id)).toMatchObject({ status: 'CANCELED', managerNote: null, processingCostCents: null });
  });

  it('attaches up to 5 of the seller’s own files, shown by name, changed on edit; more is FILES_TOO_MANY, another’s FILE_NOT_FOUND', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(800, 0x20)]);
    const upload = async (account: Account, count: number) => {
      const parts = Array.from({ length: count }, (_, i) => ({ name: `label-${i + 1}.pdf`, bytes: pdf }));
      const res = await uploadFiles(app, '/api/files', 'files', parts, bearer(account));
      expect(res.status).toBe(201);
      return res.body.files.map((f: { id: string }) => f.id) as string[];
    };
    const [first, second, third, fourth, fifth] = await upload(seller, 5);
    const [sixth] = await upload(seller, 1);
    const [theirs] = await upload(other, 1);

    const id = await create(seller, declared({ fileIds: [first, second] }));
    expect((await view(seller, id)).files).toEqual([
      { id: first, name: 'label-1.pdf' },
      { id: second, name: 'label-2.pdf' },
    ]);
    const edited = await call(seller, routes.update, { ...params(id), body: declared({ fileIds: [second, third, fourth, fifth] }) });
    expect(edited.status).toBe(200);
    expect((await view(seller, id)).files.map((f: { id: string }) => f.id)).toEqual([second, third, fourth, fifth]);

    const tooMany = await call(seller, routes.update, {
      ...params(id),
      body: declared({ fileIds: [first, second, third, fourth, fifth, sixth] }),
    });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([422, 'FILES_TOO_MANY', 'You can only upload up to 5 files']);
    const notMine = await call(seller, routes.create, { body: declared({ fileIds: [first, theirs] }) });
    expect([notMine.status, notMine.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await call(seller, routes.list, { query: {} })).body.total).toBe(1);

    const forManager = await call(manager, routes.adminGet, params(id));
    expect(forManager.body.files).toHaveLength(4);
    const download = await downloadBytes(app, `/api/admin/files/${third}`, bearer(manager));
    expect([download.status, download.bytes.equals(pdf)]).toEqual([200, true]);
  });

  it('keeps each seller to their own shipments: another seller gets 404 and an empty list; sellers cannot use the warehouse routes', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const id = await create(seller);
    for (const res of [
      await call(other, routes.get, params(id)),
      await call(other, routes.update, { ...params(id), body: declared() }),
      await call(other, routes.cancel, params(id)),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call(other, routes.list, { query: {} })).body).toMatchObject({ total: 0, items: [] });
    for (const res of [
      await call(seller, routes.adminList, { query: {} }),
      await call(seller, routes.adminGet, params(id)),
      await call(seller, routes.deliver, params(id)),
      await call(seller, routes.charge, { ...params(id), body: { processingCostCents: 100 } }),
    ])
      expect(res.status).toBe(403);
    expect(await view(seller, id)).toMatchObject({ status: 'NOT_DELIVERED' });
  });
});

describe('forwarding shipments (warehouse)', () => {
  it('lists every seller’s with status, seller and period filters, and shows the seller', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const mine = await create(seller);
    const theirs = await create(other);
    await deliver(theirs);
    const list = async (query: Record<string, unknown>) => (await call(staff, routes.adminList, { query })).body;
    expect(await list({ sellerId: seller.id })).toMatchObject({
      total: 1,
      items: [{ id: mine, sellerId: seller.id, sellerEmail: seller.email }],
    });
    expect((await list({ sellerId: other.id, status: 'DELIVERED' })).items.map((i: { id: string }) => i.id)).toEqual([theirs]);
    expect((await list({ sellerId: other.id, status: 'NOT_DELIVERED' })).total).toBe(0);
    expect((await list({ sellerId: seller.id, to: '2000-01-01T00:00:00.000Z' })).total).toBe(0);
    expect((await call(manager, routes.adminGet, params(mine))).body).toMatchObject({ id: mine, sellerName: expect.any(String) });
    expect((await call(manager, routes.adminGet, params('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('writes a manager note the seller sees', async () => {
    const seller = await newSeller(app);
    const id = await create(seller);
    expect((await call(manager, routes.setManagerNote, { ...params(id), body: { managerNote: 'Two boxes, one dented' } })).status).toBe(
      200,
    );
    expect(await view(seller, id)).toMatchObject({ managerNote: 'Two boxes, one dented' });
  });

  it('charges a delivered shipment from the wallet as FORWARDING_SHIPMENT: PAID, the cost shown, the shipment the document', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 5_000);
    const id = await create(seller);
    const early = await charge(id, 1_250);
    expect([early.status, early.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
    await deliver(id);
    const paid = await charge(id, 1_250);
    expect([paid.status, paid.body.status]).toEqual([200, 'PAID']);
    expect(await view(seller, id)).toMatchObject({ status: 'PAID', processingCostCents: 1_250 });
    expect(await spentOn(seller.id, id)).toEqual([{ purpose: 'FORWARDING_SHIPMENT', amountCents: 1_250, documentId: id }]);
    expect((await walletFacts(app, seller.id)).balanceCents).toBe(3_750);
    const spendings = await api(app, 'GET', '/api/wallet/spendings?purpose=FORWARDING_SHIPMENT', as(seller));
    expect(spendings.body.items).toMatchObject([{ amountCents: 1_250, reference: { kind: 'FORWARDING_SHIPMENT' } }]);
    const twice = await charge(id, 1_250);
    expect([twice.status, twice.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
    expect(await spentOn(seller.id, id)).toHaveLength(1);
  });

  it('refuses bad costs with 400 (zero, fractional, above the cap)', async () => {
    const seller = await newSeller(app);
    const id = await create(seller);
    await deliver(id);
    for (const processingCostCents of [0, 12.5, 10_000_001]) {
      const res = await api(app, 'POST', `/api/admin/forwarding-shipments/${id}/charge`, { ...as(manager), body: { processingCostCents } });
      expect([res.status, fields(res.body)]).toEqual([400, { processingCostCents: expect.any(String) }]);
    }
    expect(await view(seller, id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('marks PAYMENT_FAILED when the wallet cannot pay; a manager may charge again; the next top-up pays it by itself, once', async () => {
    const seller = await newSeller(app);
    const id = await create(seller);
    await deliver(id);
    const refused = await charge(id, 2_000);
    expect([refused.status, refused.body.status]).toEqual([200, 'PAYMENT_FAILED']);
    expect(await view(seller, id)).toMatchObject({ status: 'PAYMENT_FAILED', processingCostCents: 2_000 });
    expect((await walletFacts(app, seller.id)).refused).toEqual([{ purpose: 'FORWARDING_SHIPMENT', amountCents: 2_000, documentId: id }]);
    const stillShort = await charge(id, 1_500);
    expect([stillShort.status, stillShort.body.status]).toEqual([200, 'PAYMENT_FAILED']);
    expect(await view(seller, id)).toMatchObject({ status: 'PAYMENT_FAILED', processingCostCents: 1_500 });
    await fundWallet(app, staff, seller.id, 3_000);
    await eventually(async () => expect(await view(seller, id)).toMatchObject({ status: 'PAID', processingCostCents: 1_500 }), 20_000);
    expect(await spentOn(seller.id, id)).toEqual([{ purpose: 'FORWARDING_SHIPMENT', amountCents: 1_500, documentId: id }]);
    expect((await walletFacts(app, seller.id)).balanceCents).toBe(1_500);
    const again = await charge(id, 1_500);
    expect([again.status, again.body.code]).toEqual([409, 'FORWARDING_STATUS_CONFLICT']);
    expect(await spentOn(seller.id, id)).toHaveLength(1);
  });

  it('after a top-up pays the oldest failed shipment first and leaves the one the balance cannot cover', async () => {
    const seller = await newSeller(app);
    const older = await create(seller);
    const newer = await create(seller);
    for (const id of [older, newer]) {
      await deliver(id);
      expect((await charge(id, 2_000)).body.status).toBe('PAYMENT_FAILED');
    }
    await fundWallet(app, staff, seller.id, 3_000);
    await eventually(async () => expect(await view(seller, older)).toMatchObject({ status: 'PAID' }), 20_000);
    // The newer one was asked again after the older was paid, and refused again: its second failure is on its stream.
    const failures = async () =>
      (await app.running.persistence.store.readStream(`forwarding-${newer}`)).filter((e) => e.type === 'ForwardingPaymentFailed');
    await eventually(async () => expect(await failures()).toHaveLength(2), 20_000);
    await caughtUp(app);
    expect(await view(seller, newer)).toMatchObject({ status: 'PAYMENT_FAILED' });
    expect(await spentOn(seller.id, newer)).toEqual([]);
    expect((await walletFacts(app, seller.id)).balanceCents).toBe(1_000);
  });

  it('never charges a deactivated account: 403 ACCOUNT_BLOCKED, the shipment PAYMENT_FAILED, nothing spent', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 5_000);
    const id = await create(seller);
    await deliver(id);
    await blockUser(app, staff, seller.id);
    const refused = await charge(id, 800);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_BLOCKED']);
    await caughtUp(app, (refused.body.details as { position: string }).position);
    expect((await call(manager, routes.adminGet, params(id))).body).toMatchObject({ status: 'PAYMENT_FAILED', processingCostCents: 800 });
    expect(await walletFacts(app, seller.id)).toMatchObject({ spent: [], refused: [], balanceCents: 5_000 });
  });

  it('resumes a charge left PAYMENT_PENDING by a crash after the intent: the recorded amount, charged once', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 5_000);
    const id = await create(seller);
    await deliver(id);
    // The process died right after recording the intent: the stream holds it, the wallet was never asked.
    const stream = `forwarding-${id}`;
    const version = (await app.running.persistence.store.readStream(stream)).length;
    const intent = { documentId: id, amountCents: 700, at: new Date().toISOString() };
    const metadata = { correlationId: id, causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
    const appended = await app.running.persistence.store.append(
      stream,
      [{ type: 'ForwardingPaymentRequested', data: intent, metadata }],
      version,
    );
    await caughtUp(app, appended.position as never);
    expect(await view(seller, id)).toMatchObject({ status: 'PAYMENT_PENDING', processingCostCents: 700 });
    const resumed = await charge(id, 999);
    expect([resumed.status, resumed.body.status]).toEqual([200, 'PAID']);
    expect(await spentOn(seller.id, id)).toEqual([{ purpose: 'FORWARDING_SHIPMENT', amountCents: 700, documentId: id }]);
  });

  it('never charges twice when two managers charge at once', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 10_000);
    const id = await create(seller);
    await deliver(id);
    const answers = await Promise.all([charge(id, 900), charge(id, 900), charge(id, 900)]);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.some((res) => res.status === 200 && res.body.status === 'PAID')).toBe(true);
    expect(await spentOn(seller.id, id)).toHaveLength(1);
    expect((await walletFacts(app, seller.id)).balanceCents).toBe(9_100);
    expect(await view(seller, id)).toMatchObject({ status: 'PAID' });
  });
});
