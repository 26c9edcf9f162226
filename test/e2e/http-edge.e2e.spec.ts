// The HTTP edge: errors are always { code, message, details }, never a 500 for any input.
import { randomUUID } from 'node:crypto';
import { bearer, newSeller, type Account } from '../support/accounts';
import { CSP_REPORT_PATH } from '../../services/src/http/csp-reports';
import { SHOPIFY_FULFILLMENT_NOTIFICATION_PATH } from '../../infra/src';
import { EBAY_ACCOUNT_DELETION_PATH } from '../../services/src/channels/sync/ebay-account-deletion';
import { SHOPIFY_WEBHOOK_PATH } from '../../services/src/channels/sync/import-webhooks';
import { api as rawApi, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { MIN_POSITION_WAIT_MS: '300' } });
  seller = await newSeller(app);
});

const api = (a: TestApp, method: string, path: string, options: Parameters<typeof rawApi>[3] = {}) =>
  rawApi(a, method, path, { ...options, headers: { ...bearer(seller), ...options.headers } });
afterAll(() => app.close());

describe('HTTP edge', () => {
  it('reports health with the event store, database and every projection', async () => {
    const res = await api(app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database).toEqual({ kind: app.kind === 'pg' ? 'postgres' : 'pglite', ok: true });
    expect(res.body.eventStore.ok).toBe(true);
    expect(res.body.projections.map((p: { name: string }) => p.name)).toContain('integration_requests');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await api(app, 'POST', '/api/sales-channels/integration-requests', { rawBody: '{"marketplace": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON', details: null });
  });

  it('answers a too large body with 413', async () => {
    const res = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      rawBody: JSON.stringify({ comment: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with 404 ROUTE_NOT_FOUND in the caller language', async () => {
    const res = await api(app, 'GET', '/api/nope', { headers: { 'Accept-Language': 'ru' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Такого адреса нет: GET /api/nope', details: null });
  });

  it('rejects a malformed X-Min-Position with 400', async () => {
    const res = await api(app, 'GET', '/api/sales-channels/integration-requests', { headers: { 'X-Min-Position': 'banana' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_POSITION_TOKEN');
  });

  it('refuses at once, with 400 POSITION_NOT_REACHED, a position beyond anything the event store holds', async () => {
    // A wait would have ended in 503 PROJECTION_NOT_CAUGHT_UP (below): the 400 is the refusal before any wait.
    const res = await api(app, 'GET', '/api/sales-channels/integration-requests', {
      headers: { 'X-Min-Position': '99999999999999999999.1', 'Accept-Language': 'ru' },
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      'POSITION_NOT_REACHED',
      'Заголовок X-Min-Position указывает позицию, до которой не дошла ни одна запись',
    ]);
  });

  it('answers 503 PROJECTION_NOT_CAUGHT_UP after the bounded wait for a written position a projector has not applied', async () => {
    await app.running.runner.stopProjector('integration_requests');
    try {
      const { position } = await app.running.persistence.store.append(
        `http-edge-${randomUUID()}`,
        [
          {
            type: 'HttpEdgeProbe',
            data: {},
            metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
          },
        ],
        0,
      );
      const res = await api(app, 'GET', '/api/sales-channels/integration-requests', { headers: { 'X-Min-Position': position } });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PROJECTION_NOT_CAUGHT_UP');
      expect(res.headers.get('retry-after')).toBe('1');
    } finally {
      await app.running.runner.startProjector('integration_requests');
    }
  });

  it('never answers 500 to hostile input, and stores nothing from rejected requests', async () => {
    const before = (await api(app, 'GET', '/api/sales-channels/integration-requests')).body.total;
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      'true',
      '{"marketplace":{"$ne":1}}',
      '{"marketplace":"' + '\u0000'.repeat(3) + '"}',
      '{"__proto__":{"x":1}}',
      '{"marketplace":["a","b"],"contactEmail":7}',
    ];
    for (const rawBody of bodies) {
      const res = await api(app, 'POST', '/api/sales-channels/integration-requests', { rawBody });
      expect({ rawBody, status: res.status < 500 }).toEqual({ rawBody, status: true });
      expect(res.body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    }
    const queries = ['page=-1', 'page=abc', 'pageSize=0', 'page=1e400', 'page=1&page=2', 'page=%00'];
    for (const q of queries) {
      const res = await api(app, 'GET', `/api/sales-channels/integration-requests?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
    const after = (await api(app, 'GET', '/api/sales-channels/integration-requests')).body.total;
    expect(after).toBe(before);
  });

  it('serves OpenAPI generated from the contracts, covering every served route', async () => {
    const res = await api(app, 'GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const post = res.body.paths['/api/sales-channels/integration-requests'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['marketplace', 'contactEmail']));
    expect(Object.keys(post.responses)).toContain('201');
    expect(res.body.paths['/api/health'].get).toBeDefined();
    const ui = await fetch(`${app.url}/api/docs`);
    expect(await ui.text()).toContain('/api/docs/init.js');
    // The UI starts from a script file, not an inline script, so it runs under the Content-Security-Policy.
    const init = await fetch(`${app.url}/api/docs/init.js`);
    expect(await init.text()).toContain('SwaggerUIBundle');
  });
});

describe('route contracts', () => {
  it('every API route the app serves is bound to a contract (so OpenAPI and validation cover it)', async () => {
    const { servedContracts } = await import('../../services/src/openapi/openapi');
    const contracts = new Set(servedContracts(app.running.app).map((r) => `${r.method} /api${r.path}`.replace(/\/$/, '')));
    const router = (
      app.running.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const served = router.stack
      .filter(
        (layer) =>
          layer.route &&
          typeof layer.route.path === 'string' &&
          layer.route.path.startsWith('/api/') &&
          !layer.route.path.includes('*') &&
          !layer.route.path.startsWith('/api/docs'),
      )
      .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`));
    expect(served.length).toBeGreaterThan(2);
    // The browsers' CSP report sink is no API of ours: it takes application/csp-report before the XSRF check.
    const browserSinks = new Set([`POST ${CSP_REPORT_PATH}`]);
    // Marketplaces' webhooks are no API of ours either: their bodies are the marketplace's, signed over the raw bytes
    // (X-Shopify-Hmac-SHA256, X-EBAY-SIGNATURE), so they are mounted before the JSON parser and checked there.
    const marketplaceSinks = new Set([
      `POST ${SHOPIFY_WEBHOOK_PATH}/:channelId`,
      `POST ${SHOPIFY_WEBHOOK_PATH}/:channelId${SHOPIFY_FULFILLMENT_NOTIFICATION_PATH}`,
      `GET ${EBAY_ACCOUNT_DELETION_PATH}`,
      `POST ${EBAY_ACCOUNT_DELETION_PATH}`,
    ]);
    expect(served.filter((r) => !contracts.has(r) && !browserSinks.has(r) && !marketplaceSinks.has(r))).toEqual([]);
  });
});
