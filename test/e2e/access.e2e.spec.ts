// Blocking, impersonation, admin users, XSRF, the environment header and rate limits over real HTTP.
import { bearer, login, newSeller } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => app.close());

describe('blocking', () => {
  it('takes effect at once and leaves a blocked seller only what spec 6 allows; unblocking restores access', async () => {
    const [seller, staff] = [await newSeller(app), await adminAccount(app, 'STAFF')];
    const blocked = await api(app, 'POST', `/api/admin/users/${seller.id}/block`, { headers: bearer(staff) });
    await app.running.runner.waitFor(blocked.body.position, 5000);
    const profile = await api(app, 'PATCH', '/api/user/profile/', { headers: bearer(seller), body: { fullName: 'Still Here' } });
    expect(profile.status).toBe(403);
    expect(profile.body.code).toBe('ACCOUNT_BLOCKED');
    expect((await api(app, 'GET', '/api/sales-channels/integration-requests', { headers: bearer(seller) })).status).toBe(200);
    expect((await api(app, 'GET', '/api/user/me/', { headers: bearer(seller) })).body.blocked).toBe(true);
    expect((await login(app, seller.email, seller.password)).access).toBeTruthy();
    const unblocked = await api(app, 'POST', `/api/admin/users/${seller.id}/unblock`, { headers: bearer(staff) });
    await app.running.runner.waitFor(unblocked.body.position, 5000);
    expect((await api(app, 'PATCH', '/api/user/profile/', { headers: bearer(seller), body: { fullName: 'Back Again' } })).status).toBe(200);
    const [event] = (await app.running.persistence.store.readStream(`user-${seller.id}`)).filter((e) => e.type === 'UserBlocked');
    expect(event.metadata.userId).toBe(staff.id);
  });
});

