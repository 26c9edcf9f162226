// Hostile input at the HTTP edge (issue 9): text PostgreSQL cannot store, instants outside the bounds, report periods,
// query numbers, wrong types, non-JSON bodies and link schemes are 4xx with the field named, never a 500 or a hang.
import { bearer, newSeller, type Account } from '../support/accounts';
import { fields } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let manager: Account;
let productId: string;
beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  const created = await api(app, 'POST', '/api/products', {
    headers: bearer(seller),
    body: { title: 'Desk lamp', sku: 'EDGE-1', priceCents: 4500 },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  productId = created.body.id;
  await app.running.runner.waitFor(created.body.position, 5000);
});
afterAll(() => app.close());

const as = (account: Account) => ({ headers: bearer(account) });
const YEAR_ZERO = '0000-01-01T00:00:00Z';

describe('text that cannot be stored', () => {
  it('refuses NUL or an unpaired surrogate in any text field with 400 INVALID_CHARACTERS naming each field', async () => {
    const create = await api(app, 'POST', '/api/products', {
      ...as(seller),
      body: { title: 'Lamp\u0000', sku: 'NUL-1', priceCents: 100, description: 'half \ud800 pair' },
    });
    expect(create.status).toBe(400);
    expect(fields(create.body)).toEqual({ title: 'INVALID_CHARACTERS', description: 'INVALID_CHARACTERS' });
    expect(create.body.details.fields[0].message).toBe('Contains a character that cannot be stored (NUL or an unpaired surrogate)');

    const edit = await api(app, 'PATCH', `/api/products/${productId}`, {
      ...as(seller),
      body: { brand: '\udc00' },
      headers: { ...bearer(seller), 'Accept-Language': 'ru-RU' },
    });
    expect([edit.status, fields(edit.body)]).toEqual([400, { brand: 'INVALID_CHARACTERS' }]);
    expect(edit.body.details.fields[0].message).toBe('Содержит символ, который нельзя сохранить (NUL или непарный суррогат)');

    const request = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      ...as(seller),
      body: { marketplace: 'Ozon', contactEmail: 'a@b.example', comment: 'x\u0000y' },
    });
    expect([request.status, fields(request.body)]).toEqual([400, { comment: 'INVALID_CHARACTERS' }]);

    const nested = await api(app, 'PUT', `/api/products/${productId}/listings`, {
      ...as(seller),
      body: { listings: [{ accountName: 'ebay\u0000', quantityForSale: 1, priceCents: 100 }] },
    });
    expect([nested.status, fields(nested.body)]).toEqual([400, { 'listings.0.accountName': 'INVALID_CHARACTERS' }]);

    const query = await api(app, 'GET', '/api/products?search=lamp%00', as(seller));
    expect([query.status, fields(query.body)]).toEqual([400, { 'query.search': 'INVALID_CHARACTERS' }]);

    const product = await api(app, 'GET', `/api/products/${productId}`, as(seller));
    expect(product.body.brand).toBeUndefined();
  });
});

