// npm run projections:rebuild [name]: empties a projection (or all) and replays it from position 0 with a progress bar.
import { SingleBar, Presets } from 'cli-progress';
import { allProjectors, rebuildProjection } from '@ledgerhouse/projections';
import { loadConfig } from '../config/load-config';
import { openPersistence } from '../persistence/open-persistence';

async function main(): Promise<void> {
  const wanted = process.argv[2];
  const projectors = wanted ? allProjectors.filter((p) => p.name === wanted) : allProjectors;
  if (projectors.length === 0) {
    throw new Error(`Unknown projection "${wanted}". Known: ${allProjectors.map((p) => p.name).join(', ')}`);
  }
  const persistence = await openPersistence(loadConfig());
  try {
    const head = await persistence.store.headPosition();
    // The PostgreSQL store can count its events; for EventStoreDB the bar grows as it goes.
    const total =
      persistence.store.kind === 'eventstoredb'
        ? 0
        : Number((await persistence.sql.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n);
    process.stdout.write(
      `Rebuilding ${projectors.length} projection(s) from ${total} events (head ${head ?? 'empty'}) on ${persistence.describe()}\n`,
    );
    for (const projector of projectors) {
      const bar = new SingleBar(
        { format: `${projector.name.padEnd(28)} [{bar}] {percentage}% | {value}/{total} events`, noTTYOutput: true, notTTYSchedule: 500 },
        Presets.shades_classic,
      );
      bar.start(Math.max(total, 1), 0);
      const replayed = await rebuildProjection(persistence.store, persistence.db, projector, (n) => {
        if (n > total) bar.setTotal(n);
        bar.update(n);
      });
      bar.update(Math.max(replayed, 1));
      bar.stop();
    }
    process.stdout.write('Done.\n');
  } finally {
    await persistence.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
