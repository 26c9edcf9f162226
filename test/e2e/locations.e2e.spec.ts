// Warehouse locations over real HTTP: managers create bins (one or a range) and deactivate empty ones, staff list them
// and print labels, sellers see none of it; what each bin holds comes from inbound placements.
import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { locationRoutes as routes } from '@ledgerhouse/contracts';
import { IsActiveLocation } from '../../services/src/locations/queries/is-active-location.query';
import { barcodePng } from '../../services/src/locations/labels/bin-labels-pdf';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { pdfPages } from '../support/pdf-pages';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let manager: Account;
let staff: Account;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp();
  [manager, staff, seller] = [await adminAccount(app, 'WAREHOUSE_MANAGER'), await adminAccount(app, 'STAFF'), await newSeller(app)];
});
afterAll(() => app.close());

const as = (account: Account) => ({ headers: bearer(account) });
const caughtUp = async (position: string | undefined) => {
  if (position) await app.running.runner.waitFor(position as never, 5000);
};
async function create(code: string) {
  const res = await apiRoute(app, routes.create, { ...as(manager), body: { code } });
  await caughtUp(res.body.position);
  return res;
}
async function createRange(zone: string, aisles: [number, number], shelves: [number, number]) {
  const body = { zone, aisleFrom: aisles[0], aisleTo: aisles[1], shelfFrom: shelves[0], shelfTo: shelves[1] };
  const res = await apiRoute(app, routes.createRange, { ...as(manager), body });
  await caughtUp(res.body.position || undefined);
  return res;
}
const list = (query: Record<string, string | number> = {}, who = staff) =>
  apiRoute(app, routes.list, { ...as(who), query: query as never });

/** Inbound puts units into a bin: the event its placement appends to the shipment's stream. */
async function place(locationCode: string, productId: string, quantity: number) {
  const store = app.running.persistence.store;
  const metadata = { correlationId: randomUUID(), causationId: null, userId: manager.id, impersonatorId: null, schemaVersion: 1 };
  const data = { placementId: randomUUID(), productId, sellerId: seller.id, locationCode, quantity, at: new Date().toISOString() };
  const appended = await store.append(`inbound-${randomUUID()}`, [{ type: 'InboundUnitsPlaced', data, metadata }], 0);
  await caughtUp(appended.position as string);
}

describe('locations: creating bins', () => {
  it('creates a bin from a code in any case, lists it active and empty, and refuses the code again with LOCATION_ALREADY_EXISTS', async () => {
    const created = await create(' a-01-02 ');
    expect(created.status).toBe(201);
    expect(created.body.id).toBe('A-01-02');
    expect((await list({ search: 'A-01-02' })).body).toMatchObject({
      total: 1,
      items: [{ code: 'A-01-02', zone: 'A', aisle: 1, shelf: 2, active: true, units: 0 }],
    });
    const again = await create('A-01-02');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'LOCATION_ALREADY_EXISTS', message: 'Bin A-01-02 already exists' });
  });

  it('lets exactly one of five simultaneous creates of a code win; the others get LOCATION_ALREADY_EXISTS', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => apiRoute(app, routes.create, { ...as(manager), body: { code: 'N-01-01' } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    await caughtUp(answers.find((r) => r.status === 201)!.body.position);
    expect((await list({ search: 'N-01-01' })).body.total).toBe(1);
  });

  it('creates the largest range, 500 bins, in one request', async () => {
    const res = await createRange('P', [1, 25], [1, 20]);
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(500);
    expect((await list({ search: 'P-', pageSize: 1 })).body.total).toBe(500);
  });

  it.each(['A-1-02', 'AA-01-02', 'A-01-02-03', '1-01-01', 'A01-02', ''])(
    'refuses the code %p with LOCATION_CODE_FORMAT on code',
    async (code) => {
      const res = await create(code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'code', code: 'LOCATION_CODE_FORMAT' }] } });
    },
  );

  it('creates every bin of a range and keeps the ones that exist', async () => {
    await create('B-02-01');
    const res = await createRange('b', [1, 2], [1, 3]);
    expect(res.status).toBe(201);
    expect(res.body.created).toEqual(['B-01-01', 'B-01-02', 'B-01-03', 'B-02-02', 'B-02-03']);
    expect(res.body.alreadyExisting).toEqual(['B-02-01']);
    expect((await list({ search: 'B-', pageSize: 50 })).body.total).toBe(6);
  });

  it('refuses a range over 500 bins with LOCATION_BATCH_TOO_LARGE and a backwards range on its field', async () => {
    const big = await createRange('C', [1, 26], [1, 20]);
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({ code: 'LOCATION_BATCH_TOO_LARGE', message: 'At most 500 bins at once (520 asked)' });
    const backwards = await createRange('C', [5, 4], [1, 1]);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ details: { fields: [{ field: 'aisleTo', code: 'TOO_SMALL' }] } });
  });
});

