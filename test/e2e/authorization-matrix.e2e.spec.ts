// Every endpoint the app serves × {anonymous, seller, another seller, staff, manager, blocked seller, blocked staff, staff
// acting as the seller}.
// The endpoint list comes from the running app's routes, so a new endpoint joins the matrix by itself.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RouteContract } from '@ledgerhouse/contracts';
import { servedContracts } from '../../services/src/openapi/openapi';
import { bearer, newSeller, type Account } from '../support/accounts';
import { makeRoles, type Role, startActingAs } from '../support/roles';
import { fillSellerData } from '../support/seller-data';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let accounts: Awaited<ReturnType<typeof makeRoles>>;
let routes: RouteContract[];
beforeAll(async () => {
  app = await startTestApp();
  accounts = await makeRoles(app);
  await startActingAs(app, accounts.staff, accounts.seller.id);
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
  'POST /user/resend-confirmation/',
  'POST /user/reset-password/',
  'POST /user/reset-password/check/',
  'GET /user/google/status',
  'GET /runtime-config',
  'GET /integration/event-types',
  'GET /integration/schemas/:type',
  'GET /user/google/start',
  'POST /user/google/callback',
  'POST /dev/mailbox/own',
]);
/** Spec 6: what a blocked user may still do. */
const OPEN_TO_BLOCKED = [
  /^GET \/user\/me\/$/,
  /^(GET|POST|PUT|DELETE) \/sales-channels(\/|$)/,
  /^GET \/cards(\/payments)?$/,
  /^DELETE \/cards\/:cardId$/,
  /^(GET|POST) \/support(\/|$)/,
  /^POST \/files$/,
];

/** Admin routes only warehouse managers may call (`@ManagerOnly`): staff get 403 WAREHOUSE_MANAGER_ONLY. */
const MANAGER_ONLY = [/^POST \/admin\/locations(\/range|\/:code\/(deactivate|reactivate))?$/];

/**
 * Routes staff and managers may call as themselves (`@AnyUser`): their own account, mail and files, webhooks, and
 * the address and rate previews. Every
 * other route outside /admin reads or creates a seller's own data: staff get 403 SELLER_ONLY unless they act as a seller.
 */
const ANY_USER = [
  /^GET \/user\/me\/$/,
  /^PATCH \/user\/profile\/$/,
  /^POST \/user\/change-password\/$/,
  /^PUT \/user\/notification-settings\/$/,
  /^GET \/dev\/mailbox$/,
  /^(GET|POST|DELETE) \/files(\/:fileId)?$/,
  /^(GET|POST|PATCH|DELETE) \/webhooks(\/|$)/,
  /^POST \/(addresses\/verify|shipping\/rates)$/,
];

/**
 * Routes sellers and managers share while other staff may not call them: a staff member's webhook endpoint would be
 * the warehouse's, which receives every seller's events, so only managers hold those (403 WAREHOUSE_MANAGER_ONLY).
 */
const NOT_FOR_STAFF = [/^(GET|POST|PATCH|DELETE) \/webhooks(?!\/event-types$)(\/|$)/];

/** Seller routes that move card money: the seller in person only, never staff acting as them (decision 0025). */
const SELLER_IN_PERSON = [
  /^(POST|PUT) \/wallet\/(top-ups|auto-top-up)$/,
  /^(POST|DELETE) \/cards(\/yookassa|\/:cardId(\/make-primary)?)?$/,
];

/** A refusal code stands for 403 with that code. */
type Expectation = 'allowed' | 401 | 403 | 'SELLER_ONLY' | 'ACCOUNT_BLOCKED' | 'SELLER_IN_PERSON_ONLY';

/** The matrix's callers: the roles, and staff acting as the seller (admin_mode), who may do what the seller may. */
type Caller = Role | 'staffAsSeller';
const CALLERS: Caller[] = ['anonymous', 'seller', 'anotherSeller', 'staff', 'manager', 'blockedSeller', 'blockedStaff', 'staffAsSeller'];

