// Given events (appended to a real event store) → the projector runs as the runner runs it → rows; and a replay
// of every stored event (redelivered, or rebuilt from position 0) changes nothing. One fresh database per spec
// file; each test uses its own ids.
//
//   const spec = projectorSpec(usersProjector);
//   await spec.given({ [`user-${id}`]: [registered(id), blocked] });
//   expect(await spec.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()).toMatchObject({ blocked: true });
//   await spec.expectReplayChangesNothing(() => rowsOf(id));
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  comparePositions,
  createKysely,
  infraMigrations,
  migrateToLatest,
  PostgresEventStore,
  type EventMetadata,
  type GlobalPosition,
} from '@ledgerhouse/infra';
import { applyBatch } from '../../projections/src/apply-batch';
import { ensureCheckpoint } from '../../projections/src/processor-checkpoints';
import type { ReadModelDatabase } from '../../projections/src/database';
import { readModelMigrations } from '../../projections/src/migrations';
import type { Projector } from '../../projections/src/projector';
import { rebuildProjection } from '../../projections/src/rebuild';
import { createTestDatabase, type TestDatabase } from './database';

/** An event as a decider emits it; `metadata` only where the projector reads it (e.g. the acting user). */
export interface GivenEvent {
  type: string;
  data: unknown;
  metadata?: Partial<EventMetadata>;
}

const CATCH_UP_MS = 10_000;

export function projectorSpec(projector: Projector) {
  let database: TestDatabase;
  let db: Kysely<ReadModelDatabase>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createKysely<ReadModelDatabase>(database.client);
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    store = new PostgresEventStore(database.client);
    await ensureCheckpoint(db, 'projection', projector.name);
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** Applies what the store holds after the checkpoint until `target` is applied (other transactions on the server may hide it briefly). */
  async function runUpTo(target: GlobalPosition): Promise<void> {
    const deadline = Date.now() + CATCH_UP_MS;
    for (;;) {
      const checkpoint = await ensureCheckpoint(db, 'projection', projector.name);
      if (comparePositions(checkpoint, target) >= 0) return;
      if (Date.now() > deadline) throw new Error(`${projector.name} did not reach ${target} within ${CATCH_UP_MS} ms`);
      const batch = await store.readAll(checkpoint, 500);
      if (batch.length > 0) await applyBatch(db, projector, checkpoint, batch);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    /** The read-model database, to read the projector's rows. */
    get db(): Kysely<ReadModelDatabase> {
      return db;
    },

    /** Appends each stream's events after what the stream holds, in the order given, then runs the projector over them. */
    async given(streams: Record<string, GivenEvent[]>): Promise<void> {
      let last: GlobalPosition | null = null;
      for (const [streamId, events] of Object.entries(streams)) {
        const version = (await store.readStream(streamId)).length;
        const metadata = (e: GivenEvent): EventMetadata => ({
          correlationId: randomUUID(),
          causationId: null,
          userId: null,
          impersonatorId: null,
          schemaVersion: 1,
          ...e.metadata,
        });
        const appended = await store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata: metadata(e) })),
          version,
        );
        last = appended.position;
      }
      if (last) await runUpTo(last);
    },

    /**
     * Replays every stored event twice and expects `read` to read the same rows each time: redelivered as a batch the
     * runner already applied (the checkpoint skips it), then rebuilt from position 0 into emptied tables.
     */
    async expectReplayChangesNothing(read: () => Promise<unknown>): Promise<void> {
      const before = await read();
      await applyBatch(db, projector, null, await store.readAll(null, 10_000));
      expect(await read()).toEqual(before);
      await rebuildProjection(store, db, projector);
      expect(await read()).toEqual(before);
    },
  };
}

/** A fresh id for one test's streams and rows. */
export const newId = (prefix = 'x') => `${prefix}-${randomUUID().slice(0, 8)}`;
