// The group commit: the projectors' batches handed in together are applied in one transaction, their checkpoints moved
// together; a projector that throws is split off and fails alone while the others' batches are applied.
import type { Kysely, Transaction } from 'kysely';
import { createKysely, toPosition, type StoredEvent } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import { CheckpointMovedBack } from './apply-batch';
import { ensureCheckpoint, readCheckpoints, saveCheckpoint } from './processor-checkpoints';
import type { ReadModelDatabase } from './database';
import { GroupCommit } from './group-commit';
import type { Projector } from './projector';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const events = (count: number, type = 'Thing'): StoredEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    streamId: 's-1',
    version: i + 1,
    type,
    data: {},
    metadata: { correlationId: 'c-1', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
    position: toPosition(10, i + 1),
    recordedAt: new Date(0),
  }));

/** A projector recording the transaction each event was applied in; `fails` throws on every event. */
function recording(name: string, fails = false) {
  const seen: { trx: Transaction<ReadModelDatabase>; position: string }[] = [];
  const projector: Projector = {
    name,
    tables: [],
    handles: ['Thing'],
    apply: async (trx, event) => {
      if (fails) throw new Error(`${name} cannot apply`);
      seen.push({ trx, position: event.position });
    },
  };
  return { projector, seen };
}

let runs = 0;
const named = (base: string) => `${base}-${(runs += 1)}`;

describe('GroupCommit', () => {
  it('applies the batches handed in together in one transaction and moves every checkpoint', async () => {
    const [a, b] = [recording(named('a')), recording(named('b'))];
    for (const p of [a, b]) await ensureCheckpoint(db, 'projection', p.projector.name);
    const group = new GroupCommit(db);
    const batch = events(3);
    const outcomes = await Promise.all([a, b].map(({ projector }) => group.apply({ projector, readAfter: null, batch })));
    expect(outcomes).toEqual([{ applied: batch[2].position }, { applied: batch[2].position }]);
    expect(new Set([...a.seen, ...b.seen].map((s) => s.trx)).size).toBe(1);
    const stored = await readCheckpoints(db, 'projection');
    expect([stored.get(a.projector.name), stored.get(b.projector.name)]).toEqual([batch[2].position, batch[2].position]);
  });

  it('splits off a projector that throws: it fails alone, the others are applied', async () => {
    const [a, broken, b] = [recording(named('a')), recording(named('broken'), true), recording(named('b'))];
    for (const p of [a, broken, b]) await ensureCheckpoint(db, 'projection', p.projector.name);
    const group = new GroupCommit(db);
    const batch = events(2);
    const settled = await Promise.allSettled([a, broken, b].map(({ projector }) => group.apply({ projector, readAfter: null, batch })));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await readCheckpoints(db, 'projection');
    expect([a, broken, b].map((p) => stored.get(p.projector.name))).toEqual([batch[1].position, null, batch[1].position]);
  });

  it('skips what a checkpoint already holds and reports one that moved back behind where the batch was read', async () => {
    const [ahead, back] = [recording(named('ahead')), recording(named('back'))];
    for (const p of [ahead, back]) await ensureCheckpoint(db, 'projection', p.projector.name);
    const batch = events(4);
    await saveCheckpoint(db, 'projection', ahead.projector.name, batch[1].position);
    const group = new GroupCommit(db);
    const [first, second] = await Promise.all([
      group.apply({ projector: ahead.projector, readAfter: null, batch }),
      group.apply({ projector: back.projector, readAfter: batch[0].position, batch: batch.slice(1) }),
    ]);
    expect(first).toEqual({ applied: batch[3].position });
    expect(ahead.seen.map((s) => s.position)).toEqual([batch[2].position, batch[3].position]);
    expect(second).toEqual({ movedBack: expect.any(CheckpointMovedBack) });
    expect(back.seen).toEqual([]);
  });
});
