// Billing helpers for e2e tests: fund a wallet as staff, read a wallet's facts from its stream, run the scheduler.
import type { ManualClock } from '../../infra/src';
import { BillingScheduler } from '../../services/src/billing/scheduler/billing-scheduler';
import { bearer, login, type Account } from './accounts';
import { api, type TestApp } from './test-app';

/** Waits (bounded) until the users read model knows the seller: the wallet refuses unknown users. */
async function userKnown(app: TestApp, userId: string): Promise<void> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    if (await app.running.persistence.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) return;
    await caughtUp(app);
  }
  throw new Error(`user ${userId} never reached the users read model`);
}

export async function fundWallet(app: TestApp, staff: Account, userId: string, amountCents: number): Promise<void> {
  await userKnown(app, userId);
  const res = await api(app, 'POST', `/api/admin/users/${userId}/wallet/top-ups`, { headers: bearer(staff), body: { amountCents, comment: 'Test funds' } });
  if (res.status !== 201) throw new Error(`top-up: ${res.status} ${JSON.stringify(res.body)}`);
  await app.running.runner.waitFor(res.body.position, 5000);
}

type WalletFact = { type: string; data: { purpose?: string; amountCents: number; documentId?: string; balanceAfterCents?: number } };

/** Spendings and refusals straight from the wallet-<userId> stream (independent of the wallet read models). */
export async function walletFacts(app: TestApp, userId: string) {
  const events = (await app.running.persistence.store.readStream(`wallet-${userId}`)) as unknown as WalletFact[];
  const of = (type: string) => events.filter((e) => e.type === type).map((e) => ({ purpose: e.data.purpose, amountCents: e.data.amountCents, documentId: e.data.documentId }));
  const balances = events.map((e) => e.data.balanceAfterCents).filter((b): b is number => typeof b === 'number');
  return { spent: of('WalletSpent'), refused: of('SpendingRefused'), balanceCents: balances.at(-1) ?? 0 };
}

/** Runs the scheduler's due work at the clock's now, then waits for every projection. */
export async function runScheduler(app: TestApp): Promise<void> {
  await app.running.app.get(BillingScheduler).runDueWork();
  await caughtUp(app);
}

export async function caughtUp(app: TestApp): Promise<void> {
  const head = await app.running.persistence.store.headPosition();
  if (head) await app.running.runner.waitFor(head, 5000);
}

/** Tokens expire when the clock jumps a month: sign in again at the new now. */
export async function signInAgain(app: TestApp, account: Account): Promise<Account> {
  const tokens = await login(app, account.email, account.password);
  Object.assign(account, tokens);
  return account;
}

export const DAY_MS = 86_400_000;
export const advanceDays = (clock: ManualClock, days: number) => clock.advance(days * DAY_MS);
