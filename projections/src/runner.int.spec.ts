// The projection runner on a real database: batch + checkpoint in one transaction, idempotent replays, rebuilds.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, PostgresEventStore, type NewEvent } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import { applyBatch } from './apply-batch';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';
import { integrationRequestsProjector } from './integration-requests';
import { usersProjector } from './users';
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

function registered(userId: string): NewEvent {
  const data = { userId, fullName: 'Ada Lovelace', email: `${userId}@shop.example`, phone: '+1 212 555 0100', passwordHash: 'x' };
  return {
    type: 'UserRegistered',
    data: {
      ...data,
      userType: null,
      emailConfirmed: true,
      confirmationHash: null,
      confirmationExpiresAt: null,
      registeredAt: '2026-11-22T00:00:00.000Z',
    },
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
  };
}

async function rows() {
  return db.selectFrom('integration_requests').select(['id', 'marketplace']).orderBy('id').execute();
}

describe('projection runner', () => {
  it('splits off a projector whose batches throw: the others go on, it is reported failing until a batch applies', async () => {
    let broken = true;
    let failures = 0;
    let failed: () => void = () => undefined;
    const thrower: Projector = {
      name: 'thrower',
      tables: [],
      handles: ['UserRegistered'],
      apply: async () => {
        if (broken) throw new Error('read model broken');
      },
    };
    // Users, not integration requests: the other cases compare every integration request row, rebuilds included.
    const runner = new ProjectionRunner(store, db, [usersProjector, thrower], {
      onError: () => {
        failures += 1;
        failed();
      },
    });
    await runner.start();
    const twiceFailed = new Promise<void>((resolve) => (failed = () => failures >= 2 && resolve()));
    const userId = randomUUID();
    const { position } = await store.append(`user-${userId}`, [registered(userId)], 0);
    expect(await runner.waitFor(position, 5000, [usersProjector.name])).toBe(true);
    expect(await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()).toEqual({
      email: `${userId}@shop.example`,
    });
    await twiceFailed;
    expect(runner.failing().get('thrower')).toMatchObject({ attempts: expect.any(Number) });
    expect(runner.failing().get('thrower')!.attempts).toBeGreaterThanOrEqual(2);
    expect(runner.failing().has(usersProjector.name)).toBe(false);
    broken = false;
    expect(await runner.waitFor(position, 10_000, ['thrower'])).toBe(true);
    expect(runner.failing().size).toBe(0);
    await runner.stop();
  });

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
    // Every event of the log from position 0 (other cases append other types too).
    expect(replayed).toBe((await store.readAll(null, 10_000)).length);
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
