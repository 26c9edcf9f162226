// Subscription over real HTTP with a ManualClock: upgrades paid from the wallet, downgrades at the period end,
// renewals by the scheduler, free month by order volume, deactivated accounts, free receiving time.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ManualClock } from '../../infra/src';
import { UseFreeReceivingTime } from '../../services/src/billing/commands/use-free-receiving-time.command';
import { bearer, newSeller, type Account } from '../support/accounts';
import { caughtUp, fundWallet, runScheduler, signInAgain, walletFacts } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-01-15T12:00:00.000Z'));
let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { FREE_MONTH_ORDER_THRESHOLD: '3' } });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const as = (account: Account) => ({ headers: bearer(account) });
const read = async (account: Account, path = '/api/subscription') => (await api(app, 'GET', path, as(account))).body;
async function change(account: Account, plan: string, promoCode?: string) {
  const res = await api(app, 'POST', '/api/subscription/change', { ...as(account), body: { plan, ...(promoCode ? { promoCode } : {}) } });
  if (res.body?.position) await app.running.runner.waitFor(res.body.position, 5000);
  return res;
}
async function fundedSeller(cents: number) {
  const seller = await newSeller(app);
  await caughtUp(app);
  if (cents > 0) await fundWallet(app, await signInAgain(app, staff), seller.id, cents);
  return seller;
}
const history = async (account: Account) =>
  (await read(account, '/api/subscription/history')).items.map((e: { event: string; plan: string }) => `${e.event} ${e.plan}`).reverse();

