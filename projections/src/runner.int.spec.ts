// The projection runner on a real database: batch + checkpoint in one transaction, idempotent replays, rebuilds.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, PostgresEventStore, type NewEvent } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import { applyBatch } from './apply-batch';
import type { ReadModelDatabase } from './database';
import { integrationRequestsProjector } from './integration-requests';
import { readModelMigrations } from './migrations';
import { readCheckpoint } from './processor-checkpoints';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
  store = new PostgresEventStore(database.client, { pollIntervalMs: 50 });
});
afterAll(async () => {
  await store.close();
  await db.destroy();
  await database.drop();
});

function requested(id: string, marketplace: string): NewEvent {
  return {
    type: 'IntegrationRequested',
    data: { requestId: id, marketplace, website: null, contactEmail: 'a@b.co', comment: null, requestedAt: '2026-11-22T00:00:00.000Z' },
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
  };
}

async function rows() {
  return db.selectFrom('integration_requests').select(['id', 'marketplace']).orderBy('id').execute();
}

describe('projection runner', () => {
  it('projects appended events and reports caught-up positions', async () => {
    const runner = new ProjectionRunner(store, db, [integrationRequestsProjector]);
    await runner.start();
    const a = await store.append('integration-request-a', [requested('a', 'Allegro')], 0);
    const b = await store.append('integration-request-b', [requested('b', 'Bol')], 0);
    expect(await runner.waitFor(b.position, 5000)).toBe(true);
    expect(runner.caughtUpTo(a.position)).toBe(true);
    expect(await rows()).toEqual([
      { id: 'a', marketplace: 'Allegro' },
      { id: 'b', marketplace: 'Bol' },
    ]);
    await runner.stop();
  });

  it('changes nothing when a batch is replayed (idempotent by position)', async () => {
    const before = await rows();
    let applied = 0;
    const counting = {
      ...integrationRequestsProjector,
      apply: async (...args: Parameters<typeof integrationRequestsProjector.apply>) => {
        applied += 1;
        await integrationRequestsProjector.apply(...args);
      },
    };
    const all = await store.readAll(null, 100);
    const checkpoint = await readCheckpoint(db, 'projection', 'integration_requests');
    await applyBatch(db, counting, null, all);
    await applyBatch(db, counting, checkpoint, all);
    expect(applied).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('rebuilds from position 0 to the same rows, and a running runner follows the reset', async () => {
    const runner = new ProjectionRunner(store, db, [integrationRequestsProjector]);
    await runner.start();
    const before = await rows();
    await db.updateTable('integration_requests').set({ marketplace: 'CORRUPTED' }).execute();
    const replayed = await rebuildProjection(store, db, integrationRequestsProjector);
    expect(replayed).toBe(2);
    expect(await rows()).toEqual(before);
    const c = await store.append('integration-request-c', [requested('c', 'Cdiscount')], 0);
    expect(await runner.waitFor(c.position, 5000)).toBe(true);
    expect((await rows()).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    await runner.stop();
  });

  it('times out waiting for a position nobody reached', async () => {
    const runner = new ProjectionRunner(store, db, [integrationRequestsProjector]);
    await runner.start();
    expect(await runner.waitFor('99999999.1' as never, 100)).toBe(false);
    await runner.stop();
  });

  it('waits only for the projectors a read names: one that cannot advance holds back every other wait', async () => {
    const broken = {
      ...integrationRequestsProjector,
      name: 'broken_for_test',
      tables: [],
      apply: () => Promise.reject(new Error('broken')),
    };
    const runner = new ProjectionRunner(store, db, [integrationRequestsProjector, broken], { onError: () => undefined });
    await runner.start();
    const d = await store.append('integration-request-d', [requested('d', 'Darty')], 0);
    expect(await runner.waitFor(d.position, 5000, ['integration_requests'])).toBe(true);
    expect(await runner.waitFor(d.position, 200)).toBe(false);
    expect(() => runner.caughtUpTo(d.position, ['no_such_projector'])).toThrow('no projector named no_such_projector');
    await runner.stop();
  });
});
