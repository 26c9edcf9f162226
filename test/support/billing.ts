// Billing set-up for e2e tests through the public API: cards, staff top-ups and spendings, wallet facts from the
// stream, the scheduler's due work, and a per-file app with a STAFF account for the wallet tests.
import { SANDBOX_CARDS, walletRoutes } from '@ledgerhouse/contracts';
import type { GlobalPosition, ManualClock } from '../../infra/src';
import { BillingScheduler } from '../../services/src/billing/scheduler/billing-scheduler';
import { AutoTopUpService } from '../../services/src/billing/services/auto-top-up.service';
import { bearer, login, type Account } from './accounts';
import { apiRoute } from './api-route';
import { newestCommitted } from './newest-committed';
import { adminAccount } from './roles';
import { sagasSettled } from './sagas';
import { api, startTestApp, type TestApp } from './test-app';

export const as = (account: Account) => ({ headers: bearer(account) });
export const cardBody = (number: string = SANDBOX_CARDS.success, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  ...extra,
});
/** A validation error's field codes, as `{ field: code }`. */
export const fields = (body: { details: { fields: { field: string; code: string }[] } }) =>
  Object.fromEntries(body.details.fields.map((f) => [f.field, f.code]));

/**
 * Waits until every projection has applied `position` (read-your-writes), or without one the newest committed event:
 * not the store's head, which on PostgreSQL stays behind a commit while any older transaction is open (a projector's
 * group commit, a lazy checkpoint write), so the wait returned before the test's own append was applied.
 */
export async function caughtUp(app: TestApp, position?: string | null): Promise<void> {
  const target = position ?? (await newestCommitted(app.running.persistence.sql));
  // 30 s: after a crash test's kills the app first wins back the leases the killed processes held (every 2 s), then
  // replays what they appended; on a busy machine, beside another stage, that once took more than 10 s.
  if (target && !(await app.running.runner.waitFor(target as GlobalPosition, 30_000)))
    throw new Error(`projections did not reach ${target}`);
}

/** Waits (bounded) until the users read model knows the seller: the wallet refuses unknown users. */
async function userKnown(app: TestApp, userId: string): Promise<void> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    if (await app.running.persistence.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) return;
    await caughtUp(app);
  }
  throw new Error(`user ${userId} never reached the users read model`);
}

export async function linkCard(
  app: TestApp,
  account: Account,
  number: string = SANDBOX_CARDS.success,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await api(app, 'POST', '/api/cards', { ...as(account), body: cardBody(number, extra) });
  if (res.status !== 201) throw new Error(`link card: ${res.status} ${JSON.stringify(res.body)}`);
  await caughtUp(app, res.body.position);
  return res.body.id as string;
}

export async function blockUser(app: TestApp, staff: Account, userId: string): Promise<void> {
  const res = await api(app, 'POST', `/api/admin/users/${userId}/block`, as(staff));
  if (res.status !== 200) throw new Error(`block: ${res.status} ${JSON.stringify(res.body)}`);
  await caughtUp(app, res.body.position);
}

/**
 * Polls `check` until it stops throwing (bounded): for effects that land after the answer, like auto top-ups. The
 * bound is for a busy machine (500 spendings' projections took longer than 10 s with two other suites beside them);
 * a check that passes returns at once.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function staffTopUpAs(app: TestApp, staff: Account, userId: string, amountCents: number, comment = 'goodwill credit') {
  const res = await api(app, 'POST', `/api/admin/users/${userId}/wallet/top-ups`, { ...as(staff), body: { amountCents, comment } });
  if (res.status !== 201) throw new Error(`staff top-up: ${res.status} ${JSON.stringify(res.body)}`);
  await caughtUp(app, res.body.position);
  return res.body as { id: string; position: string };
}

export async function staffSpendAs(app: TestApp, staff: Account, userId: string, amountCents: number, extra: Record<string, unknown> = {}) {
  const res = await api(app, 'POST', `/api/admin/users/${userId}/wallet/spendings`, {
    ...as(staff),
    body: { amountCents, purpose: 'OTHER', notes: 'manual service', ...extra },
  });
  if (res.status !== 201) throw new Error(`staff spending: ${res.status} ${JSON.stringify(res.body)}`);
  await caughtUp(app, res.body.position);
  return res.body as { accepted: boolean; entryId: string; balanceAfterCents: number; position: string };
}

/** A staff top-up once the users read model knows the seller. */
export async function fundWallet(app: TestApp, staff: Account, userId: string, amountCents: number): Promise<void> {
  await userKnown(app, userId);
  await staffTopUpAs(app, staff, userId, amountCents, 'Test funds');
}

