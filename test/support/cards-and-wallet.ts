// Cards and wallet set-up through the public API, for the card and wallet tests.
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import { bearer, type Account } from './accounts';
import { api, type TestApp } from './test-app';

export const as = (account: Account) => ({ headers: bearer(account) });
export const cardBody = (number: string = SANDBOX_CARDS.success, extra: Record<string, unknown> = {}) => ({ number, expMonth: 12, expYear: 2035, cvc: '123', ...extra });

/** Waits until every projection has applied `position` (read-your-writes). */
export async function caughtUp(app: TestApp, position: string | null | undefined): Promise<void> {
  if (position) await app.running.runner.waitFor(position as never, 10_000);
}

export async function linkCard(app: TestApp, account: Account, number: string = SANDBOX_CARDS.success, extra: Record<string, unknown> = {}): Promise<string> {
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

/** Polls `check` until it stops throwing (bounded): for effects that land after the answer, like auto top-ups. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
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
  const res = await api(app, 'POST', `/api/admin/users/${userId}/wallet/spendings`, { ...as(staff), body: { amountCents, purpose: 'OTHER', notes: 'manual service', ...extra } });
  if (res.status !== 201) throw new Error(`staff spending: ${res.status} ${JSON.stringify(res.body)}`);
  await caughtUp(app, res.body.position);
  return res.body as { accepted: boolean; entryId: string; balanceAfterCents: number; position: string };
}
