// Blocked staff lose the admin area (every /api/admin operation of the served OpenAPI document, impersonation and share
// links included), and who may block whom is the staff-powers table: staff block sellers only, nobody blocks themselves.
import { randomUUID } from 'node:crypto';
import { bearer, newSeller, type Account } from '../support/accounts';
import { operationsOf } from '../support/malformed-requests';
import { adminAccount, blockAs } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let manager: Account;
let staff: Account;
let blockedStaff: Account;
let blockedManager: Account;
beforeAll(async () => {
  app = await startTestApp();
  [seller, manager, staff, blockedStaff, blockedManager] = [
    await newSeller(app),
    await adminAccount(app, 'WAREHOUSE_MANAGER'),
    await adminAccount(app, 'STAFF'),
    await adminAccount(app, 'STAFF'),
    await adminAccount(app, 'WAREHOUSE_MANAGER'),
  ];
  await blockAs(app, manager, blockedStaff);
  await blockAs(app, manager, blockedManager);
}, 60_000);
afterAll(() => app.close());

const as = (who: Account) => ({ headers: bearer(who) });
const setBlocked = (by: Account, target: Account, blocked: boolean) =>
  api(app, 'POST', `/api/admin/users/${target.id}/${blocked ? 'block' : 'unblock'}`, as(by));

describe('blocked staff', () => {
  it('refuses a blocked staff member and a blocked manager 403 ACCOUNT_BLOCKED on every admin operation the app serves', async () => {
    const document = (await api(app, 'GET', '/api/docs-json')).body;
    const admin = operationsOf(document).filter((op) => op.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(80);
    const problems: string[] = [];
    for (const who of [blockedStaff, blockedManager]) {
      for (const op of admin) {
        // Real ids where the operation names a user: unblocking oneself, impersonating and minting links all had a target.
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'userId' ? (op.path.includes('unblock') ? who.id : seller.id) : randomUUID(),
        );
        const body = op.method === 'GET' ? undefined : op.path.endsWith('/impersonation/start') ? { userId: seller.id } : {};
        const res = await api(app, op.method, path, { ...as(who), body });
        if (res.status !== 403 || res.body?.code !== 'ACCOUNT_BLOCKED')
          problems.push(`${op.method} ${op.path}: ${res.status} ${res.body?.code ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a blocked staff member acting as a seller with admin_mode', async () => {
    const res = await api(app, 'GET', `/api/products?admin_mode=true&user_id=${seller.id}`, as(blockedStaff));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_BLOCKED');
  });

  it('gives the admin area back once a manager unblocks them', async () => {
    const again = await adminAccount(app, 'STAFF');
    await blockAs(app, manager, again);
    expect((await api(app, 'GET', '/api/admin/users', as(again))).status).toBe(403);
    const unblocked = await setBlocked(manager, again, false);
    expect(unblocked.status).toBe(200);
    await app.running.runner.waitFor(unblocked.body.position, 5000);
    expect((await api(app, 'GET', '/api/admin/users', as(again))).status).toBe(200);
  });
});

describe('who may block whom', () => {
  it('lets staff block and unblock a seller', async () => {
    const target = await newSeller(app);
    expect((await setBlocked(staff, target, true)).status).toBe(200);
    expect((await setBlocked(staff, target, false)).status).toBe(200);
  });

  it.each([
    ['a warehouse manager', () => manager],
    ['another staff member', () => blockedStaff],
    ['themselves', () => staff],
  ])('refuses staff blocking or unblocking %s with 403 BLOCK_NOT_ALLOWED', async (_, target) => {
    for (const blocked of [true, false]) {
      const res = await setBlocked(staff, target(), blocked);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('BLOCK_NOT_ALLOWED');
    }
  });

  it('lets a manager block and unblock staff and other managers, but not themselves', async () => {
    const [someStaff, otherManager] = [await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')];
    for (const target of [someStaff, otherManager]) {
      expect((await setBlocked(manager, target, true)).status).toBe(200);
      expect((await setBlocked(manager, target, false)).status).toBe(200);
    }
    const self = await api(app, 'POST', `/api/admin/users/${manager.id}/block`, {
      headers: { ...bearer(manager), 'Accept-Language': 'ru-RU' },
    });
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ code: 'BLOCK_NOT_ALLOWED', message: 'Вы не можете заблокировать или разблокировать этот аккаунт' });
  });

  it('answers 404 for an unknown account, not 500', async () => {
    const res = await api(app, 'POST', `/api/admin/users/${randomUUID()}/block`, as(manager));
    expect(res.status).toBe(404);
  });
});
