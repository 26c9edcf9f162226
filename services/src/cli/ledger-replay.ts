// npm run ledger:replay -- --user <id> [--as-of <time>]: replays a wallet from its events, prints every entry and the balance.
import { parseArgs } from 'node:util';
import { walletStream } from '../billing/domain/wallet';
import { replayLedger } from '../billing/domain/wallet-ledger';
import { loadConfig } from '../config/load-config';
import { openPersistence } from '../persistence/open-persistence';
import { formatLedger } from './ledger-format';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { user: { type: 'string' }, 'as-of': { type: 'string' } } });
  if (!values.user) throw new Error('Usage: npm run ledger:replay -- --user <userId> [--as-of <ISO time>]');
  const asOf = values['as-of'] ? new Date(values['as-of']) : null;
  if (asOf && Number.isNaN(asOf.getTime())) throw new Error(`--as-of is not a time: ${values['as-of']}`);
  const persistence = await openPersistence(loadConfig());
  try {
    const stream = walletStream(values.user);
    const events = await persistence.store.readStream(stream, asOf ? { until: asOf } : {});
    // An unknown id (or a typo) must not read as an empty wallet with $0.00 to the finance user running this.
    if (events.length === 0 && (!asOf || (await persistence.store.readStream(stream)).length === 0)) {
      throw new Error(`no wallet for user ${values.user}`);
    }
    for (const line of formatLedger(values.user, replayLedger(events), asOf)) process.stdout.write(`${line}\n`);
  } finally {
    await persistence.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