function expected(route: RouteContract, caller: Caller): Expectation {
  const key = `${route.method} ${route.path}`;
  if (PUBLIC.has(key)) return 'allowed';
  if (caller === 'anonymous') return 401;
  const admin = route.path.startsWith('/admin/');
  const role = caller === 'staffAsSeller' ? (admin ? 'staff' : 'seller') : caller;
  if (caller === 'staffAsSeller' && SELLER_IN_PERSON.some((p) => p.test(key))) return 'SELLER_IN_PERSON_ONLY';
  // Blocked staff lose the admin area, their own unblocking and impersonation included.
  if (admin && role === 'blockedStaff') return 'ACCOUNT_BLOCKED';
  if (admin && MANAGER_ONLY.some((p) => p.test(key))) return role === 'manager' ? 'allowed' : 403;
  if (admin) return role === 'staff' || role === 'manager' ? 'allowed' : 403;
  if (role === 'staff' || role === 'manager' || role === 'blockedStaff') {
    if (!ANY_USER.some((p) => p.test(key))) return role === 'blockedStaff' ? 'ACCOUNT_BLOCKED' : 'SELLER_ONLY';
    if (role === 'blockedStaff' && !OPEN_TO_BLOCKED.some((p) => p.test(key))) return 'ACCOUNT_BLOCKED';
    if (role !== 'manager' && NOT_FOR_STAFF.some((p) => p.test(key))) return 403;
    return 'allowed';
  }
  if (role === 'blockedSeller' && !OPEN_TO_BLOCKED.some((p) => p.test(key))) return 403;
  return 'allowed';
}

function meets(want: Expectation, res: { status: number; body: { code?: string } | null }): boolean {
  if (want === 'allowed') return res.status !== 401 && res.status !== 403 && res.status < 500;
  if (typeof want === 'string') return res.status === 403 && res.body?.code === want;
  return res.status === want;
}

describe('authorization matrix', () => {
  it('covers every served route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CALLERS)('answers %s as expected on every route', async (caller) => {
    const problems: string[] = [];
    const impersonation = caller === 'staffAsSeller' ? `?admin_mode=true&user_id=${accounts.seller.id}` : '';
    const account = caller === 'staffAsSeller' ? accounts.staff : caller === 'anonymous' ? null : accounts[caller];
    for (const route of routes) {
      const path = `/api${route.path.replace(/:(\w+)/g, () => randomUUID())}${impersonation}`;
      const headers = account ? bearer(account) : {};
      const res = await api(app, route.method, path, { headers, body: route.method === 'GET' ? undefined : {} });
      const want = expected(route, caller);
      if (!meets(want, res)) problems.push(`${route.method} ${route.path}: expected ${want}, got ${res.status} ${res.body?.code ?? ''}`);
    }
    expect(problems).toEqual([]);
  });
});

// Tenant isolation: every GET a seller may call (no path parameters), read by a second seller after the first one
// filled every area, shows none of the first seller's ids (JSON) or rows (CSV). The routes come from the running app,
// so a new list joins by itself; a new list where the first seller shows no rows fails until fillSellerData gives
// them some or the list is named below with the reason.

/** Seller lists that hold nothing of a freshly filled seller, and why. */
const NO_SELLER_ROWS_YET: Record<string, string> = {
  'GET /storage-fees': 'fees are charged at the end of a month by the billing scheduler',
  'GET /storage-fees/report': 'fees are charged at the end of a month by the billing scheduler',
  'GET /inbound-shipments/lines-template': 'the upload template is the same for every seller: headers and one example row',
};

