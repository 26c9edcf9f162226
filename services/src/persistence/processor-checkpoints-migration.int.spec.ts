// Migration 20261128_2001_processor_checkpoints: the four checkpoint tables' rows move into processor_checkpoints, so
// every processor (projector, saga, webhook fan-out, Kafka relay) resumes right after its old position: nothing it
// had done is handed to it again, nothing after it is skipped.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  createKysely,
  MemoryBroker,
  migrateToLatest,
  infraMigrations,
  PostgresEventStore,
  systemClock,
  type GlobalPosition,
  type StoredEvent,
} from '@ledgerhouse/infra';
import type { IntegrationEvent } from '@ledgerhouse/contracts';
import { ProjectionRunner, readModelMigrations } from '@ledgerhouse/projections';
import { waitUntil } from '../../../infra/src/event-store/event-store.contract';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { testEvent } from '../../../test/support/saga-database';
import { IntegrationRelay } from '../integration/relay/integration-relay';
import { SagaRunner } from '../sagas/saga-runner';
import { WebhookFanOut } from '../webhooks/delivery/webhook-fan-out';

const MIGRATION = '20261128_2001_processor_checkpoints';

let database: TestDatabase;
let db: Kysely<any>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely(database.client);
  // Back to the schema before the migration (the later ones undone first, newest first): the four tables, as a database
  // upgraded from there has them.
  const migrations = { ...infraMigrations, ...readModelMigrations };
  const undo = Object.keys(migrations)
    .filter((name) => name >= MIGRATION)
    .sort()
    .reverse();
  for (const name of undo) {
    await migrations[name]!.down!(db);
    await db.deleteFrom('schema_migrations').where('name', '=', name).execute();
  }
  store = new PostgresEventStore(database.client, { pollIntervalMs: 20 });
});
afterAll(async () => {
  await store?.close();
  await db?.destroy();
  await database?.drop();
});

/** Every event the processor was handed, by its position. */
function recorder() {
  const seen: GlobalPosition[] = [];
  return { seen, record: (event: StoredEvent) => seen.push(event.position) };
}

async function seed(table: string, name: string, position: GlobalPosition | null): Promise<void> {
  await sql`insert into ${sql.table(table)} (name, position, updated_at) values (${name}, ${position}, now())`.execute(db);
}

it('moves every old checkpoint across, and each processor resumes right after its old position', async () => {
  // Several transactions, so the positions' first numbers differ too (compared as numbers, not as text).
  const stream = `migrated-${randomUUID()}`;
  for (let n = 1; n <= 6; n += 1) await store.append(stream, [testEvent('Tick', n)], n - 1);
  const events = (await store.readStream(stream)).map((e) => e.position);
  const after = (i: number | null) => (i === null ? events : events.slice(i + 1));

  await seed('projection_checkpoints', 'ticks', events[1]!);
  await seed('projection_checkpoints', 'ticks-never-started', null);
  await seed('saga_checkpoints', 'ticks', events[2]!);
  await seed('webhook_checkpoints', 'webhooks-fanout', events[3]!);
  await seed('integration_relay_checkpoints', 'kafka-relay', events[0]!);
  await migrateToLatest(db, infraMigrations, readModelMigrations);

  const { rows } = await sql<{ name: string; tx: string | null; position: string | null }>`
    select c.name, c.tx::text as tx, c.position::text as position from processor_checkpoints as c order by c.name`.execute(db);
  expect(rows.map((r) => [r.name, r.tx === null ? null : `${r.tx}.${r.position}`])).toEqual([
    ['projection:ticks', events[1]],
    ['projection:ticks-never-started', null],
    ['relay:kafka-relay', events[0]],
    ['saga:ticks', events[2]],
    ['webhooks:fan-out', events[3]],
  ]);
  const { rows: old } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_name in ('projection_checkpoints', 'saga_checkpoints', 'webhook_checkpoints', 'integration_relay_checkpoints')`.execute(db);
  expect(old).toEqual([]);

  const projected = recorder();
  const fresh = recorder();
  const projectors = new ProjectionRunner(store, db, [
    { name: 'ticks', tables: [], handles: ['Tick'], apply: async (_trx, e) => void projected.record(e) },
    { name: 'ticks-never-started', tables: [], handles: ['Tick'], apply: async (_trx, e) => void fresh.record(e) },
  ]);
  const reacted = recorder();
  const sagas = new SagaRunner(store, db, [{ name: 'ticks', handles: ['Tick'], react: async (e) => void reacted.record(e) }]);
  const fannedOut = recorder();
  const fanOut = new WebhookFanOut(
    store,
    db,
    systemClock,
    projectors,
    { of: async (e: StoredEvent): Promise<IntegrationEvent[]> => (fannedOut.record(e), []) } as never,
    null as never,
    null as never,
  );
  const relayed = recorder();
  const relay = new IntegrationRelay(
    store,
    db,
    new MemoryBroker(),
    { of: async (e) => (relayed.record(e), []) },
    {
      name: 'kafka-relay',
      clientId: 'migration-test',
    },
  );
  await Promise.all([projectors.start(), sagas.start(), fanOut.start(), relay.start()]);
  const last = events.at(-1)!;
  const all = [projected, fresh, reacted, fannedOut, relayed];
  try {
    await waitUntil(() => all.every((r) => r.seen.at(-1) === last), 20_000, 'every processor at the last event');
  } finally {
    await Promise.all([projectors.stop(), sagas.stop(), fanOut.stop(), relay.stop()]);
  }
  expect({
    projection: projected.seen,
    neverStarted: fresh.seen,
    saga: reacted.seen,
    webhooks: fannedOut.seen,
    relay: relayed.seen,
  }).toEqual({
    projection: after(1),
    neverStarted: after(null),
    saga: after(2),
    webhooks: after(3),
    relay: after(0),
  });
});
