// `npm run ledger:replay` on a PGlite data folder, as finance runs it: a wallet's entries and balance; an unknown user is an error.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { walletStream } from '../../services/src/billing/domain/wallet';
import { loadConfig } from '../../services/src/config/load-config';
import { openPersistence } from '../../services/src/persistence/open-persistence';

const root = path.resolve(__dirname, '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-ledger-replay-'));
const seller = randomUUID();

beforeAll(async () => {
  const persistence = await openPersistence(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    const metadata = { correlationId: randomUUID(), causationId: null, userId: seller, impersonatorId: null, schemaVersion: 1 };
    const data = {
      entryId: randomUUID(),
      source: 'BY_STAFF',
      amountCents: 2_500,
      balanceAfterCents: 2_500,
      cardId: null,
      paymentId: null,
      comment: 'opening',
      at: new Date().toISOString(),
    };
    await persistence.store.append(walletStream(seller), [{ type: 'WalletToppedUp', data, metadata }], 0);
  } finally {
    await persistence.close();
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function replay(user: string) {
  return spawnSync('npm', ['run', '--silent', 'ledger:replay', '--', '--user', user], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('ledger:replay', () => {
  it('prints every entry of a wallet and its balance', () => {
    const run = replay(seller);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain(`Wallet ${seller}: 1 entries`);
    expect(run.stdout).toContain('Balance: $25.00 (2500 cents)');
  });

  it('says there is no wallet for an unknown user and exits non-zero instead of printing $0.00', () => {
    const unknown = randomUUID();
    const run = replay(unknown);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`no wallet for user ${unknown}`);
    expect(run.stdout).not.toContain('$0.00');
  });
});
