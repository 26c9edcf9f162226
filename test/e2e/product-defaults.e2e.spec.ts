// Product defaults (profile, "Product info") and countries of origin over real HTTP; a manager lists one seller's products.
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;
beforeAll(async () => {
  app = await startTestApp();
  [seller, other] = [await newSeller(app), await newSeller(app)];
});
afterAll(() => app.close());

const as = (account: Account, extra: Record<string, string> = {}) => ({ headers: { ...bearer(account), ...extra } });
const defaults = {
  countryOfOrigin: 'de',
  unitOfMeasurement: 'pcs',
  dimensions: { length: 30, width: 20, height: 10, unit: 'cm' },
  weight: { value: 1.2, unit: 'kg' },
};

async function caughtUp(position: string) {
  if (position) await app.running.runner.waitFor(position as never, 5000);
}

describe('product defaults', () => {
  it('starts empty, keeps what the seller saves (country upper-cased) and replaces the whole on the next save', async () => {
    const seller = await newSeller(app);
    expect((await api(app, 'GET', '/api/profile/product-defaults', as(seller))).body).toEqual({ updatedAt: null });
    const saved = await api(app, 'PUT', '/api/profile/product-defaults', { ...as(seller), body: defaults });
    expect(saved.status).toBe(200);
    await caughtUp(saved.body.position);
    const read = await api(app, 'GET', '/api/profile/product-defaults', as(seller));
    expect(read.body).toEqual({ ...defaults, countryOfOrigin: 'DE', updatedAt: expect.any(String) });
    const cleared = await api(app, 'PUT', '/api/profile/product-defaults', { ...as(seller), body: { countryOfOrigin: 'PT' } });
    await caughtUp(cleared.body.position);
    expect((await api(app, 'GET', '/api/profile/product-defaults', as(seller))).body).toEqual({
      countryOfOrigin: 'PT',
      updatedAt: expect.any(String),
    });
  });

  it('is each seller’s own: another seller neither reads nor overwrites them', async () => {
    const saved = await api(app, 'PUT', '/api/profile/product-defaults', { ...as(seller), body: defaults });
    await caughtUp(saved.body.position);
    expect((await api(app, 'GET', '/api/profile/product-defaults', as(other))).body).toEqual({ updatedAt: null });
    // The body cannot name a user: the id comes from the session only.
    const named = await api(app, 'PUT', '/api/profile/product-defaults', {
      ...as(other),
      body: { userId: seller.id, countryOfOrigin: 'FR' },
    });
    expect([named.status, named.body.details.fields]).toEqual([400, [expect.objectContaining({ field: 'userId', code: 'UNKNOWN_FIELD' })]]);
    const theirs = await api(app, 'PUT', '/api/profile/product-defaults', { ...as(other), body: { countryOfOrigin: 'FR' } });
    await caughtUp(theirs.body.position);
    expect((await api(app, 'GET', '/api/profile/product-defaults', as(seller))).body.countryOfOrigin).toBe('DE');
    expect((await api(app, 'GET', '/api/profile/product-defaults', as(other))).body.countryOfOrigin).toBe('FR');
    expect((await api(app, 'GET', '/api/profile/product-defaults')).status).toBe(401);
  });

  it('refuses a country that does not exist and a half-filled package size', async () => {
    const res = await api(app, 'PUT', '/api/profile/product-defaults', {
      ...as(seller),
      body: { countryOfOrigin: 'ZZ', dimensions: { length: 10, unit: 'cm' } },
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.details.fields.map((f: { field: string; code: string }) => [f.field, f.code]));
    expect(fields).toMatchObject({ countryOfOrigin: 'COUNTRY_UNKNOWN', 'dimensions.width': 'REQUIRED' });
  });
});

describe('country of origin', () => {
  it.each([['zz'], ['Germany'], ['XX']])('refuses %s on a product with COUNTRY_UNKNOWN in en-US and ru-RU', async (country) => {
    const body = { title: 'Kettle', sku: `KETTLE-${country}`, priceCents: 2500, countryOfOrigin: country };
    const en = await api(app, 'POST', '/api/products', { ...as(seller), body });
    expect([en.status, en.body.code, en.body.details.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      [{ field: 'countryOfOrigin', code: 'COUNTRY_UNKNOWN', message: 'Choose a country from the list' }],
    ]);
    const ru = await api(app, 'POST', '/api/products', { ...as(seller, { 'Accept-Language': 'ru-RU' }), body });
    expect(ru.body.details.fields).toEqual([{ field: 'countryOfOrigin', code: 'COUNTRY_UNKNOWN', message: 'Выберите страну из списка' }]);
  });

  it('keeps an ISO 3166-1 code, upper-cased', async () => {
    const created = await api(app, 'POST', '/api/products', {
      ...as(seller),
      body: { title: 'Kettle', sku: 'KETTLE-DE', priceCents: 2500, countryOfOrigin: 'de' },
    });
    expect(created.status).toBe(201);
    await caughtUp(created.body.position);
    expect((await api(app, 'GET', `/api/products/${created.body.id}`, as(seller))).body.countryOfOrigin).toBe('DE');
  });
});

describe('a seller’s products for the warehouse', () => {
  it('lists only the named seller’s products with stock, for staff and managers only', async () => {
    const [mine, theirs] = [await newSeller(app), await newSeller(app)];
    const one = await api(app, 'POST', '/api/products', { ...as(mine), body: { title: 'Lamp', sku: 'LAMP-1', priceCents: 900 } });
    const two = await api(app, 'POST', '/api/products', { ...as(theirs), body: { title: 'Vase', sku: 'VASE-1', priceCents: 900 } });
    await caughtUp(one.body.position);
    await caughtUp(two.body.position);
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const page = await api(app, 'GET', `/api/admin/products?sellerId=${mine.id}`, as(manager));
    expect(page.status).toBe(200);
    expect(
      page.body.items.map((p: { id: string; sellerId: string; stock: { total: number } }) => [p.id, p.sellerId, p.stock.total]),
    ).toEqual([[one.body.id, mine.id, 0]]);
    expect(page.body.total).toBe(1);
    expect((await api(app, 'GET', `/api/admin/products?sellerId=${mine.id}`, as(theirs))).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/products?sellerId=not-a-uuid', as(manager))).status).toBe(400);
  });
});