type WalletFact = { type: string; data: { purpose?: string; amountCents: number; documentId?: string; balanceAfterCents?: number } };

/** Spendings and refusals straight from the wallet-<userId> stream (independent of the wallet read models). */
export async function walletFacts(app: TestApp, userId: string) {
  const events = (await app.running.persistence.store.readStream(`wallet-${userId}`)) as unknown as WalletFact[];
  const of = (type: string) =>
    events
      .filter((e) => e.type === type)
      .map((e) => ({ purpose: e.data.purpose, amountCents: e.data.amountCents, documentId: e.data.documentId }));
  const balances = events.map((e) => e.data.balanceAfterCents).filter((b): b is number => typeof b === 'number');
  return { spent: of('WalletSpent'), refused: of('SpendingRefused'), balanceCents: balances.at(-1) ?? 0 };
}

/** Runs the scheduler's due work at the clock's now, then waits for every projection. */
export async function runScheduler(app: TestApp): Promise<void> {
  await app.running.app.get(BillingScheduler).runDueWork();
  await caughtUp(app);
}

/** Tokens expire when the clock jumps a month: sign in again at the new now. */
export async function signInAgain(app: TestApp, account: Account): Promise<Account> {
  const tokens = await login(app, account.email, account.password);
  Object.assign(account, tokens);
  return account;
}

export const DAY_MS = 86_400_000;
export const advanceDays = (clock: ManualClock, days: number) => clock.advance(days * DAY_MS);

/**
 * Starts the app with a STAFF account for the calling test file (closed after it), with the wallet reads and
 * staff actions the wallet tests share. Read `app` and `staff` inside tests: they are set in `beforeAll`.
 */
export function walletTestBed() {
  let app: TestApp | undefined;
  let staff: Account | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    staff = await adminAccount(app, 'STAFF');
  });
  afterAll(() => app?.close());
  const bed = {
    get app(): TestApp {
      if (!app) throw new Error('walletTestBed: the app starts in beforeAll');
      return app;
    },
    get staff(): Account {
      if (!staff) throw new Error('walletTestBed: the staff account is made in beforeAll');
      return staff;
    },
    wallet: async (account: Account) => (await api(bed.app, 'GET', '/api/wallet', as(account))).body,
    streamTypes: async (userId: string) => (await bed.app.running.persistence.store.readStream(`wallet-${userId}`)).map((e) => e.type),
    staffTopUp: (userId: string, amountCents: number, comment?: string) => staffTopUpAs(bed.app, bed.staff, userId, amountCents, comment),
    staffSpend: (userId: string, amountCents: number, extra: Record<string, unknown> = {}) =>
      staffSpendAs(bed.app, bed.staff, userId, amountCents, extra),
    autoTopUps: () => bed.app.running.app.get(AutoTopUpService),
  };
  return bed;
}

/** A seller's balance, spendings and top-ups once every saga has settled (what their wallet pages show). */
export async function settledWallet(app: TestApp, seller: Account) {
  await sagasSettled(app);
  const [balance, spendings, topUps] = await Promise.all([
    apiRoute(app, walletRoutes.get, { headers: as(seller).headers }),
    apiRoute(app, walletRoutes.spendings, { headers: as(seller).headers }),
    apiRoute(app, walletRoutes.topUps, { headers: as(seller).headers }),
  ]);
  return {
    balanceCents: balance.body.balanceCents as number,
    spendings: spendings.body.items as any[],
    topUps: topUps.body.items as any[],
  };
}
