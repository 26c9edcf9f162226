// Access tokens over real HTTP: only tokens we could have issued are accepted, and ending a session ends its tokens at once.
import { ManualClock } from '../../infra/src';
import { signJwt } from '../../services/src/identity/crypto/jwt';
import { bearer, latestMailLink, login, newSeller } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const SECRET = 'session-revocation-test-key-0123456789abcdef';
const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_SECONDS: '900' } });
});
afterAll(() => app.close());

const me = (access: string) => api(app, 'GET', '/api/user/me/', { headers: bearer({ access }) });
/** A seller whose account the read model already holds (X-Min-Position of the login), so only tokens decide the answers. */
const newSellerReady = async () => {
  const account = await newSeller(app);
  await api(app, 'GET', '/api/user/me/', { headers: { ...bearer(account), 'X-Min-Position': account.position } });
  return account;
};
const claimsOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8'));

describe('which access tokens are accepted', () => {
  it('accepts a token signed with the key for the configured lifetime (the forging below is sound)', async () => {
    const seller = await newSellerReady();
    const { sub, sid } = claimsOf(seller.access);
    expect(sid).toEqual(expect.any(String));
    expect((await me(signJwt({ sub, typ: null, blk: false, sid }, SECRET, clock.now(), 900))).status).toBe(200);
  });

  it('refuses a correctly signed token that lives longer than ACCESS_TOKEN_TTL_SECONDS', async () => {
    const seller = await newSellerReady();
    const { sub, sid } = claimsOf(seller.access);
    const forged = signJwt({ sub, typ: null, blk: false, sid }, SECRET, clock.now(), 365 * 86_400);
    const res = await me(forged);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a correctly signed token issued in the future', async () => {
    const seller = await newSellerReady();
    const { sub, sid } = claimsOf(seller.access);
    const future = new Date(clock.now().getTime() + 10 * 60_000);
    expect((await me(signJwt({ sub, typ: null, blk: false, sid }, SECRET, future, 900))).status).toBe(401);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const seller = await newSellerReady();
    expect((await me(signJwt({ sub: seller.id, typ: null, blk: false }, SECRET, clock.now(), 900))).status).toBe(401);
  });
});

describe('ending a session ends its access tokens at once', () => {
  it('refuses the access token right after logout', async () => {
    const seller = await newSellerReady();
    expect((await me(seller.access)).status).toBe(200);
    expect((await api(app, 'POST', '/api/user/logout/', { body: { refresh: seller.refresh } })).status).toBe(200);
    expect((await me(seller.access)).status).toBe(401);
  });

  it('logout ends only its own session', async () => {
    const seller = await newSellerReady();
    const second = await login(app, seller.email, seller.password);
    await api(app, 'POST', '/api/user/logout/', { body: { refresh: second.refresh } });
    expect((await me(second.access)).status).toBe(401);
    expect((await me(seller.access)).status).toBe(200);
  });

  it('a password change ends every other session, access and refresh tokens alike, and keeps the current one', async () => {
    const seller = await newSellerReady();
    const elsewhere = await login(app, seller.email, seller.password);
    expect((await me(elsewhere.access)).status).toBe(200);
    const changed = await api(app, 'POST', '/api/user/change-password/', {
      headers: bearer(seller),
      body: { currentPassword: seller.password, newPassword: 'changed-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect((await me(elsewhere.access)).status).toBe(401);
    expect((await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: elsewhere.refresh } })).body.code).toBe(
      'REFRESH_TOKEN_INVALID',
    );
    expect((await me(seller.access)).status).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const seller = await newSellerReady();
    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email: seller.email } });
    const link = await latestMailLink(app, seller.email);
    const reset = await api(app, 'POST', '/api/user/reset-password/', {
      body: { userId: seller.id, token: link.searchParams.get('token'), password: 'after-reset-3' },
    });
    expect(reset.status).toBe(200);
    expect((await me(seller.access)).status).toBe(401);
    expect((await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } })).body.code).toBe(
      'REFRESH_TOKEN_INVALID',
    );
  });

  it('a replayed refresh token ends the access tokens of its whole family', async () => {
    const seller = await newSellerReady();
    const rotated = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } });
    expect((await me(rotated.body.access)).status).toBe(200);
    expect((await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } })).body.code).toBe(
      'REFRESH_TOKEN_REUSED',
    );
    expect((await me(rotated.body.access)).status).toBe(401);
    expect((await me(seller.access)).status).toBe(401);
  });
});
