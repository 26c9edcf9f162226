// The embedded mailbox holds confirmation and reset links: each is as good as the account it opens, so nobody reads
// mail to an address that is not theirs (staff and warehouse managers excepted).
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
    expect(own.body.items.map((m: { subject: string }) => m.subject)).toEqual([expect.stringMatching(/confirm/i)]);
  });

  it('gives a seller none of another address’s mail, reset links included, even when asked by address', async () => {
    const asked = await mailbox(seller, victim.email);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ scope: 'own', items: [] });
    const theirs = await mailbox(victim);
    expect(recipients(theirs.body)).toEqual([victim.email]);
    expect(theirs.body.items).toHaveLength(2);
    expect(theirs.body.items[0].text).toContain('/reset_password?');
  });

  it('shows staff and warehouse managers every address’s mail, narrowed by address on request', async () => {
    for (const admin of [await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')]) {
      const all = await mailbox(admin);
      expect(all.body.scope).toBe('all');
      expect(recipients(all.body)).toEqual(expect.arrayContaining([seller.email, victim.email]));
      const one = await mailbox(admin, victim.email.toUpperCase());
      expect(recipients(one.body)).toEqual([victim.email]);
    }
  });
});