describe('subscription', () => {
  it('starts on free (pay-as-you-go, never billed) with the plans on offer', async () => {
    const seller = await newSeller(app);
    const view = await read(seller);
    expect(view).toMatchObject({
      plan: 'free',
      status: 'ACTIVE',
      billingPeriod: 'NEVER',
      amountCents: 0,
      plannedEnd: null,
      upcomingPlan: null,
      remainingFreeReceivingMinutes: 0,
    });
    expect(view.plans.map((p: { plan: string; priceCents: number }) => `${p.plan}:${p.priceCents}`)).toEqual([
      'free:0',
      'basic:4900',
      'premium:14900',
    ]);
  });

  it('refuses an upgrade the wallet cannot pay with PLAN_UPDATE_FAILED, records the refusal and keeps the plan', async () => {
    const seller = await fundedSeller(1000);
    const res = await change(seller, 'basic');
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('PLAN_UPDATE_FAILED');
    expect((await read(seller)).plan).toBe('free');
    const wallet = await walletFacts(app, seller.id);
    expect(wallet.refused).toEqual([expect.objectContaining({ purpose: 'SUBSCRIPTION', amountCents: 4900 })]);
    expect(wallet.balanceCents).toBe(1000);
  });

  it('upgrades at once from the wallet, refuses the same plan, replaces basic by a full-price premium period', async () => {
    const seller = await fundedSeller(30_000);
    const now = clock.now();
    const res = await change(seller, 'basic');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'UPGRADED', chargedCents: 4900, effectiveAt: now.toISOString() });
    expect(await read(seller)).toMatchObject({
      plan: 'basic',
      status: 'ACTIVE',
      billingPeriod: 'MONTH_1',
      amountCents: 4900,
      start: now.toISOString(),
      plannedEnd: '2027-02-15T12:00:00.000Z',
      remainingFreeReceivingMinutes: 60,
    });
    expect((await change(seller, 'basic')).body.code).toBe('PLAN_UNCHANGED');
    const premium = await change(seller, 'premium');
    expect(premium.body).toMatchObject({ kind: 'UPGRADED', chargedCents: 14900 });
    expect(await read(seller)).toMatchObject({ plan: 'premium', amountCents: 14900, remainingFreeReceivingMinutes: 180 });
    const wallet = await walletFacts(app, seller.id);
    expect(wallet.spent.map((s) => `${s.purpose}:${s.amountCents}`)).toEqual(['SUBSCRIPTION:4900', 'SUBSCRIPTION:14900']);
    expect(wallet.balanceCents).toBe(30_000 - 4900 - 14900);
    expect(await history(seller)).toEqual(['STARTED basic', 'ENDED basic', 'STARTED premium']);
  });

  it('schedules a downgrade for the period end, shows the upcoming plan, and cancels it', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'premium');
    const { plannedEnd } = await read(seller);
    const down = await change(seller, 'basic');
    expect(down.body).toMatchObject({ kind: 'DOWNGRADE_SCHEDULED', chargedCents: 0, effectiveAt: plannedEnd });
    expect(await read(seller)).toMatchObject({ plan: 'premium', upcomingPlan: 'basic' });
    const cancel = await api(app, 'POST', '/api/subscription/cancel-downgrade', as(seller));
    expect(cancel.status).toBe(200);
    await app.running.runner.waitFor(cancel.body.position, 5000);
    expect((await read(seller)).upcomingPlan).toBeNull();
    const again = await api(app, 'POST', '/api/subscription/cancel-downgrade', as(seller));
    expect([again.status, again.body.code]).toEqual([409, 'NO_DOWNGRADE_SCHEDULED']);
    expect((await walletFacts(app, seller.id)).spent).toHaveLength(1);
  });

  it('refuses a promo code sent with a downgrade with 422 PROMO_UPGRADE_ONLY on promoCode, recording nothing', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'premium');
    const before = await history(seller);
    const down = await change(seller, 'basic', 'ANYCODE');
    expect([down.status, down.body.code, down.body.message]).toEqual([422, 'PROMO_UPGRADE_ONLY', 'Promo codes apply to upgrades only']);
    expect(down.body.details.fields).toEqual([expect.objectContaining({ field: 'promoCode', code: 'PROMO_UPGRADE_ONLY' })]);
    const ru = await api(app, 'POST', '/api/subscription/change', {
      headers: { ...bearer(seller), 'Accept-Language': 'ru-RU' },
      body: { plan: 'free', promoCode: 'ANYCODE' },
    });
    expect([ru.status, ru.body.message]).toEqual([422, 'Промокод действует только при повышении тарифа']);
    await caughtUp(app);
    expect(await read(seller)).toMatchObject({ plan: 'premium', upcomingPlan: null });
    expect(await history(seller)).toEqual(before);
  });

  it('counts free receiving time per period, once per document: asking again answers the first grant (internal command for the inbound saga)', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'premium');
    const bus = app.running.app.get(CommandBus);
    expect(await bus.execute(new UseFreeReceivingTime(seller.id, 100, 'inbound-1'))).toMatchObject({
      freeMinutes: 100,
      remainingMinutes: 80,
    });
    expect(await bus.execute(new UseFreeReceivingTime(seller.id, 100, 'inbound-1'))).toMatchObject({
      freeMinutes: 100,
      remainingMinutes: 80,
    });
    const rest = await bus.execute(new UseFreeReceivingTime(seller.id, 100, 'inbound-2'));
    expect(rest).toMatchObject({ freeMinutes: 80, remainingMinutes: 0 });
    await app.running.runner.waitFor(rest.position!, 5000);
    expect((await read(seller)).remainingFreeReceivingMinutes).toBe(0);
  });

  it('shows a seller’s subscription and history to staff only', async () => {
    const seller = await fundedSeller(5000);
    await change(seller, 'basic');
    const admin = await api(app, 'GET', `/api/admin/users/${seller.id}/subscription`, as(await signInAgain(app, staff)));
    expect(admin.body).toMatchObject({ plan: 'basic', amountCents: 4900 });
    const adminHistory = await api(app, 'GET', `/api/admin/users/${seller.id}/subscription/history`, as(staff));
    expect(adminHistory.body).toMatchObject({ total: 1, items: [{ event: 'STARTED', plan: 'basic', amountCents: 4900 }] });
    expect((await api(app, 'GET', `/api/admin/users/${seller.id}/subscription`, as(seller))).status).toBe(403);
  });
});