describe('locations: listing', () => {
  it('searches, filters active and inactive, and pages in code order', async () => {
    await createRange('D', [1, 1], [1, 5]);
    await caughtUp((await apiRoute(app, routes.deactivate, { ...as(manager), params: { code: 'D-01-03' } })).body.position);
    const firstPage = await list({ search: 'd-01', pageSize: 2, page: 1 });
    expect(firstPage.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(firstPage.body.items.map((i) => i.code)).toEqual(['D-01-01', 'D-01-02']);
    expect((await list({ search: 'D-01', pageSize: 2, page: 3 })).body.items.map((i) => i.code)).toEqual(['D-01-05']);
    expect((await list({ search: 'D-01', active: 'false' })).body.items.map((i) => i.code)).toEqual(['D-01-03']);
    expect((await list({ search: 'D-01', active: 'true' })).body.total).toBe(4);
    expect((await list({ search: '%' })).body.total).toBe(0);
  });
});

describe('locations: deactivating', () => {
  it('deactivates an empty bin, reactivates it, and refuses a bin holding stock with LOCATION_HAS_STOCK', async () => {
    await createRange('E', [1, 1], [1, 2]);
    const off = await apiRoute(app, routes.deactivate, { ...as(manager), params: { code: 'E-01-01' } });
    expect(off.status).toBe(200);
    await caughtUp(off.body.position);
    expect((await list({ search: 'E-01-01' })).body.items[0].active).toBe(false);
    const on = await apiRoute(app, routes.reactivate, { ...as(manager), params: { code: 'e-01-01' } });
    expect(on.status).toBe(200);
    await caughtUp(on.body.position);
    expect((await list({ search: 'E-01-01' })).body.items[0].active).toBe(true);

    await place('E-01-02', randomUUID(), 7);
    const refused = await apiRoute(app, routes.deactivate, {
      ...as(manager),
      params: { code: 'E-01-02' },
      headers: { ...bearer(manager), 'Accept-Language': 'ru-RU' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LOCATION_HAS_STOCK', message: expect.stringContaining('В ячейке E-01-02 ещё 7') });
    expect((await list({ search: 'E-01-02' })).body.items[0]).toMatchObject({ active: true, units: 7 });
  });

  it('answers LOCATION_NOT_FOUND for a bin that does not exist', async () => {
    const res = await apiRoute(app, routes.deactivate, { ...as(manager), params: { code: 'Z-99-99' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'LOCATION_NOT_FOUND', message: 'There is no bin Z-99-99' });
  });
});

describe('locations: stock by bin', () => {
  it('shows what a bin holds and which bins hold a product', async () => {
    await createRange('F', [1, 1], [1, 2]);
    const product = randomUUID();
    const other = randomUUID();
    await place('F-01-01', product, 4);
    await place('F-01-02', product, 6);
    await place('F-01-01', product, 1);
    await place('F-01-01', other, 2);
    const bin = await apiRoute(app, routes.stock, { ...as(staff), params: { code: 'F-01-01' } });
    expect(bin.status).toBe(200);
    expect(bin.body.items).toEqual(
      expect.arrayContaining([
        { productId: product, sellerId: seller.id, sku: null, title: null, quantity: 5 },
        { productId: other, sellerId: seller.id, sku: null, title: null, quantity: 2 },
      ]),
    );
    expect(bin.body.items).toHaveLength(2);
    const bins = await apiRoute(app, routes.productBins, { ...as(staff), params: { productId: product } });
    expect(bins.body).toEqual({
      productId: product,
      items: [
        { locationCode: 'F-01-01', quantity: 5, active: true },
        { locationCode: 'F-01-02', quantity: 6, active: true },
      ],
    });
    const missing = await apiRoute(app, routes.stock, { ...as(staff), params: { code: 'Y-01-01' } });
    expect(missing.status).toBe(404);
  });
});

describe('locations: who may', () => {
  it('lets staff list and read but not create, deactivate or reactivate (403 WAREHOUSE_MANAGER_ONLY)', async () => {
    await create('G-01-01');
    expect((await list({ search: 'G-01-01' }, staff)).status).toBe(200);
    const attempts = [
      await apiRoute(app, routes.create, { ...as(staff), body: { code: 'G-01-02' } }),
      await apiRoute(app, routes.createRange, { ...as(staff), body: { zone: 'G', aisleFrom: 2, aisleTo: 2, shelfFrom: 1, shelfTo: 1 } }),
      await apiRoute(app, routes.deactivate, { ...as(staff), params: { code: 'G-01-01' } }),
      await apiRoute(app, routes.reactivate, { ...as(staff), params: { code: 'G-01-01' } }),
    ];
    expect(attempts.map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([403, 'WAREHOUSE_MANAGER_ONLY']));
    expect((await list({ search: 'G-' })).body.items.map((i) => [i.code, i.active])).toEqual([['G-01-01', true]]);
  });

  it('refuses sellers every locations route with 403', async () => {
    const answers = [
      await list({}, seller),
      await apiRoute(app, routes.create, { ...as(seller), body: { code: 'H-01-01' } }),
      await apiRoute(app, routes.stock, { ...as(seller), params: { code: 'A-01-02' } }),
      await apiRoute(app, routes.productBins, { ...as(seller), params: { productId: randomUUID() } }),
      await apiRoute(app, routes.labels, { ...as(seller), query: { codes: 'A-01-02' } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('locations: labels', () => {
  const labels = (query: string, who = staff) =>
    fetch(`${app.url}/api/admin/locations/labels.pdf?${query}`, { headers: { ...bearer(who), 'X-Environment': 'test' } });

  it('prints one page per listed bin with its Code 128 barcode image and its code', async () => {
    await createRange('J', [1, 1], [1, 3]);
    const res = await labels('codes=J-01-03&codes=j-01-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(await res.arrayBuffer()));
    expect(pages.map((p) => p.texts)).toEqual([['J-01-03'], ['J-01-01']]);
    const png = await barcodePng('J-01-03');
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    expect(pages[0].images).toEqual([size]);
    expect(pages[1].images).toHaveLength(1);
  });

  it('prints the existing bins of a range', async () => {
    await createRange('K', [1, 2], [1, 1]);
    const res = await labels('zone=K&aisleFrom=1&aisleTo=3&shelfFrom=1&shelfTo=1');
    expect(res.status).toBe(200);
    expect((await pdfPages(new Uint8Array(await res.arrayBuffer()))).map((p) => p.texts)).toEqual([['K-01-01'], ['K-02-01']]);
  });

  it('refuses no selection, an unknown code and a bad code', async () => {
    expect(await (await labels('')).json()).toMatchObject({ code: 'LOCATION_LABELS_SELECTION_REQUIRED' });
    const unknown = await labels('codes=X-09-09');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'LOCATION_NOT_FOUND', message: 'There is no bin X-09-09' });
    expect((await labels('codes=nonsense')).status).toBe(400);
  });
});

describe('IsActiveLocation (the query inbound asks before a placement)', () => {
  it('is true for an active bin, false once deactivated, for an unknown bin and for a malformed code', async () => {
    await create('M-01-01');
    const ask = (code: string) => app.running.app.get(QueryBus).execute(new IsActiveLocation(code));
    expect(await ask(' m-01-01 ')).toBe(true);
    await apiRoute(app, routes.deactivate, { ...as(manager), params: { code: 'M-01-01' } });
    expect(await ask('M-01-01')).toBe(false);
    expect(await ask('M-01-02')).toBe(false);
    expect(await ask('not a bin')).toBe(false);
  });
});