describe('instants', () => {
  it('refuses year 0 with 400 DATE_OUT_OF_RANGE on every endpoint that takes an instant', async () => {
    const sellerCalls = [
      `/api/wallet/top-ups?from=${YEAR_ZERO}`,
      `/api/wallet/spendings?to=${YEAR_ZERO}`,
      `/api/products/${productId}/stock?asOf=${YEAR_ZERO}`,
      `/api/wallet/report?category=SPENDINGS&format=csv&from=${YEAR_ZERO}&to=${YEAR_ZERO}`,
      `/api/storage-fees/report?format=csv&from=${YEAR_ZERO}&to=${YEAR_ZERO}`,
    ];
    const managerCalls = [
      `/api/admin/products/${productId}/inventory-history?from=${YEAR_ZERO}`,
      `/api/admin/products/${productId}/reserved-stock-history?to=${YEAR_ZERO}`,
      `/api/admin/products/${productId}/stock?asOf=${YEAR_ZERO}`,
      `/api/admin/users/${seller.id}/wallet/balance?asOf=${YEAR_ZERO}`,
      `/api/admin/users/${seller.id}/wallet/top-ups?from=${YEAR_ZERO}`,
    ];
    const answers = [
      ...(await Promise.all(sellerCalls.map((path) => api(app, 'GET', path, as(seller))))),
      ...(await Promise.all(managerCalls.map((path) => api(app, 'GET', path, as(manager))))),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.details.fields[0]).toMatchObject({
        code: 'DATE_OUT_OF_RANGE',
        message: 'The date must be between 1970-01-01 and 9999-12-31',
      });
    }
    const promo = await api(app, 'POST', '/api/admin/promocodes', {
      ...as(manager),
      body: { code: 'YEARZERO', discountPercent: 10, plan: 'basic', usageLimit: null, expiresAt: YEAR_ZERO },
    });
    expect([promo.status, fields(promo.body)]).toEqual([400, { expiresAt: 'DATE_OUT_OF_RANGE' }]);
  });

  it('accepts instants up to the end of 9999 UTC and refuses one that an offset pushes past it', async () => {
    const first = await api(app, 'GET', `/api/products/${productId}/stock?asOf=1970-01-01T00:00:00Z`, as(seller));
    expect([first.status, first.body.total]).toEqual([200, 0]);
    const last = await api(app, 'GET', `/api/wallet/top-ups?to=${encodeURIComponent('9999-12-31T23:59:59+00:00')}`, as(seller));
    expect(last.status).toBe(200);
    const past = await api(app, 'GET', `/api/wallet/top-ups?to=${encodeURIComponent('9999-12-31T23:59:59-01:00')}`, as(seller));
    expect([past.status, fields(past.body)]).toEqual([400, { 'query.to': 'DATE_OUT_OF_RANGE' }]);
  });
});

