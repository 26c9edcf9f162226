// The public event catalogue over HTTP, without signing in: the list of types and each payload's JSON Schema, equal to
// what the contracts generate; an unknown type answers 404 INTEGRATION_EVENT_TYPE_NOT_FOUND in the caller's language.
import { INTEGRATION_EVENTS, integrationJsonSchemas, integrationRoutes as routes } from '@ledgerhouse/contracts';
import { apiRoute } from '../support/api-route';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('integration schemas', () => {
  it('lists every public event type with its topic and description, to anyone', async () => {
    const res = await apiRoute(app, routes.eventTypes, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(INTEGRATION_EVENTS.map(({ type, topic, description }) => ({ type, topic, description })));
  });

  it('serves each type’s payload JSON Schema as the contracts generate it', async () => {
    const expected = integrationJsonSchemas();
    for (const type of ['order.placed.v1', 'inventory.stock_changed.v1', 'wallet.spent.v1']) {
      const res = await apiRoute(app, routes.schema, { params: { type } });
      expect([type, res.status]).toEqual([type, 200]);
      expect(res.body).toEqual(expected[type]);
    }
  });

  it('answers an unknown type with 404 INTEGRATION_EVENT_TYPE_NOT_FOUND in the caller’s language', async () => {
    const en = await apiRoute(app, routes.schema, { params: { type: 'order.eaten.v1' } });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      code: 'INTEGRATION_EVENT_TYPE_NOT_FOUND',
      message: 'There is no public event type order.eaten.v1',
      details: null,
    });
    const ru = await apiRoute(app, routes.schema, { params: { type: 'order.eaten.v1' }, headers: { 'Accept-Language': 'ru' } });
    expect(ru.body.message).toBe('Публичного типа события order.eaten.v1 нет');
  });

  it('finds nothing for object property names and refuses an over-long type with 400', async () => {
    for (const type of ['__proto__', 'constructor', 'toString']) {
      const res = await apiRoute(app, routes.schema, { params: { type } });
      expect([type, res.status, res.body.code]).toEqual([type, 404, 'INTEGRATION_EVENT_TYPE_NOT_FOUND']);
    }
    const long = await apiRoute(app, routes.schema, { params: { type: 'x'.repeat(101) } });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('shows both routes in the OpenAPI document', async () => {
    const res = await api(app, 'GET', '/api/docs-json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/integration/event-types', '/api/integration/schemas/{type}']),
    );
  });
});
