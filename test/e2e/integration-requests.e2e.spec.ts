// The vertical slice over real HTTP: command -> event -> projector -> query.
import { randomUUID } from 'node:crypto';
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { api as rawApi, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
});

/** Every call as the signed-in seller. */
const api = (a: TestApp, method: string, path: string, options: Parameters<typeof rawApi>[3] = {}) =>
  rawApi(a, method, path, { ...options, headers: { ...bearer(seller), ...options.headers } });
afterAll(() => app.close());

const valid = {
  marketplace: 'Wildberries',
  website: 'https://www.wildberries.ru',
  contactEmail: 'Seller@Example.com',
  comment: 'We sell 2k orders/month',
};

describe('integration requests', () => {
  it('creates a request and reads it back with read-your-writes', async () => {
    const created = await api(app, 'POST', '/api/sales-channels/integration-requests', { body: valid });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), position: expect.stringMatching(/^\d+\.\d+$/) });

    const list = await api(app, 'GET', '/api/sales-channels/integration-requests?page=1&pageSize=10', {
      headers: { 'X-Min-Position': created.body.position },
    });
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ id: created.body.id, marketplace: 'Wildberries', contactEmail: 'seller@example.com', status: 'RECEIVED' }),
    );
    expect(list.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(list.body.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses an anonymous caller with 401 UNAUTHENTICATED', async () => {
    const res = await rawApi(app, 'GET', '/api/sales-channels/integration-requests');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('stamps the correlation id and the acting user into the event metadata', async () => {
    const created = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      body: valid,
      headers: { 'X-Correlation-Id': 'corr-e2e-42' },
    });
    expect(created.headers.get('x-correlation-id')).toBe('corr-e2e-42');
    const [event] = await app.running.persistence.store.readStream(`integration-request-${created.body.id}`);
    expect(event.type).toBe('IntegrationRequested');
    expect(event.metadata).toMatchObject({ correlationId: 'corr-e2e-42', userId: seller.id, impersonatorId: null, schemaVersion: 1 });
  });

  it('lists the bad fields with translated messages (en-US)', async () => {
    const res = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      body: { marketplace: 'W', website: 'not a url', contactEmail: 'nope', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe('Some fields are invalid');
    const byField = Object.fromEntries(res.body.details.fields.map((f: { field: string }) => [f.field, f]));
    expect(byField.marketplace).toMatchObject({ code: 'MIN_LENGTH', message: 'Minimum length 2' });
    expect(byField.website).toMatchObject({ code: 'INVALID_URL' });
    expect(byField.contactEmail).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email address' });
    expect(byField.extra).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it('answers in Russian for Accept-Language ru-RU', async () => {
    const res = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      body: { website: '' },
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Некоторые поля заполнены неверно');
    const fields = res.body.details.fields.map((f: { field: string; message: string }) => [f.field, f.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['marketplace', 'Обязательное поле'],
        ['contactEmail', 'Обязательное поле'],
      ]),
    );
  });

  it('rejects a page size over the limit', async () => {
    const res = await api(app, 'GET', '/api/sales-channels/integration-requests?pageSize=1000');
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0]).toMatchObject({ field: 'query.pageSize', code: 'TOO_BIG' });
  });
});

describe('Idempotency-Key', () => {
  it('runs a command once and replays its answer for a retry with the same key', async () => {
    const headers = { 'Idempotency-Key': 'retry-key-0001' };
    const first = await api(app, 'POST', '/api/sales-channels/integration-requests', { body: valid, headers });
    const second = await api(app, 'POST', '/api/sales-channels/integration-requests', { body: valid, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const list = await api(app, 'GET', '/api/sales-channels/integration-requests?pageSize=200', {
      headers: { 'X-Min-Position': first.body.position },
    });
    expect(list.body.items.filter((i: { id: string }) => i.id === first.body.id)).toHaveLength(1);
  });

  it('refuses the same key with a different body', async () => {
    const headers = { 'Idempotency-Key': 'retry-key-0002' };
    await api(app, 'POST', '/api/sales-channels/integration-requests', { body: valid, headers });
    const other = await api(app, 'POST', '/api/sales-channels/integration-requests', { body: { ...valid, marketplace: 'Other' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('does not keep the key of a rejected request, so a corrected retry runs', async () => {
    const headers = { 'Idempotency-Key': 'retry-key-0003' };
    const bad = await api(app, 'POST', '/api/sales-channels/integration-requests', { body: { ...valid, contactEmail: 'x' }, headers });
    expect(bad.status).toBe(400);
    const good = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      body: { ...valid, contactEmail: 'x@y.io' },
      headers,
    });
    expect(good.status).toBe(201);
  });
});

describe('whose requests a list shows', () => {
  const create = async (account: Account, marketplace: string) => {
    const res = await rawApi(app, 'POST', '/api/sales-channels/integration-requests', {
      body: { ...valid, marketplace },
      headers: bearer(account),
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; position: string };
  };
  const listAs = async (account: Account, path: string, position: string) =>
    rawApi(app, 'GET', `${path}?pageSize=200`, { headers: { ...bearer(account), 'X-Min-Position': position } });

  it('lists only the signed-in seller’s own requests, never another seller’s', async () => {
    const other = await newSeller(app);
    const mine = await create(seller, 'Ozon');
    const theirs = await create(other, 'Allegro');
    const asSeller = await listAs(seller, '/api/sales-channels/integration-requests', theirs.position);
    const asOther = await listAs(other, '/api/sales-channels/integration-requests', theirs.position);
    expect(asSeller.body.items.map((i: { id: string }) => i.id)).toContain(mine.id);
    expect(asSeller.body.items.map((i: { id: string }) => i.id)).not.toContain(theirs.id);
    expect(asOther.body.items.map((i: { id: string }) => i.id)).toEqual([theirs.id]);
    expect(asOther.body.total).toBe(1);
  });

  it('shows staff and managers every seller’s requests with the seller under /api/admin/sales-channels/integration-requests', async () => {
    const other = await newSeller(app);
    const mine = await create(seller, 'Kaspi');
    const theirs = await create(other, 'Jumia');
    for (const admin of [await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')]) {
      const res = await listAs(admin, '/api/admin/sales-channels/integration-requests', theirs.position);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: mine.id, sellerId: seller.id, marketplace: 'Kaspi' }),
          expect.objectContaining({ id: theirs.id, sellerId: other.id, marketplace: 'Jumia' }),
        ]),
      );
    }
    const asSeller = await listAs(seller, '/api/admin/sales-channels/integration-requests', theirs.position);
    expect(asSeller.status).toBe(403);
    expect(asSeller.body.code).toBe('FORBIDDEN');
  });

  it('gives a request recorded before the seller was kept in the event to the seller who made it', async () => {
    const requestId = randomUUID();
    const appended = await app.running.persistence.store.append(
      `integration-request-${requestId}`,
      [
        {
          type: 'IntegrationRequested',
          data: {
            requestId,
            marketplace: 'Trendyol',
            website: null,
            contactEmail: 'old@example.com',
            comment: null,
            requestedAt: new Date().toISOString(),
          },
          metadata: { correlationId: randomUUID(), causationId: null, userId: seller.id, impersonatorId: null, schemaVersion: 1 },
        },
      ],
      0,
    );
    const list = await listAs(seller, '/api/sales-channels/integration-requests', appended.position);
    expect(list.body.items).toContainEqual(expect.objectContaining({ id: requestId, marketplace: 'Trendyol' }));
  });
});
