// Password guessing over real HTTP: a per-account back-off that no spread of addresses escapes, and proxy trust by config.
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../../infra/src';
import { registerAndConfirm } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  // A realistic per-address limit, and a proxy on loopback whose X-Forwarded-For we trust: each guess comes "from" elsewhere.
  app = await startTestApp({ clock, env: { TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(() => app.close());

const from = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i + 1}` });
const tryLogin = (email: string, password: string, i: number) =>
  api(app, 'POST', '/api/user/login/', { body: { email, password }, headers: from(i) });

describe('per-account login back-off', () => {
  it('limits 30 wrong passwords for one account sent from 30 addresses: 5 are tried, 25 answer 429 with Retry-After', async () => {
    const { email } = await registerAndConfirm(app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await tryLogin(email, `guess-${i}-x`, i)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const locked = await tryLogin(email, 'guess-x-x', 31);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts guesses sent all at once before any of them is answered', async () => {
    const { email } = await registerAndConfirm(app);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tryLogin(email, `guess-${i}-x`, 100 + i).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
  });

  it('refuses even the right password while locked, lets it in once the window passes, and doubles the window on the next failure', async () => {
    const { email, password } = await registerAndConfirm(app);
    for (let i = 0; i < 5; i++) expect((await tryLogin(email, 'wrong-pass-1', i)).status).toBe(400);
    const locked = await tryLogin(email, password, 6);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(30);
    clock.advance(31_000);
    expect((await tryLogin(email, 'wrong-pass-1', 7)).status).toBe(400);
    expect(Number((await tryLogin(email, password, 8)).headers.get('retry-after'))).toBe(60);
    clock.advance(61_000);
    expect((await tryLogin(email, password, 9)).status).toBe(200);
  });

  it('starts afresh after a successful login', async () => {
    const { email, password } = await registerAndConfirm(app);
    for (let i = 0; i < 4; i++) expect((await tryLogin(email, 'wrong-pass-1', i)).status).toBe(400);
    expect((await tryLogin(email, password, 10)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await tryLogin(email, 'wrong-pass-1', 20 + i)).status).toBe(400);
  });

  it('limits reset mails per email, for known and unknown addresses alike', async () => {
    const { email } = await registerAndConfirm(app);
    for (const address of [email, `nobody-${randomUUID().slice(0, 8)}@shop.example`]) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await api(app, 'POST', '/api/user/request-password-reset/', { body: { email: address }, headers: from(40 + i) })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    }
  });
});

describe('proxy trust (TRUST_PROXY)', () => {
  const attempts = async (target: TestApp) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api(target, 'POST', '/api/user/login/', {
        body: { email: `nobody-${i}-${randomUUID().slice(0, 6)}@shop.example`, password: 'wrong-pass-1' },
        headers: from(i),
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('with TRUST_PROXY off (the default), X-Forwarded-For does not change the address a request is counted under', async () => {
    const direct = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      expect(await attempts(direct)).toEqual([400, 400, 400, 429]);
    } finally {
      await direct.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, each forwarded address has its own per-address count', async () => {
    const proxied = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' } });
    try {
      expect(await attempts(proxied)).toEqual([400, 400, 400, 400]);
    } finally {
      await proxied.close();
    }
  });
});
