// npm run bench: every benchmark in one run; tables on stdout, figures in test/perf/results/*.json.
import path from 'node:path';
import { benchCatalog } from './catalog.bench';
import { benchEventStore, writeResults } from './event-store.bench';
import { printTable } from './measure';

async function main(): Promise<void> {
  const eventStore = await benchEventStore();
  printTable('Event store (PostgreSQL 127.0.0.1:5432)', eventStore);
  writeResults(path.join(__dirname, 'results', 'event-store.json'), eventStore);
  const catalog = await benchCatalog();
  printTable('Catalog (PostgreSQL read model and event store)', catalog);
  writeResults(path.join(__dirname, 'results', 'catalog.json'), catalog);
  process.stdout.write(`\nWritten: test/perf/results/event-store.json, test/perf/results/catalog.json\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