describe('subscription over time (scheduler with a ManualClock)', () => {
  it('renews after a month from the wallet, once however often the scheduler runs', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'basic');
    const { plannedEnd } = await read(seller);
    await runScheduler(app);
    expect((await walletFacts(app, seller.id)).spent).toHaveLength(1);
    clock.set(new Date(plannedEnd));
    await runScheduler(app);
    await runScheduler(app);
    const wallet = await walletFacts(app, seller.id);
    expect(wallet.spent.map((s) => s.documentId)).toEqual([expect.any(String), `subscription-${seller.id}-basic-${plannedEnd}`]);
    expect(wallet.balanceCents).toBe(20_000 - 2 * 4900);
    const view = await read(await signInAgain(app, seller));
    expect(view).toMatchObject({ plan: 'basic', status: 'ACTIVE', amountCents: 4900 });
    expect(new Date(view.plannedEnd).getTime()).toBeGreaterThan(new Date(plannedEnd).getTime());
    expect(await history(seller)).toEqual(['STARTED basic', 'RENEWED basic']);
  });

  it('applies a scheduled downgrade to free at the period end without charging', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'basic');
    await change(seller, 'free');
    const { plannedEnd } = await read(seller);
    clock.set(new Date(new Date(plannedEnd).getTime() + 1000));
    await runScheduler(app);
    expect(await read(await signInAgain(app, seller))).toMatchObject({
      plan: 'free',
      status: 'ENDED',
      upcomingPlan: null,
      plannedEnd: null,
    });
    expect((await walletFacts(app, seller.id)).spent).toHaveLength(1);
    expect(await history(seller)).toEqual(['STARTED basic', 'DOWNGRADE_SCHEDULED free', 'ENDED basic']);
  });

  it('ends the plan with RENEWAL_FAILED when the wallet cannot pay the renewal, back to free', async () => {
    const seller = await fundedSeller(4900);
    await change(seller, 'basic');
    const { plannedEnd } = await read(seller);
    clock.set(new Date(plannedEnd));
    await runScheduler(app);
    expect(await read(await signInAgain(app, seller))).toMatchObject({ plan: 'free', status: 'ENDED' });
    const wallet = await walletFacts(app, seller.id);
    expect(wallet.refused).toEqual([
      expect.objectContaining({ purpose: 'SUBSCRIPTION', amountCents: 4900, documentId: `subscription-${seller.id}-basic-${plannedEnd}` }),
    ]);
    expect(await history(seller)).toEqual(['STARTED basic', 'ENDED basic']);
  });

  it('grants a free first month for enough orders in the past 30 days, once per seller', async () => {
    const seller = await newSeller(app);
    const store = app.running.persistence.store;
    const placed = (daysAgo: number) => {
      const orderId = randomUUID();
      const placedAt = new Date(clock.now().getTime() - daysAgo * 86_400_000).toISOString();
      return store.append(
        `order-${orderId}`,
        [
          {
            type: 'OrderPlaced',
            data: { orderId, sellerId: seller.id, placedAt },
            metadata: { correlationId: orderId, causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
          },
        ],
        0,
      );
    };
    await placed(1);
    await placed(29);
    await placed(31); // too old: 2 orders count, the threshold is 3
    await caughtUp(app);
    expect((await change(seller, 'basic')).body.code).toBe('PLAN_UPDATE_FAILED');
    await placed(2);
    await caughtUp(app);
    const res = await change(seller, 'basic');
    expect(res.body).toMatchObject({ kind: 'UPGRADED', chargedCents: 0 });
    expect(await read(seller)).toMatchObject({ plan: 'basic', freeMonth: true, amountCents: 0 });
    expect(await history(seller)).toEqual(['FREE_MONTH basic']);
    expect((await walletFacts(app, seller.id)).spent).toEqual([]);
    // The month after the free one is paid: nothing in the wallet, so the plan ends; a second free month is not granted.
    clock.set(new Date((await read(seller)).plannedEnd));
    await runScheduler(app);
    await signInAgain(app, seller);
    expect((await read(seller)).plan).toBe('free');
    expect((await change(seller, 'basic')).body.code).toBe('PLAN_UPDATE_FAILED');
  });

  it('stops a deactivated seller’s subscription and never renews it', async () => {
    const seller = await fundedSeller(20_000);
    await change(seller, 'basic');
    const { plannedEnd } = await read(seller);
    const blocked = await api(app, 'POST', `/api/admin/users/${seller.id}/block`, as(await signInAgain(app, staff)));
    await app.running.runner.waitFor(blocked.body.position, 5000);
    await runScheduler(app);
    const view = (await api(app, 'GET', `/api/admin/users/${seller.id}/subscription`, as(staff))).body;
    expect(view).toMatchObject({ plan: 'free', status: 'ENDED' });
    clock.set(new Date(new Date(plannedEnd).getTime() + 86_400_000));
    await runScheduler(app);
    expect((await walletFacts(app, seller.id)).spent).toHaveLength(1);
    const entries = (await api(app, 'GET', `/api/admin/users/${seller.id}/subscription/history`, as(await signInAgain(app, staff)))).body
      .items;
    expect(entries.map((e: { event: string }) => e.event)).toEqual(['ENDED', 'STARTED']);
  });
});
