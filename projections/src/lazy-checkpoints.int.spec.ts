// Lazy checkpoint writes: compare-and-set, never waiting on a row another transaction holds, and never held back by an
// earlier write still under way (a held-up write once left every idle saga's stored checkpoint behind for good).
import type { Kysely } from 'kysely';
import { createKysely, toPosition, type GlobalPosition } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import type { ReadModelDatabase } from './database';
import { LazyCheckpoints } from './lazy-checkpoints';
import { ensureCheckpoint, lockCheckpoints, readCheckpoint, saveCheckpoint } from './processor-checkpoints';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;

beforeAll(async () => {
  // Cloned from the migrated template: the checkpoint tables are there.
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** PGlite runs one transaction at a time: no other transaction can hold a row while a write runs. */
const heldRowSkipped = process.env.TEST_DB === 'pglite';
if (heldRowSkipped)
  process.stdout.write('lazy-checkpoints.int: the held-row test is skipped on PGlite (one connection, one transaction at a time)\n');
const onServer = heldRowSkipped ? it.skip : it;

const at = (n: number): GlobalPosition => toPosition('1000', String(n));

async function checkpointRow(name: string, position: GlobalPosition | null): Promise<void> {
  await ensureCheckpoint(db, 'projection', name);
  await saveCheckpoint(db, 'projection', name, position);
}

const storedOf = (name: string) => readCheckpoint(db, 'projection', name);

/** Resolves with what the write reported for `name`. */
function passed(lazy: LazyCheckpoints, name: string, expected: GlobalPosition | null, to: GlobalPosition): Promise<boolean> {
  return new Promise((resolve) => lazy.pass(name, expected, to, resolve));
}

describe('lazy checkpoints', () => {
  it('move a checkpoint still at the expected position, and report one moved meanwhile as not moved', async () => {
    await checkpointRow('lazy-a', at(1));
    await checkpointRow('lazy-b', at(5));
    const lazy = new LazyCheckpoints(db, 'projection', { intervalMs: 10 });
    const [a, b] = await Promise.all([passed(lazy, 'lazy-a', at(1), at(3)), passed(lazy, 'lazy-b', at(1), at(3))]);
    expect({ a, b }).toEqual({ a: true, b: false });
    expect({ a: await storedOf('lazy-a'), b: await storedOf('lazy-b') }).toEqual({ a: at(3), b: at(5) });
    await lazy.stop();
  });

  onServer('skip a row another transaction holds instead of waiting for it, and a later write is not held back', async () => {
    await checkpointRow('lazy-held', at(1));
    await checkpointRow('lazy-free', at(1));
    const lazy = new LazyCheckpoints(db, 'projection', { intervalMs: 10 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A batch committing its own checkpoint holds the row until we let it go.
    const batch = db.transaction().execute(async (trx) => {
      await lockCheckpoints(trx, 'projection', ['lazy-held']);
      locked();
      await held;
    });
    await isLocked;
    const first = await passed(lazy, 'lazy-held', at(1), at(2));
    const second = await passed(lazy, 'lazy-free', at(1), at(2));
    release();
    await batch;
    expect({ first, second }).toEqual({ first: false, second: true });
    expect({ held: await storedOf('lazy-held'), free: await storedOf('lazy-free') }).toEqual({ held: at(1), free: at(2) });
    await lazy.stop();
  });

  it('never move a checkpoint back', async () => {
    await checkpointRow('lazy-forward', at(9));
    const lazy = new LazyCheckpoints(db, 'projection', { intervalMs: 10 });
    const outcomes: boolean[] = [];
    lazy.pass('lazy-forward', at(9), at(4), (moved) => outcomes.push(moved));
    await lazy.stop();
    expect({ stored: await storedOf('lazy-forward'), outcomes }).toEqual({ stored: at(9), outcomes: [] });
  });
});
