// The embedded mailbox holds confirmation and reset links: each is as good as the account it opens, so nobody, staff
// and warehouse managers included, reads mail to an address that is not theirs (decision 0023).
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let victim: Account;
beforeAll(async () => {
  app = await startTestApp();
  [seller, victim] = [await newSeller(app), await newSeller(app)];
  // Anyone may ask for a reset link for any address: the mailbox must not hand it to them.
  const reset = await api(app, 'POST', '/api/user/request-password-reset/', { body: { email: victim.email } });
  expect(reset.status).toBe(200);
});
afterAll(() => app.close());

const mailbox = (account: Account | null, to?: string) =>
  api(app, 'GET', `/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, { headers: account ? bearer(account) : {} });
const recipients = (body: { items: { to: string }[] }) => [...new Set(body.items.map((m) => m.to))];

describe('dev mailbox', () => {
  it('refuses an anonymous reader with 401 UNAUTHENTICATED', async () => {
    const res = await mailbox(null, victim.email);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('shows a signed-in seller only the mail to their own address', async () => {
    const own = await mailbox(seller);
    expect(own.status).toBe(200);
    expect(own.body.scope).toBe('own');
    expect(recipients(own.body)).toEqual([seller.email]);
    expect(own.body.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Welcome to Ledgerhouse',
      expect.stringMatching(/confirm/i),
    ]);
  });

  it('gives a seller none of another address’s mail, reset links included, even when asked by address', async () => {
    const asked = await mailbox(seller, victim.email);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ scope: 'own', items: [] });
    const theirs = await mailbox(victim);
    expect(recipients(theirs.body)).toEqual([victim.email]);
    // Reset, welcome, confirmation: newest first.
    expect(theirs.body.items).toHaveLength(3);
    expect(theirs.body.items[0].text).toContain('/reset_password?');
  });

  it('shows staff and warehouse managers only their own mail: never a reset link for someone else', async () => {
    for (const admin of [await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')]) {
      const all = await mailbox(admin);
      expect(all.status).toBe(200);
      expect(all.body.scope).toBe('own');
      expect(all.body.items.every((m: { to: string }) => m.to === admin.email)).toBe(true);
      expect(await mailbox(admin, victim.email.toUpperCase())).toMatchObject({ status: 200, body: { scope: 'own', items: [] } });
    }
  });
});

describe('dev mailbox for a newcomer who cannot sign in yet', () => {
  const own = (email: string, password: string) => api(app, 'POST', '/api/dev/mailbox/own', { body: { email, password } });

  it('shows the mail to an address to whoever gives its account’s password, so a newcomer can confirm', async () => {
    const email = `newcomer-${Math.random().toString(36).slice(2, 8)}@shop.example`;
    const registered = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Nina Newcomer', email, phone: '+1 212 555 0123', password: 'newcomer-pass-1' },
    });
    expect(registered.status).toBe(201);
    const res = await own(email.toUpperCase(), 'newcomer-pass-1');
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('own');
    expect(recipients(res.body)).toEqual([email]);
    const link = new URL(/https?:\/\/\S+/.exec(res.body.items[0].text)![0]);
    const confirmed = await api(app, 'POST', '/api/user/confirm-email/', {
      body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses a wrong password with 400 INCORRECT_PASSWORD and shows nothing', async () => {
    const res = await own(victim.email, 'not-the-password');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INCORRECT_PASSWORD');
    expect(res.body.items).toBeUndefined();
  });

  it('refuses a malformed body with 400 VALIDATION_FAILED', async () => {
    const res = await api(app, 'POST', '/api/dev/mailbox/own', { body: { email: 'x'.repeat(300), password: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