describe('admin users', () => {
  it('lists users with search, type and blocked filters, paginated', async () => {
    const [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
    const bySearch = await api(app, 'GET', `/api/admin/users?search=${encodeURIComponent(seller.email.toUpperCase())}`, {
      headers: bearer(manager),
    });
    expect(bySearch.body.items.map((u: { id: string }) => u.id)).toEqual([seller.id]);
    const managers = await api(app, 'GET', '/api/admin/users?type=WAREHOUSE_MANAGER&pageSize=200', { headers: bearer(manager) });
    expect(managers.body.items.every((u: { userType: string }) => u.userType === 'WAREHOUSE_MANAGER')).toBe(true);
    const page = await api(app, 'GET', '/api/admin/users?type=SELLER&page=1&pageSize=1', { headers: bearer(manager) });
    expect(page.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    const detail = await api(app, 'GET', `/api/admin/users/${seller.id}`, { headers: bearer(manager) });
    expect(detail.body).toMatchObject({ id: seller.id, email: seller.email, userType: null, lastLoginAt: expect.any(String) });
    expect((await api(app, 'GET', '/api/admin/users?blocked=maybe', { headers: bearer(manager) })).status).toBe(400);
  });
});

describe('impersonation', () => {
  it('lets staff act as a seller with admin_mode=true&user_id, stamping the impersonator into every event', async () => {
    const [seller, staff] = [await newSeller(app), await adminAccount(app, 'STAFF')];
    const started = await api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(staff), body: { userId: seller.id } });
    expect(started.status).toBe(200);
    expect(started.body.user.id).toBe(seller.id);
    const q = `admin_mode=true&user_id=${seller.id}`;
    const created = await api(app, 'POST', `/api/sales-channels/integration-requests?${q}`, {
      headers: bearer(staff),
      body: { marketplace: 'Otto', contactEmail: 'o@shop.example' },
    });
    expect(created.status).toBe(201);
    const [event] = await app.running.persistence.store.readStream(`integration-request-${created.body.id}`);
    expect(event.metadata).toMatchObject({ userId: seller.id, impersonatorId: staff.id });
    const me = await api(app, 'GET', `/api/user/me/?${q}`, { headers: bearer(staff) });
    expect(me.body.id).toBe(seller.id);
    const log = (await app.running.persistence.store.readStream(`user-${seller.id}`)).map((e) => e.type);
    expect(log).toContain('ImpersonationStarted');
  });

  it('refuses admin_mode to a seller and impersonation of staff', async () => {
    const [seller, other, staff] = [await newSeller(app), await newSeller(app), await adminAccount(app, 'STAFF')];
    const sneaky = await api(app, 'GET', `/api/user/me/?admin_mode=true&user_id=${other.id}`, { headers: bearer(seller) });
    expect(sneaky.status).toBe(403);
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const notSeller = await api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(staff), body: { userId: manager.id } });
    expect(notSeller.body.code).toBe('CANNOT_IMPERSONATE');
  });

  it('opens impersonation from a share link until it expires; a link is never an access token', async () => {
    const [seller, staff] = [await newSeller(app), await adminAccount(app, 'STAFF')];
    const link = await api(app, 'POST', `/api/admin/users/${seller.id}/impersonation-link`, { headers: bearer(staff) });
    expect(link.status).toBe(200);
    expect((await api(app, 'GET', '/api/user/me/', { headers: { Authorization: `JWT ${link.body.token}` } })).status).toBe(401);
    const started = await api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(staff), body: { token: link.body.token } });
    expect(started.body.user.id).toBe(seller.id);
    const forged = await api(app, 'POST', '/api/admin/impersonation/start', {
      headers: bearer(staff),
      body: { token: `${link.body.token}x` },
    });
    expect(forged.body.code).toBe('IMPERSONATION_LINK_INVALID');
  });

  it('takes a share link once, and only from the staff member who minted it', async () => {
    const [seller, staff, colleague] = [await newSeller(app), await adminAccount(app, 'STAFF'), await adminAccount(app, 'STAFF')];
    const link = await api(app, 'POST', `/api/admin/users/${seller.id}/impersonation-link`, { headers: bearer(staff) });
    const start = (who: { access: string }) =>
      api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(who), body: { token: link.body.token } });
    const byColleague = await start(colleague);
    expect([byColleague.status, byColleague.body.code]).toEqual([400, 'IMPERSONATION_LINK_INVALID']);
    expect((await start(staff)).status).toBe(200);
    const again = await start(staff);
    expect([again.status, again.body.code]).toEqual([400, 'IMPERSONATION_LINK_INVALID']);
  });

  it('acts as a seller only between the recorded start and its end', async () => {
    const [seller, staff] = [await newSeller(app), await adminAccount(app, 'STAFF')];
    const me = () =>
      api(app, 'GET', `/api/user/me/?admin_mode=true&user_id=${seller.id}`, { headers: { ...bearer(staff), 'Accept-Language': 'ru' } });
    const unrecorded = await me();
    expect([unrecorded.status, unrecorded.body.code, unrecorded.body.message]).toEqual([
      403,
      'IMPERSONATION_NOT_STARTED',
      'Сначала войдите от имени этого продавца на его странице в разделе администратора',
    ]);
    await api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(staff), body: { userId: seller.id } });
    expect((await me()).body.id).toBe(seller.id);
    await api(app, 'POST', '/api/admin/impersonation/end', { headers: bearer(staff), body: { userId: seller.id } });
    expect((await me()).body.code).toBe('IMPERSONATION_NOT_STARTED');
  });
});

describe('request hygiene', () => {
  it('rejects a state-changing call without the XSRF double-submit token, storing nothing', async () => {
    const res = await api(app, 'POST', '/api/user/register/', {
      bare: true,
      headers: { 'X-Environment': 'test' },
      body: { fullName: 'Eve', email: 'eve@shop.example', phone: '+1 212 555 0111', password: 'secret-1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('XSRF_TOKEN_INVALID');
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    const login = await api(app, 'POST', '/api/user/login/', { body: { email: 'eve@shop.example', password: 'secret-1' } });
    expect(login.body.code).toBe('EMAIL_NOT_FOUND');
  });

  it('requires the environment header on API calls', async () => {
    const res = await api(app, 'GET', '/api/user/me/', { bare: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ENVIRONMENT_HEADER_REQUIRED');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after the login limit, per address', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await api(limited, 'POST', '/api/user/login/', { body: { email: 'x@shop.example', password: 'nope-nope' } })).status,
        );
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      const blocked = await api(limited, 'POST', '/api/user/login/', {
        body: { email: 'x@shop.example', password: 'nope-nope' },
        headers: { 'Accept-Language': 'ru-RU' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Вы временно превысили лимит запросов' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api(limited, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