describe('report periods', () => {
  it('answers the unbounded wallet report of the fuzz with 400 instead of a response that never ends; a whole leap year streams to its end', async () => {
    const res = await fetch(`${app.url}/api/wallet/report?category=TOPUPS&format=csv&from=${YEAR_ZERO}&to=2030-01-01T00:00:00Z`, {
      headers: { ...bearer(seller), 'X-Environment': 'test' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { fields: { field: string; code: string }[] } };
    expect(fields(body)).toEqual({ 'query.from': 'DATE_OUT_OF_RANGE', 'query.to': 'PERIOD_TOO_LONG' });

    const long = await api(
      app,
      'GET',
      '/api/wallet/report?category=TOPUPS&format=csv&from=2025-01-01T00:00:00Z&to=2026-01-02T00:00:01Z',
      as(seller),
    );
    expect([long.status, fields(long.body)]).toEqual([400, { 'query.to': 'PERIOD_TOO_LONG' }]);
    expect(long.body.details.fields[0].message).toBe('The period can be at most 366 days long');
    const fees = await api(app, 'GET', '/api/storage-fees/report?format=xlsx&from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z', {
      headers: { ...bearer(seller), 'Accept-Language': 'ru-RU' },
    });
    expect([fees.status, fees.body.details.fields[0]]).toEqual([
      400,
      expect.objectContaining({ field: 'query.to', code: 'PERIOD_TOO_LONG', message: 'Период не может быть длиннее 366 дней' }),
    ]);

    const leapYear = await api(
      app,
      'GET',
      '/api/wallet/report?category=TOPUPS&format=csv&from=2028-01-01T00:00:00Z&to=2029-01-01T00:00:00Z',
      as(seller),
    );
    expect(leapYear.status).toBe(200);
    expect(leapYear.body).toMatch(/^Date \(UTC\),Added by,.*\r\n$/);
  });
});

describe('query numbers and value types', () => {
  it('reads query numbers as decimal digits only: 0x10, 1e1, +2 and 2.0 are INVALID_TYPE', async () => {
    for (const page of ['0x10', '1e1', '+2', '2.0', '%202']) {
      const res = await api(app, 'GET', `/api/products?page=${page}`, as(seller));
      expect([page, res.status, fields(res.body)]).toEqual([page, 400, { 'query.page': 'INVALID_TYPE' }]);
    }
    const repeated = await api(app, 'GET', '/api/products?pageSize=5&pageSize=6', as(seller));
    expect([repeated.status, fields(repeated.body)]).toEqual([400, { 'query.pageSize': 'INVALID_TYPE' }]);
    const plain = await api(app, 'GET', '/api/products?page=16&pageSize=010', as(seller));
    expect([plain.status, plain.body.page, plain.body.pageSize]).toEqual([200, 16, 10]);
  });

  it('reports a present value of the wrong type as INVALID_TYPE and only a missing one as REQUIRED', async () => {
    const res = await api(app, 'POST', '/api/products', { ...as(seller), body: { title: 42, sku: ['A'], priceCents: '100' } });
    expect([res.status, fields(res.body)]).toEqual([400, { title: 'INVALID_TYPE', sku: 'INVALID_TYPE', priceCents: 'INVALID_TYPE' }]);
    expect(res.body.details.fields[0].message).toBe('Invalid value type');
    const missing = await api(app, 'POST', '/api/products', { ...as(seller), body: { sku: 'MISS-1', priceCents: 100 } });
    expect(fields(missing.body)).toEqual({ title: 'REQUIRED' });
  });
});

describe('request bodies that are not JSON', () => {
  it('answers a text/plain or form body with 415 UNSUPPORTED_MEDIA_TYPE and changes nothing; no body or JSON with a charset still pass', async () => {
    const res = await api(app, 'PATCH', `/api/products/${productId}`, {
      ...as(seller),
      rawBody: JSON.stringify({ title: 'Renamed' }),
      headers: { ...bearer(seller), 'content-type': 'text/plain' },
    });
    expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const form = await api(app, 'POST', '/api/products', {
      ...as(seller),
      rawBody: 'title=Lamp&sku=FORM-1&priceCents=100',
      headers: { ...bearer(seller), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([form.status, form.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await api(app, 'GET', `/api/products/${productId}`, as(seller))).body.title).toBe('Desk lamp');

    const noBody = await api(app, 'POST', '/api/admin/inventory/reconcile', {
      headers: { ...bearer(manager), 'content-type': 'text/plain' },
    });
    expect(noBody.status).toBe(200);
    const charset = await api(app, 'PATCH', `/api/products/${productId}`, {
      ...as(seller),
      rawBody: JSON.stringify({ unitOfMeasurement: 'pcs' }),
      headers: { ...bearer(seller), 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
  });
});

describe('listing links', () => {
  it('stores only http and https links: javascript: and data: are INVALID_URL on the field', async () => {
    const listing = (link: string) => ({ accountName: 'ebay-main', quantityForSale: 1, priceCents: 100, link });
    for (const link of [
      'javascript:alert(document.cookie)',
      'JavaScript://shop.example/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://shop.example/x',
    ]) {
      const res = await api(app, 'PUT', `/api/products/${productId}/listings`, { ...as(seller), body: { listings: [listing(link)] } });
      expect([link, res.status, fields(res.body)]).toEqual([link, 400, { 'listings.0.link': 'INVALID_URL' }]);
    }
    const ok = await api(app, 'PUT', `/api/products/${productId}/listings`, {
      ...as(seller),
      body: { listings: [listing('https://shop.example/lamp')] },
    });
    expect(ok.status).toBe(200);
    const website = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      ...as(seller),
      body: { marketplace: 'Ozon', contactEmail: 'a@b.example', website: 'javascript:alert(1)' },
    });
    expect([website.status, fields(website.body)]).toEqual([400, { website: 'INVALID_URL' }]);
  });
});
