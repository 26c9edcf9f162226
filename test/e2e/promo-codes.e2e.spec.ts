// Promo codes over real HTTP: staff manage them; a plan change applies one or fails with one of six reasons.
import { ManualClock } from '../../infra/src';
import { bearer, newSeller, type Account } from '../support/accounts';
import { caughtUp, fundWallet, runScheduler, signInAgain, walletFacts } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-04-10T09:00:00.000Z'));
let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ clock });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const as = (account: Account) => ({ headers: bearer(account) });
let counter = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${counter++}`;

async function createCode(fields: Record<string, unknown> = {}) {
  const code = uniqueCode('PC');
  const res = await api(app, 'POST', '/api/admin/promocodes', {
    ...as(await signInAgain(app, staff)),
    body: { code, discountPercent: 33, plan: 'basic', usageLimit: null, expiresAt: null, ...fields },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  await app.running.runner.waitFor(res.body.position, 5000);
  return { id: res.body.id as string, code };
}
async function seller(cents = 50_000) {
  const account = await newSeller(app);
  await caughtUp(app);
  if (cents > 0) await fundWallet(app, await signInAgain(app, staff), account.id, cents);
  return account;
}
async function change(account: Account, plan: string, promoCode?: string) {
  const res = await api(app, 'POST', '/api/subscription/change', { ...as(account), body: { plan, promoCode } });
  if (res.body?.position) await app.running.runner.waitFor(res.body.position, 5000);
  return res;
}
const view = async (id: string) => (await api(app, 'GET', `/api/admin/promocodes/${id}`, as(await signInAgain(app, staff)))).body;

describe('promo codes (staff)', () => {
  it('creates, lists with search, active filter and pages, edits and deactivates', async () => {
    const { id, code } = await createCode({ discountPercent: 20, usageLimit: 5, expiresAt: '2027-12-31T00:00:00.000Z' });
    expect(await view(id)).toMatchObject({
      id,
      code,
      discountPercent: 20,
      plan: 'basic',
      usageLimit: 5,
      expiresAt: '2027-12-31T00:00:00.000Z',
      active: true,
      usedCount: 0,
    });
    const found = await api(app, 'GET', `/api/admin/promocodes?search=${code.slice(2).toLowerCase()}`, as(staff));
    expect(found.body).toMatchObject({ total: 1, items: [{ id }] });
    const edited = await api(app, 'PATCH', `/api/admin/promocodes/${id}`, { ...as(staff), body: { discountPercent: 25, plan: 'premium' } });
    await app.running.runner.waitFor(edited.body.position, 5000);
    expect(await view(id)).toMatchObject({ discountPercent: 25, plan: 'premium', code });
    const off = await api(app, 'POST', `/api/admin/promocodes/${id}/deactivate`, as(staff));
    await app.running.runner.waitFor(off.body.position, 5000);
    expect((await view(id)).active).toBe(false);
    const inactive = await api(app, 'GET', `/api/admin/promocodes?active=false&pageSize=1`, as(staff));
    expect(inactive.body).toMatchObject({ pageSize: 1, items: [{ id, active: false }] });
    const active = await api(app, 'GET', `/api/admin/promocodes?active=true&search=${code}`, as(staff));
    expect(active.body.total).toBe(0);
  });

  it('keeps codes unique, case-insensitively (PROMO_CODE_EXISTS), and validates fields', async () => {
    const { code } = await createCode();
    const again = await api(app, 'POST', '/api/admin/promocodes', {
      ...as(staff),
      body: { code: code.toLowerCase(), discountPercent: 10, plan: 'basic', usageLimit: null, expiresAt: null },
    });
    expect([again.status, again.body.code]).toEqual([409, 'PROMO_CODE_EXISTS']);
    const bad = await api(app, 'POST', '/api/admin/promocodes', {
      ...as(staff),
      body: { code: 'x', discountPercent: 0, plan: 'free', usageLimit: 0, expiresAt: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'code',
      'discountPercent',
      'expiresAt',
      'plan',
      'usageLimit',
    ]);
    expect((await api(app, 'GET', '/api/admin/promocodes/not-a-uuid', as(staff))).status).toBe(400);
    expect((await api(app, 'GET', '/api/admin/promocodes/00000000-0000-4000-8000-000000000000', as(staff))).status).toBe(404);
  });

  it('is staff only', async () => {
    const someone = await seller(0);
    expect((await api(app, 'GET', '/api/admin/promocodes', as(someone))).status).toBe(403);
    expect((await api(app, 'POST', '/api/admin/promocodes', { ...as(someone), body: {} })).status).toBe(403);
  });
});

describe('applying a promo code at a plan change', () => {
  it('charges the plan price less the discount (rounded down to a cent) and counts the use', async () => {
    const { id, code } = await createCode({ discountPercent: 33, plan: 'premium' });
    const buyer = await seller();
    const res = await change(buyer, 'premium', code.toLowerCase());
    expect(res.body).toMatchObject({ kind: 'UPGRADED', chargedCents: 14_900 - 4917 });
    expect((await walletFacts(app, buyer.id)).spent.map((s) => s.amountCents)).toEqual([9983]);
    const [entry] = (await api(app, 'GET', '/api/subscription/history', as(buyer))).body.items;
    expect(entry).toMatchObject({ event: 'STARTED', plan: 'premium', amountCents: 9983, discountCents: 4917, promoCode: code });
    expect((await view(id)).usedCount).toBe(1);
  });

  it('refuses an unknown code with PROMO_INVALID', async () => {
    const res = await change(await seller(), 'basic', 'NO-SUCH-CODE');
    expect([res.status, res.body.code]).toEqual([422, 'PROMO_INVALID']);
  });

  it('refuses a deactivated code with PROMO_DEACTIVATED', async () => {
    const { id, code } = await createCode();
    await api(app, 'POST', `/api/admin/promocodes/${id}/deactivate`, as(staff));
    expect((await change(await seller(), 'basic', code)).body.code).toBe('PROMO_DEACTIVATED');
  });

  it('refuses a code past its expiry with PROMO_EXPIRED', async () => {
    const { code } = await createCode({ expiresAt: new Date(clock.now().getTime() - 1000).toISOString() });
    expect((await change(await seller(), 'basic', code)).body.code).toBe('PROMO_EXPIRED');
  });

  it('refuses a code for another plan with PROMO_WRONG_TARIFF', async () => {
    const { code } = await createCode({ plan: 'premium' });
    expect((await change(await seller(), 'basic', code)).body.code).toBe('PROMO_WRONG_TARIFF');
  });

  it('refuses uses beyond the limit with PROMO_USAGE_LIMIT_REACHED; a failed plan change does not consume a use', async () => {
    const { id, code } = await createCode({ usageLimit: 1 });
    const broke = await seller(1000);
    expect((await change(broke, 'basic', code)).body.code).toBe('PLAN_UPDATE_FAILED');
    await caughtUp(app);
    expect((await view(id)).usedCount).toBe(0);
    expect((await change(await seller(), 'basic', code)).body).toMatchObject({ kind: 'UPGRADED', chargedCents: 4900 - 1617 });
    const res = await change(await seller(), 'basic', code);
    expect([res.status, res.body.code]).toEqual([422, 'PROMO_USAGE_LIMIT_REACHED']);
    expect((await view(id)).usedCount).toBe(1);
  });

  it('refuses a second use by the same seller with PROMO_ALREADY_USED', async () => {
    const { code } = await createCode();
    const buyer = await seller(4900 - 1617);
    expect((await change(buyer, 'basic', code)).body.chargedCents).toBe(3283);
    // The renewal cannot be paid, so the seller is back on free and could buy basic again, but not with this code.
    clock.set(new Date(clock.now().getTime() + 32 * 86_400_000));
    await runScheduler(app);
    await signInAgain(app, buyer);
    expect((await api(app, 'GET', '/api/subscription', as(buyer))).body.plan).toBe('free');
    expect((await change(buyer, 'basic', code)).body.code).toBe('PROMO_ALREADY_USED');
  });
});
