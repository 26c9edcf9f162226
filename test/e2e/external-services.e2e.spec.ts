// Spec 7 with every outside service configured: error reports reach a local fake Sentry without personal data, the web
// learns the public settings at run time, the CSP opens only to the configured origins, and the captcha guards
// registration and repeated failed logins (Turnstile's documented test keys, answered by the sandbox verifier).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { TURNSTILE_TEST_KEYS } from '../../services/src/identity/captcha/sandbox-captcha';
import { bearer, latestMailLink, login, type Account } from '../support/accounts';
import { eventually } from '../support/billing';
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry';
import { api, startTestApp, type TestApp } from '../support/test-app';

let sentry: FakeSentry;
let app: TestApp;

beforeAll(async () => {
  sentry = await startFakeSentry();
  app = await startTestApp({
    env: {
      SENTRY_DSN: sentry.dsn,
      SENTRY_REPORT_FROM_LOCALHOST: 'true',
      ANALYTICS_COUNTER_ID: '98765432',
      SUPPORT_WS_URL: 'wss://chat.ledgerhouse.example/ws',
      CAPTCHA_SITE_KEY: TURNSTILE_TEST_KEYS.siteKeyAlwaysPasses,
      CAPTCHA_SECRET: TURNSTILE_TEST_KEYS.secretAlwaysPasses,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await sentry?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Lovelace',
  email: `seller-${randomUUID().slice(0, 8)}@shop.example`,
  phone: '+1 212 555 0100',
  password: 'secret-pass-1',
  ...overrides,
});

/** A confirmed, signed-in seller who solved the captcha at registration. */
async function newSeller(): Promise<Account> {
  const body = registration({ captchaToken: TURNSTILE_TEST_KEYS.dummyToken });
  const registered = await api(app, 'POST', '/api/user/register/', { body });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const link = await latestMailLink(app, body.email as string);
  await api(app, 'POST', '/api/user/confirm-email/', {
    body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
  });
  const tokens = await login(app, body.email as string, body.password as string);
  return { id: registered.body.id, email: body.email as string, password: body.password as string, ...tokens };
}

describe('runtime configuration for the web', () => {
  it('tells the page the DSN, counter, chat address and captcha site key, and never the captcha secret', async () => {
    const res = await api(app, 'GET', '/api/runtime-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errorReporting: { dsn: sentry.dsn, environment: 'test', tracesSampleRate: 0.1 },
      analytics: { counterId: '98765432', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' },
      supportWsUrl: 'wss://chat.ledgerhouse.example/ws',
      captcha: {
        siteKey: TURNSTILE_TEST_KEYS.siteKeyAlwaysPasses,
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
        afterFailedLogins: 3,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(TURNSTILE_TEST_KEYS.secretAlwaysPasses);
  });

  it('opens the CSP to the counter and captcha scripts, the captcha frame, the error service and the chat', async () => {
    const policy = (await fetch(`${app.url}/api/health`)).headers.get('content-security-policy')!;
    const origin = new URL(sentry.dsn).origin;
    expect(policy).toContain("script-src 'self' https://mc.yandex.ru https://challenges.cloudflare.com;");
    expect(policy).toContain(`connect-src 'self' https://mc.yandex.ru ${origin} wss://chat.ledgerhouse.example;`);
    expect(policy).toContain('frame-src https://challenges.cloudflare.com;');
  });
});

describe('error reporting', () => {
  it('reports a server error with the user id, without the Authorization header, cookies, body or email', async () => {
    const seller = await newSeller();
    const db = app.running.persistence.db;
    // A broken database after sign-in: the idempotency table is gone, so the write fails with a server error.
    await sql`alter table idempotency_keys rename to idempotency_keys_away`.execute(db);
    let res;
    try {
      res = await api(app, 'PUT', `/api/user/notification-settings/?contact=${encodeURIComponent(seller.email)}`, {
        headers: { ...bearer(seller), 'Idempotency-Key': randomUUID() },
        body: { categories: ['OTHER'], email: seller.email },
      });
    } finally {
      await sql`alter table idempotency_keys_away rename to idempotency_keys`.execute(db);
    }
    expect(res.status).toBe(500);
    const event = await eventually(async () => {
      const found = sentry.events().find((e) => e.user?.id === seller.id);
      if (!found) throw new Error(`no event for the seller among ${sentry.envelopes.length} envelopes`);
      return found;
    });
    expect(event.user).toEqual({ id: seller.id });
    expect(event.request.method).toBe('PUT');
    expect(event.request.url).toMatch(/\/api\/user\/notification-settings\/$/);
    const everything = sentry.envelopes.join('\n');
    expect(everything).not.toContain(seller.access);
    expect(everything).not.toContain(seller.email);
    expect(everything).not.toContain(decodeURIComponent(app.xsrf));
    expect(Object.keys(event.request.headers).sort()).toEqual([
      'accept',
      'accept-language',
      'content-length',
      'content-type',
      'user-agent',
      'x-environment',
    ]);
    expect(event.request.data).toBeUndefined();
    expect(event.request.cookies).toBeUndefined();
  });
});

describe('captcha', () => {
  it('refuses a registration without a captcha token with CAPTCHA_REQUIRED in both languages', async () => {
    const en = await api(app, 'POST', '/api/user/register/', { body: registration() });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'Please confirm that you are not a robot',
      details: { fields: [{ field: 'captchaToken', code: 'CAPTCHA_REQUIRED' }] },
    });
    const ru = await api(app, 'POST', '/api/user/register/', { body: registration(), headers: { 'Accept-Language': 'ru-RU' } });
    expect(ru.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Подтвердите, что вы не робот' });
  });

  it('registers with the test widget token that always passes', async () => {
    const res = await api(app, 'POST', '/api/user/register/', { body: registration({ captchaToken: TURNSTILE_TEST_KEYS.dummyToken }) });
    expect(res.status).toBe(201);
  });

  it('asks for the captcha after 3 failed logins for an email, and logs in with a solved one', async () => {
    const seller = await newSeller();
    for (let i = 0; i < 3; i++) {
      const wrong = await api(app, 'POST', '/api/user/login/', { body: { email: seller.email, password: 'wrong-pass-1' } });
      expect(wrong.body.code).toBe('INCORRECT_PASSWORD');
    }
    const asked = await api(app, 'POST', '/api/user/login/', { body: { email: seller.email, password: seller.password } });
    expect(asked.status).toBe(400);
    expect(asked.body.code).toBe('CAPTCHA_REQUIRED');
    const solved = await api(app, 'POST', '/api/user/login/', {
      body: { email: seller.email, password: seller.password, captchaToken: TURNSTILE_TEST_KEYS.dummyToken },
    });
    expect(solved.status).toBe(200);
  });
});
