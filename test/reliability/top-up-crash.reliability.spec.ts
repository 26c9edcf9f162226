// A card top-up survives the server being killed between the processor's charge and the wallet's record: the built
// server is started with a preload that SIGKILLs it right after the charge, ten times; then the recovery pass runs
// and every charge the sandbox processor remembers has its ledger entry. Needs a PostgreSQL server (two processes
// share the database), so it always runs on one.
import { randomBytes } from 'node:crypto';
import type { PgSqlClient } from '../../infra/src';
import { TopUpRecovery } from '../../services/src/billing/services/top-up-recovery';
import { CommandBus } from '@nestjs/cqrs';
import { Register } from '../../services/src/identity/commands/register';
import { login } from '../support/accounts';
import { startDoomedServer } from '../support/api-process';
import { caughtUp, linkCard } from '../support/billing';
import { startTestApp, type TestApp } from '../support/test-app';

const ROUNDS = 10;

let app: TestApp;
let seller: { id: string; email: string; password: string; access: string; refresh: string };
let databaseUrl: string;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg' });
  databaseUrl = String((app.running.persistence.sql as PgSqlClient).pool.options.connectionString);
  // A confirmed seller made through the command bus: this test is about the wallet, not about sign-up mail.
  const email = `crash-${randomBytes(4).toString('hex')}@shop.example`;
  const password = 'secret-pass-1';
  const { id } = await app.running.app
    .get(CommandBus)
    .execute(new Register({ fullName: 'Ada Lovelace', email, phone: '+1 212 555 0100', password }, { confirmed: true }));
  seller = { id, email, password, ...(await login(app, email, password)) };
  await linkCard(app, seller);
}, 60_000);
afterAll(() => app.close());

/** The built server on the test database with the kill-after-charge preload. */
const doomedServer = () =>
  startDoomedServer('kill-after-charge.cjs', {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });

/** Signs the seller in on the doomed server and asks for a card top-up; the answer never comes. */
async function topUpOn(url: string, amountCents: number): Promise<void> {
  const health = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    'X-Environment': 'test',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': decodeURIComponent(xsrf),
  };
  const login = await fetch(`${url}/api/user/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: seller.email, password: seller.password }),
  });
  const { access } = (await login.json()) as { access: string };
  await fetch(`${url}/api/wallet/top-ups`, {
    method: 'POST',
    headers: { ...headers, Authorization: `JWT ${access}` },
    body: JSON.stringify({ amountCents }),
  }).then(
    (res) => {
      throw new Error(`the server answered ${res.status} instead of dying after the charge`);
    },
    () => undefined,
  );
}

async function chargesWithoutLedgerEntry() {
  const { rows } = await app.running.persistence.sql.query<{ payment_id: string }>(
    'select payment_id from sandbox_payments where failure is null',
  );
  const wallet = await app.running.persistence.store.readStream(`wallet-${seller.id}`);
  const recorded = new Set(
    wallet.filter((e) => e.type === 'WalletToppedUp').map((e) => (e.data as { paymentId: string | null }).paymentId),
  );
  return { charges: rows.length, missing: rows.filter((r) => !recorded.has(r.payment_id)).length, wallet };
}

describe('a card top-up killed between the charge and its record', () => {
  it(`is settled by the recovery pass: ${ROUNDS} kills leave 0 charges without a ledger entry`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const server = doomedServer();
      const url = await server.url;
      if (!url) throw new Error(`server exited (${await server.ended}) before starting: ${server.output()}`);
      await topUpOn(url, 1000 + round);
      expect(await server.ended).toBe('SIGKILL');
    }
    const afterKills = await chargesWithoutLedgerEntry();
    expect(afterKills.charges).toBe(ROUNDS);

    await caughtUp(app);
    const settled = await app.running.app.get(TopUpRecovery).run();
    const after = await chargesWithoutLedgerEntry();
    process.stdout.write(
      `top-up crash: ${ROUNDS} kills, ${afterKills.missing} charges without a ledger entry before recovery, ${settled.settled} settled, ${after.missing} after\n`,
    );
    expect(after).toMatchObject({ charges: ROUNDS, missing: 0 });
    const expected = Array.from({ length: ROUNDS }, (_, i) => 1001 + i).reduce((a, b) => a + b, 0);
    const last = after.wallet.filter((e) => e.type === 'WalletToppedUp').at(-1)?.data as { balanceAfterCents: number };
    expect(last.balanceAfterCents).toBe(expected);
    // Running it again changes nothing.
    expect((await app.running.app.get(TopUpRecovery).run()).settled).toBe(0);
  }, 300_000);
});
