// Read-your-writes across processes: a runner that does not run a projector (an api process) waits on the projector's
// stored checkpoint, woken by the NOTIFY of the runner that does (a worker); a projector stopped here (its lease lost)
// is waited for on the stored checkpoint too.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, PostgresEventStore, type NewEvent } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import type { ReadModelDatabase } from './database';
import { integrationRequestsProjector } from './integration-requests';
import { readModelMigrations } from './migrations';
import { ProjectionRunner } from './runner';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;
let store: PostgresEventStore;
const runners: ProjectionRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
  store = new PostgresEventStore(database.client, { pollIntervalMs: 50 });
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await store.close();
  await db.destroy();
  await database.drop();
});

const runner = () => {
  const created = new ProjectionRunner(store, db, [integrationRequestsProjector], {
    listen: (channel, onNotify) => database.client.listen(channel, onNotify),
  });
  runners.push(created);
  return created;
};

function requested(id: string): NewEvent {
  return {
    type: 'IntegrationRequested',
    data: {
      requestId: id,
      marketplace: 'Allegro',
      website: null,
      contactEmail: 'a@b.co',
      comment: null,
      requestedAt: '2026-11-22T00:00:00.000Z',
    },
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
  };
}

const stored = async (id: string) => db.selectFrom('integration_requests').select('id').where('id', '=', id).executeTakeFirst();

describe('a runner that does not run the projector', () => {
  it('waits on the stored checkpoint until the runner that does has applied the position', async () => {
    const worker = runner();
    const api = runner();
    await worker.startProjector(integrationRequestsProjector.name);
    expect(api.running()).toEqual([]);
    const id = randomUUID();
    const { position } = await store.append(`integration-request-${id}`, [requested(id)], 0);
    expect(await api.waitFor(position, 10_000, [integrationRequestsProjector.name])).toBe(true);
    expect(await stored(id)).toEqual({ id });
    await worker.stopProjector(integrationRequestsProjector.name);
  });

  it('answers false when nobody runs the projector within the wait', async () => {
    const api = runner();
    const id = randomUUID();
    const { position } = await store.append(`integration-request-${id}`, [requested(id)], 0);
    expect(await api.waitFor(position, 300)).toBe(false);
  });

  it('waits on the stored checkpoint for a projector stopped here (its lease lost), which another runner then moves', async () => {
    const first = runner();
    await first.startProjector(integrationRequestsProjector.name);
    const id = randomUUID();
    // Stopped before the event exists, so the read can only pass on the second runner's work.
    await first.stopProjector(integrationRequestsProjector.name);
    const { position } = await store.append(`integration-request-${id}`, [requested(id)], 0);
    const waiting = first.waitFor(position, 10_000);
    await runner().startProjector(integrationRequestsProjector.name);
    expect(await waiting).toBe(true);
    expect(await stored(id)).toEqual({ id });
  });
});
