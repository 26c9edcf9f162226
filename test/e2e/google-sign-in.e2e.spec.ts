// Google sign-in and sign-up as OpenID Connect, against a real OIDC provider running locally (oidc-provider).
import { authorizeAt, startOidcProvider, type LocalOidcProvider } from '../support/oidc';
import { bearer, registerAndConfirm } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://ledgerhouse.test';
const REDIRECT = `${PUBLIC_URL}/google/login/callback`;

let provider: LocalOidcProvider;
let app: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT);
  app = await startTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: 'ledgerhouse-test',
      GOOGLE_CLIENT_SECRET: 'ledgerhouse-test-secret',
    },
  });
});
afterAll(async () => {
  await app?.close();
  provider.stop();
});

async function signIn(login: string, redirectTo?: string) {
  const start = await api(app, 'GET', `/api/user/google/start${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`);
  expect(start.status).toBe(200);
  expect(start.body.url.startsWith(`${provider.issuer}/`)).toBe(true);
  const answer = await authorizeAt(start.body.url, login, REDIRECT);
  return api(app, 'POST', '/api/user/google/callback', { body: answer });
}

describe('Google sign-in (OpenID Connect)', () => {
  it('tells anyone that Google sign-in is enabled when a client id is configured', async () => {
    const res = await api(app, 'GET', '/api/user/google/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true });
  });

  it('signs up a new seller on first use, confirmed by the provider, and signs the same account in again', async () => {
    const first = await signIn('alice', '/orders/all');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user: { email: 'alice@gmail.test', fullName: 'Alice Google', emailConfirmed: true, userType: null },
      redirectTo: '/orders/all',
    });
    const me = await api(app, 'GET', '/api/user/me/', {
      headers: { ...bearer(first.body), 'X-Min-Position': first.headers.get('x-position') ?? '' },
    });
    expect(me.body.email).toBe('alice@gmail.test');
    const second = await signIn('alice');
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('signs an existing password account in by its email', async () => {
    const account = await registerAndConfirm(app, { email: 'bob@gmail.test' });
    const res = await signIn('bob');
    expect(res.body.user.id).toBe(account.id);
  });

  it('does not let an unverified provider email into an account', async () => {
    const res = await signIn('unverified');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('refuses a forged state and a replayed code', async () => {
    const start = await api(app, 'GET', '/api/user/google/start');
    const answer = await authorizeAt(start.body.url, 'carol', REDIRECT);
    const forged = await api(app, 'POST', '/api/user/google/callback', { body: { ...answer, state: `${answer.state}x` } });
    expect(forged.body.code).toBe('GOOGLE_SIGN_IN_FAILED');
    expect((await api(app, 'POST', '/api/user/google/callback', { body: answer })).status).toBe(200);
    const replay = await api(app, 'POST', '/api/user/google/callback', { body: answer });
    expect(replay.body.code).toBe('GOOGLE_SIGN_IN_FAILED');
  });
});

describe('Google sign-in not configured', () => {
  it('says it is disabled on the public status route and answers GOOGLE_SIGN_IN_DISABLED on start', async () => {
    const bare = await startTestApp();
    try {
      const status = await api(bare, 'GET', '/api/user/google/status');
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ enabled: false });
      const res = await api(bare, 'GET', '/api/user/google/start');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('GOOGLE_SIGN_IN_DISABLED');
    } finally {
      await bare.close();
    }
  });
});
