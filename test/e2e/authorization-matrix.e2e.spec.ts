// Every endpoint the app serves × {anonymous, seller, another seller, staff, manager, blocked seller}.
// The endpoint list comes from the running app's routes, so a new endpoint joins the matrix by itself.
import { randomUUID } from 'node:crypto';
import type { RouteContract } from '@ledgerhouse/contracts';
import { servedContracts } from '../../services/src/openapi/openapi';
import { bearer } from '../support/accounts';
import { makeRoles, type Role } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let accounts: Awaited<ReturnType<typeof makeRoles>>;
let routes: RouteContract[];
beforeAll(async () => {
  app = await startTestApp();
  accounts = await makeRoles(app);
  routes = servedContracts(app.running.app);
});
afterAll(() => app.close());

/** Routes anyone may call. Anything not listed here needs a login: a route made public by mistake fails this test. */
const PUBLIC = new Set([
  'GET /health',
  'POST /user/register/',
  'POST /user/confirm-email/',
  'POST /user/login/',
  'POST /user/refresh_jwt/',
  'POST /user/logout/',
  'POST /user/request-password-reset/',
  'POST /user/reset-password/',
  'GET /user/google/start',
  'POST /user/google/callback',
  'GET /dev/mailbox',
]);
/** Spec 6: what a blocked user may still do. */
const OPEN_TO_BLOCKED = [/^GET \/user\/me\/$/, /^(GET|POST) \/sales-channels\//, /^GET \/cards(\/payments)?$/, /^DELETE \/cards\/:cardId$/];

type Expectation = 'allowed' | 401 | 403;

function expected(route: RouteContract, role: Role): Expectation {
  const key = `${route.method} ${route.path}`;
  if (PUBLIC.has(key)) return 'allowed';
  if (role === 'anonymous') return 401;
  const admin = route.path.startsWith('/admin/');
  if (admin) return role === 'staff' || role === 'manager' ? 'allowed' : 403;
  if (role === 'blockedSeller' && !OPEN_TO_BLOCKED.some((p) => p.test(key))) return 403;
  return 'allowed';
}

describe('authorization matrix', () => {
  it('covers every served route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(['anonymous', 'seller', 'anotherSeller', 'staff', 'manager', 'blockedSeller'] as Role[])('answers %s as expected on every route', async (role) => {
    const problems: string[] = [];
    for (const route of routes) {
      const path = `/api${route.path.replace(/:(\w+)/g, () => randomUUID())}`;
      const headers = role === 'anonymous' ? {} : bearer(accounts[role]);
      const res = await api(app, route.method, path, { headers, body: route.method === 'GET' ? undefined : {} });
      const want = expected(route, role);
      const ok = want === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === want;
      if (!ok) problems.push(`${route.method} ${route.path}: expected ${want}, got ${res.status} ${res.body?.code ?? ''}`);
    }
    expect(problems).toEqual([]);
  });
});
