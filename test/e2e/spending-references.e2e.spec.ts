// System-made spendings carry their facts (plan and period, storage month) instead of English notes, so the seller's
// and the admin's screens and the wallet report word them in their own language; spendings recorded before that read
// the same way (upcaster and read model), and staff spendings keep the notes staff typed.
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../../infra/src';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp, fundWallet, runScheduler, signInAgain, staffSpendAs } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-02-10T09:00:00.000Z'));
let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ clock });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app?.close());

async function fundedSeller(cents: number) {
  const seller = await newSeller(app);
  await caughtUp(app);
  await fundWallet(app, await signInAgain(app, staff), seller.id, cents);
  return seller;
}
const spendings = async (seller: Account) =>
  (await api(app, 'GET', '/api/wallet/spendings', as(await signInAgain(app, seller)))).body.items;
const adminSpendings = async (userId: string) =>
  (await api(app, 'GET', `/api/admin/users/${userId}/wallet/spendings`, as(await signInAgain(app, staff)))).body.items;
/** The Notes column of the spendings report, newest first. */
async function reportNotes(seller: Account, language: string): Promise<string[]> {
  const res = await fetch(`${app.url}/api/wallet/report?category=SPENDINGS&format=csv&from=2026-09-01T00:00:00Z&to=2027-08-31T00:00:00Z`, {
    headers: { ...as(seller).headers, 'X-Environment': 'test', 'Accept-Language': language },
  });
  if (res.status !== 200) throw new Error(`report: ${res.status} ${await res.text()}`);
  const [, ...rows] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The last CSV cell, unquoted ("Feb 10, 2027" holds a comma).
  return rows.map((row) => /(?:^|,)("(?:[^"]|"")*"|[^,]*)$/.exec(row)![1].replace(/^"|"$/g, '').replace(/""/g, '"'));
}

/** A spending as the code before references wrote it: English notes, the facts only in the document id. */
async function legacySpending(userId: string, documentId: string, notes: string, purpose: string, amountCents: number) {
  const store = app.running.persistence.store;
  const stream = `wallet-${userId}`;
  const history = await store.readStream(stream);
  const balance = history
    .map((e) => (e.data as { balanceAfterCents?: number }).balanceAfterCents)
    .filter((b) => typeof b === 'number')
    .at(-1)!;
  clock.advance(60_000);
  const data = {
    entryId: randomUUID(),
    purpose,
    amountCents,
    balanceAfterCents: balance - amountCents,
    documentId,
    notes,
    at: clock.now().toISOString(),
  };
  const metadata = { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
  const appended = await store.append(stream, [{ type: 'WalletSpent', data, metadata }], history.length);
  await caughtUp(app, appended.position as never);
}

describe('spending references', () => {
  it('records a plan payment and its renewal as plan and period, with no English notes, worded per language', async () => {
    const seller = await fundedSeller(20_000);
    const changed = await api(app, 'POST', '/api/subscription/change', { ...as(seller), body: { plan: 'basic' } });
    expect(changed.status).toBe(200);
    await caughtUp(app, changed.body.position);
    const [bought] = await spendings(seller);
    expect(bought).toMatchObject({
      purpose: 'SUBSCRIPTION',
      notes: null,
      reference: { kind: 'SUBSCRIPTION', plan: 'basic', periodStart: '2027-02-10T09:00:00.000Z', renewal: false },
    });
    expect(await adminSpendings(seller.id)).toEqual([expect.objectContaining({ id: bought.id, notes: null, reference: bought.reference })]);

    clock.set(new Date('2027-03-10T10:00:00.000Z'));
    await runScheduler(app);
    const [renewed] = await spendings(seller);
    expect(renewed).toMatchObject({
      notes: null,
      reference: { kind: 'SUBSCRIPTION', plan: 'basic', periodStart: '2027-03-10T09:00:00.000Z', renewal: true },
    });
    expect(await reportNotes(seller, 'en-US')).toEqual([
      'Subscription renewal · Basic · Mar 10, 2027',
      'Subscription · Basic · Feb 10, 2027',
    ]);
    expect(await reportNotes(seller, 'ru-RU')).toEqual([
      'Продление подписки · Базовый · 10 мар. 2027 г.',
      'Подписка · Базовый · 10 февр. 2027 г.',
    ]);
  });

  it('reads spendings recorded with English notes by their document id, and keeps staff notes as typed', async () => {
    const seller = await fundedSeller(20_000);
    await legacySpending(
      seller.id,
      `subscription-${seller.id}-premium-2026-11-23T05:24:41.381Z`,
      'premium plan, 2026-11-23',
      'SUBSCRIPTION',
      14_900,
    );
    await legacySpending(seller.id, `storage-${seller.id}-2026-10`, 'Storage 2026-10: 1.48 ft³ average', 'STORAGE_FEE', 111);
    clock.advance(60_000);
    await staffSpendAs(app, await signInAgain(app, staff), seller.id, 250, { notes: 'Relabelling 5 boxes' });
    const [byStaff, storage, plan] = await spendings(seller);
    expect(plan).toMatchObject({
      notes: null,
      reference: { kind: 'SUBSCRIPTION', plan: 'premium', periodStart: '2026-11-23T05:24:41.381Z', renewal: false },
    });
    expect(storage).toMatchObject({ notes: null, reference: { kind: 'STORAGE_FEE', period: '2026-10' } });
    expect(byStaff).toMatchObject({ notes: 'Relabelling 5 boxes', reference: null });
    // The event stream reads the same facts (the upcaster), for replays and every later consumer.
    const events = await app.running.persistence.store.readStream(`wallet-${seller.id}`);
    expect(events.filter((e) => e.type === 'WalletSpent').map((e) => (e.data as { reference?: unknown }).reference ?? null)).toEqual([
      plan.reference,
      storage.reference,
      null,
    ]);
    expect(await reportNotes(seller, 'ru-RU')).toEqual([
      'Relabelling 5 boxes',
      'Плата за хранение · октябрь 2026 г.',
      'Подписка · Премиум · 23 нояб. 2026 г.',
    ]);
  });
});