/** The query a list needs to answer 200. */
function queryFor(key: string): string {
  const period = `from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`;
  const queries: Record<string, string> = {
    'GET /products/export': 'format=csv',
    'GET /wallet/report': `category=TOPUPS&format=csv&${period}`,
    'GET /storage-fees/report': `format=csv&${period}`,
    'GET /inbound-shipments/report': `format=csv&${period}`,
    'GET /inbound-shipments/lines-template': 'format=csv',
    'GET /insights/stock': period,
    'GET /insights/stock/report': `format=csv&${period}`,
    'GET /insights/spend': `from=${new Date().toISOString().slice(0, 7)}&to=${new Date().toISOString().slice(0, 7)}`,
  };
  return queries[key] ? `?${queries[key]}` : '';
}

const isList = (route: RouteContract) =>
  route.response instanceof z.ZodString || (route.response instanceof z.ZodObject && 'items' in route.response.shape);

const ID_LIKE = /^(?=.*\d)\S{8,}$/;

/** Id-like values (a digit, 8+ characters) of `id` and `…Id` keys anywhere in a JSON answer. */
function idsIn(json: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(json)) for (const item of json) idsIn(item, into);
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof value === 'string' && ID_LIKE.test(value)) into.add(value);
      else idsIn(value, into);
    }
  }
  return into;
}

/** What identifies rows in an answer: the ids of a JSON one, the lines of a text (CSV) one. */
const tokensIn = (body: unknown): Set<string> =>
  typeof body === 'string' ? new Set(body.split(/\r?\n/).filter((line) => line.trim())) : idsIn(body, new Set());

describe('tenant isolation', () => {
  it('shows a second seller none of the first seller’s rows in any list a seller may call', async () => {
    const sellerGets = routes.filter(
      (r) => r.method === 'GET' && !r.path.includes(':') && !r.path.startsWith('/admin/') && !PUBLIC.has(`${r.method} ${r.path}`),
    );
    const problems: string[] = [];
    const read = async (who: Account, route: RouteContract) => {
      const key = `${route.method} ${route.path}`;
      const res = await api(app, 'GET', `/api${route.path}${queryFor(key)}`, { headers: bearer(who) });
      if (res.status !== 200) problems.push(`${key}: ${res.status} ${res.body?.code ?? ''} (give it a query in queryFor)`);
      return res.body;
    };
    // The second seller's view before the first seller exists: what every seller sees (plans, headers, themselves).
    const second = await newSeller(app);
    const before = new Map<string, Set<string>>();
    for (const route of sellerGets) before.set(route.path, tokensIn(await read(second, route)));

    const first = await newSeller(app);
    await fillSellerData(app, first);
    // A change staff made while acting as the first seller (listed under /user/me/staff-actions/).
    await startActingAs(app, accounts.staff, first.id);
    const renamed = await api(app, 'PATCH', `/api/user/profile/?admin_mode=true&user_id=${first.id}`, {
      headers: bearer(accounts.staff),
      body: { phone: '+1 212 555 0177' },
    });
    await app.running.runner.waitFor(renamed.body.position, 5000);
    const firstsTokens = new Set<string>();
    for (const route of sellerGets) {
      const key = `${route.method} ${route.path}`;
      const own = [...tokensIn(await read(first, route))].filter((t) => !before.get(route.path)!.has(t));
      own.forEach((t) => firstsTokens.add(t));
      if (isList(route) && own.length === 0 && !NO_SELLER_ROWS_YET[key])
        problems.push(`${key}: the first seller has no rows here: add some in fillSellerData or name it in NO_SELLER_ROWS_YET`);
      if (own.length > 0 && NO_SELLER_ROWS_YET[key])
        problems.push(`${key}: the first seller has rows here now: take it out of NO_SELLER_ROWS_YET`);
    }
    expect(firstsTokens.size).toBeGreaterThan(20);
    for (const route of sellerGets) {
      const leaked = [...tokensIn(await read(second, route))].filter((t) => firstsTokens.has(t));
      if (leaked.length > 0)
        problems.push(`${route.method} ${route.path} shows the second seller the first seller's ${leaked.slice(0, 3).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
