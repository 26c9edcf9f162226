// Accounts and sessions over real HTTP: every rule and error of registration, login, tokens and passwords.
import { randomUUID } from 'node:crypto';
import { LocalMailbox, ManualClock, type MailPort } from '../../infra/src';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import { bearer, latestMailLink, login, newSeller, registerAndConfirm } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app.close());

const mailSubjects = async (to: string) =>
  (await (app.running.app.get<MailPort>(MAIL_PORT) as LocalMailbox).list(to, 10)).map((m) => m.subject);

const fieldsOf = (body: { details: { fields: { field: string; code: string }[] } }) =>
  Object.fromEntries(body.details.fields.map((f) => [f.field, f.code]));

describe('registration', () => {
  it('validates every field with the spec messages, in both languages', async () => {
    const res = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Иван 2', email: 'nope', phone: 'abc', password: 'a b' },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      fullName: 'ONLY_LATIN',
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
      password: expect.stringMatching(/UNACCEPTABLE_PASSWORD|PASSWORD_SPACES/),
    });
    const short = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Ivan', email: 'a@b.co', phone: '+7 999 123 45 67', password: 'abc' },
    });
    expect(short.body.details.fields).toEqual([{ field: 'password', code: 'UNACCEPTABLE_PASSWORD', message: 'Unacceptable password' }]);
    const spaces = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Ivan', email: 'a@b.co', phone: '+7 999 123 45 67', password: 'with space' },
      headers: { 'Accept-Language': 'ru-RU' },
    });
    expect(spaces.body.details.fields).toEqual([
      { field: 'password', code: 'PASSWORD_SPACES', message: 'Пароль не может содержать пробелы' },
    ]);
    const latin = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Иван', email: 'a@b.co', phone: '+7 999 123 45 67', password: 'secret1' },
    });
    expect(latin.body.details.fields[0]).toMatchObject({ field: 'fullName', message: 'Only Latin letters allowed' });
  });

  it('mails a one-time confirmation link; login waits for it', async () => {
    const email = `new-${randomUUID().slice(0, 6)}@shop.example`;
    const res = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Grace Hopper', email, phone: '+1 212 555 0101', password: 'secret-1' },
    });
    expect(res.status).toBe(201);
    const early = await api(app, 'POST', '/api/user/login/', { body: { email, password: 'secret-1' } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_CONFIRMED');
    const link = await latestMailLink(app, email);
    expect(link.pathname).toBe('/registration-confirm-email');
    const wrong = await api(app, 'POST', '/api/user/confirm-email/', { body: { userId: res.body.id, token: 'x'.repeat(43) } });
    expect(wrong.body.code).toBe('CONFIRMATION_LINK_INVALID');
    const ok = await api(app, 'POST', '/api/user/confirm-email/', {
      body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
    });
    expect(ok.status).toBe(200);
    expect((await login(app, email, 'secret-1')).access).toBeTruthy();
    // Onboarding: one welcome mail for the confirmation, none for the link used again.
    const again = await api(app, 'POST', '/api/user/confirm-email/', {
      body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
    });
    expect(again.status).toBe(200);
    expect((await mailSubjects(email)).filter((subject) => subject === 'Welcome to Ledgerhouse')).toHaveLength(1);
  });

  it('mails the welcome in the language the seller confirmed in', async () => {
    const email = `bienvenue-${randomUUID().slice(0, 6)}@shop.example`;
    const ruHeaders = { 'Accept-Language': 'ru-RU' };
    const res = await api(app, 'POST', '/api/user/register/', {
      headers: ruHeaders,
      body: { fullName: 'Anna Pavlova', email, phone: '+7 999 123 45 01', password: 'secret-1' },
    });
    const link = await latestMailLink(app, email);
    await api(app, 'POST', '/api/user/confirm-email/', {
      headers: ruHeaders,
      body: { userId: res.body.id, token: link.searchParams.get('token') },
    });
    expect(await mailSubjects(email)).toEqual(['Добро пожаловать в Ledgerhouse', 'Подтвердите почту для Ledgerhouse']);
  });

  it('sends the confirmation link again on request: the new link confirms, the old one is spent; then rate-limited', async () => {
    const email = `again-${randomUUID().slice(0, 6)}@shop.example`;
    const res = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Ada Again', email, phone: '+1 212 555 0109', password: 'secret-9' },
    });
    const first = await latestMailLink(app, email);
    const resend = () => api(app, 'POST', '/api/user/resend-confirmation/', { body: { email } });
    expect(await resend()).toMatchObject({ status: 200, body: { accepted: true } });
    const second = await latestMailLink(app, email);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const confirm = (link: URL) =>
      api(app, 'POST', '/api/user/confirm-email/', { body: { userId: res.body.id, token: link.searchParams.get('token') } });
    expect((await confirm(first)).body.code).toBe('CONFIRMATION_LINK_INVALID');
    expect((await confirm(second)).status).toBe(200);
    // An unknown email answers the same; three requests per email, then 429 RATE_LIMITED.
    expect((await api(app, 'POST', '/api/user/resend-confirmation/', { body: { email: `nobody-${email}` } })).body).toEqual({
      accepted: true,
    });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect(await resend()).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('refuses a second account with the same email, whatever its case, and under a race', async () => {
    const { email } = await registerAndConfirm(app);
    const again = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Other', email: email.toUpperCase(), phone: '+1 212 555 0102', password: 'secret-2' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_EXISTS');
    const racer = `race-${randomUUID().slice(0, 6)}@shop.example`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(app, 'POST', '/api/user/register/', {
          body: { fullName: 'Racer', email: racer, phone: '+1 212 555 0103', password: 'secret-3' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('login and tokens', () => {
  it('distinguishes an unknown email from a wrong password', async () => {
    const { email } = await registerAndConfirm(app);
    const unknown = await api(app, 'POST', '/api/user/login/', { body: { email: 'nobody@shop.example', password: 'whatever' } });
    expect(unknown.body.code).toBe('EMAIL_NOT_FOUND');
    const wrong = await api(app, 'POST', '/api/user/login/', { body: { email, password: 'wrong-pass' } });
    expect(wrong.body).toMatchObject({ code: 'INCORRECT_PASSWORD', message: 'Incorrect password' });
  });

  it('returns access, refresh and the user; GET user/me/ answers with the access token only', async () => {
    const seller = await newSeller(app);
    // The login's position: the read waits until the users read model holds the confirmation before it.
    const me = await api(app, 'GET', '/api/user/me/', { headers: { ...bearer(seller), 'X-Min-Position': seller.position } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: seller.id,
      email: seller.email,
      fullName: 'Ada Lovelace',
      userType: null,
      blocked: false,
      emailConfirmed: true,
    });
    expect((await api(app, 'GET', '/api/user/me/')).status).toBe(401);
    expect((await api(app, 'GET', '/api/user/me/', { headers: { Authorization: `JWT ${seller.access}x` } })).status).toBe(401);
  });

  it('rejects an expired access token, and the refresh gives a working one', async () => {
    const seller = await newSeller(app);
    clock.advance(16 * 60_000);
    expect((await api(app, 'GET', '/api/user/me/', { headers: bearer(seller) })).status).toBe(401);
    const refreshed = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } });
    expect(refreshed.status).toBe(200);
    expect((await api(app, 'GET', '/api/user/me/', { headers: bearer(refreshed.body) })).status).toBe(200);
  });

  it('rotates refresh tokens; reusing a rotated one ends the whole family', async () => {
    const seller = await newSeller(app);
    const first = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } });
    const second = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: first.body.refresh } });
    expect(second.status).toBe(200);
    const replay = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED');
    const afterRevocation = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: second.body.refresh } });
    expect(afterRevocation.status).toBe(401);
    expect(afterRevocation.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('logout ends the session; garbage tokens are 401 REFRESH_TOKEN_INVALID', async () => {
    const seller = await newSeller(app);
    expect((await api(app, 'POST', '/api/user/logout/', { body: { refresh: seller.refresh } })).body).toEqual({ accepted: true });
    expect((await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } })).body.code).toBe(
      'REFRESH_TOKEN_INVALID',
    );
    expect((await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: 'garbage' } })).body.code).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('passwords and profile', () => {
  it('resets a password with the mailed link; used, expired and invalid links each have their own code', async () => {
    const { email, id } = await registerAndConfirm(app);
    expect((await api(app, 'POST', '/api/user/request-password-reset/', { body: { email: 'nobody@shop.example' } })).body).toEqual({
      accepted: true,
    });
    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email } });
    const link = await latestMailLink(app, email);
    expect(link.pathname).toBe('/reset_password');
    const token = link.searchParams.get('token');
    const reset = await api(app, 'POST', '/api/user/reset-password/', { body: { userId: id, token, password: 'brand-new-1' } });
    expect(reset.status).toBe(200);
    expect((await login(app, email, 'brand-new-1')).access).toBeTruthy();
    expect((await api(app, 'POST', '/api/user/reset-password/', { body: { userId: id, token, password: 'again-new-1' } })).body.code).toBe(
      'RESET_LINK_USED',
    );
    expect(
      (await api(app, 'POST', '/api/user/reset-password/', { body: { userId: id, token: 'forged-token', password: 'again-new-1' } })).body
        .code,
    ).toBe('RESET_LINK_INVALID');
    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email } });
    const late = await latestMailLink(app, email);
    clock.advance(61 * 60_000);
    const expired = await api(app, 'POST', '/api/user/reset-password/', {
      body: { userId: id, token: late.searchParams.get('token'), password: 'again-new-1' },
    });
    expect(expired.body.code).toBe('RESET_LINK_EXPIRED');
  });

  it('checks a reset link before any password is typed: valid, then used, invalid or expired, changing nothing', async () => {
    const { email, id } = await registerAndConfirm(app);
    const check = (token: string | null) => api(app, 'POST', '/api/user/reset-password/check/', { body: { userId: id, token } });
    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email } });
    const token = (await latestMailLink(app, email)).searchParams.get('token');
    expect((await check(token)).body).toEqual({ valid: true });
    // A check is no use of the link: it still sets the password afterwards.
    expect((await check(token)).status).toBe(200);
    expect((await api(app, 'POST', '/api/user/reset-password/', { body: { userId: id, token, password: 'brand-new-2' } })).status).toBe(
      200,
    );
    const used = await check(token);
    expect([used.status, used.body.code]).toEqual([400, 'RESET_LINK_USED']);
    expect((await check('forged-token')).body.code).toBe('RESET_LINK_INVALID');
    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email } });
    const late = (await latestMailLink(app, email)).searchParams.get('token');
    clock.advance(61 * 60_000);
    expect((await check(late)).body.code).toBe('RESET_LINK_EXPIRED');
    expect((await api(app, 'POST', '/api/user/reset-password/check/', { body: { userId: randomUUID(), token: late } })).body.code).toBe(
      'RESET_LINK_INVALID',
    );
  });

  it('changes the password only with the right current one', async () => {
    const seller = await newSeller(app);
    const wrong = await api(app, 'POST', '/api/user/change-password/', {
      headers: bearer(seller),
      body: { currentPassword: 'nope-nope', newPassword: 'changed-1' },
    });
    expect(wrong.body.code).toBe('WRONG_CURRENT_PASSWORD');
    // Named on its field, so the profile form shows it under "Current password", not in a toast.
    expect(wrong.body.details.fields).toEqual([expect.objectContaining({ field: 'currentPassword', code: 'WRONG_CURRENT_PASSWORD' })]);
    const ok = await api(app, 'POST', '/api/user/change-password/', {
      headers: bearer(seller),
      body: { currentPassword: seller.password, newPassword: 'changed-1' },
    });
    expect(ok.status).toBe(200);
    expect((await login(app, seller.email, 'changed-1')).access).toBeTruthy();
  });

  it('updates the profile and notification settings, shown by GET user/me/', async () => {
    const seller = await newSeller(app);
    const bad = await api(app, 'PATCH', '/api/user/profile/', { headers: bearer(seller), body: { phone: 'call me' } });
    expect(bad.body.details.fields[0].code).toBe('INVALID_PHONE');
    await api(app, 'PATCH', '/api/user/profile/', { headers: bearer(seller), body: { fullName: 'Ada King' } });
    const settings = await api(app, 'PUT', '/api/user/notification-settings/', {
      headers: bearer(seller),
      body: { categories: ['BILLING_AND_SUBSCRIPTION'], email: 'ops@shop.example' },
    });
    const me = await api(app, 'GET', '/api/user/me/', { headers: { ...bearer(seller), 'X-Min-Position': settings.body.position } });
    expect(me.body).toMatchObject({
      fullName: 'Ada King',
      notifications: { categories: ['BILLING_AND_SUBSCRIPTION'], email: 'ops@shop.example' },
    });
  });
});
