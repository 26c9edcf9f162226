// The global order is numeric: positions (and, on PGlite, transaction ids) that gain a digit must not be read as
// text ("100" before "96"), or subscribers lose and repeat events and the head points at the wrong row.
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import {
  appendMany,
  appendOne,
  burnXidsUntil,
  readAllPaged,
  readBySubscription,
  restartPositionAt,
  tableInNumericOrder,
  waitUntilAllVisible,
} from './global-order.fixture';
import type { GlobalPosition } from './position';
import { installEventStoreSchema } from './postgres-schema';
import { PostgresEventStore } from './postgres-event-store';

const kinds = ['pg', 'pglite'] as const;
/**
 * Hundreds of reads, and on PGlite about 100,000 burnt transaction ids, on 2 cores shared with another test file: a
 * hang guard, not a speed goal.
 */
const LONG = 300_000;

async function openStore(kind: (typeof kinds)[number]): Promise<{ database: TestDatabase; store: PostgresEventStore }> {
  const database = await createTestDatabase(kind);
  await installEventStoreSchema(database.client);
  return { database, store: new PostgresEventStore(database.client, { pollIntervalMs: 20 }) };
}

/** The first page size whose paged read differs from the expected order, with what it read; null when all agree. */
async function firstDisagreeingPageSize(store: PostgresEventStore, sizes: number[], expected: GlobalPosition[]) {
  for (const pageSize of sizes) {
    const read = await readAllPaged(store, pageSize);
    if (read.length !== expected.length || read.some((p, i) => p !== expected[i])) return { pageSize, read };
  }
  return null;
}

for (const kind of kinds) {
  describe(`PostgreSQL event store global order across digit boundaries (${kind})`, () => {
    let database: TestDatabase;
    let store: PostgresEventStore;
    const heads: { answered: GlobalPosition | null; last: GlobalPosition }[] = [];

    /** Appends, waits until the server shows all of it, and records the head next to the real last row. */
    async function stage(append: () => Promise<GlobalPosition>): Promise<void> {
      const last = await append();
      await waitUntilAllVisible(database.client);
      heads.push({ answered: await store.headPosition(), last });
    }

    beforeAll(async () => {
      ({ database, store } = await openStore(kind));
      // The case: 95 one-event appends, then one 10-event append at positions 96..105.
      for (let i = 0; i < 95; i++) await appendOne(store);
      await stage(() => appendMany(store, 10));
      for (const boundary of [1000, 10_000]) {
        await restartPositionAt(database.client, boundary - 5);
        for (let i = 0; i < 3; i++) await appendOne(store);
        await stage(() => appendMany(store, 10));
      }
      if (kind !== 'pglite') return;
      // Only PGlite lets a test move the transaction counter cheaply: cross 1,000, 10,000 and 100,000 there too.
      for (const boundary of [1000n, 10_000n, 100_000n]) {
        await burnXidsUntil(database.client, boundary - 3n);
        for (let i = 0; i < 5; i++) await appendOne(store);
        await stage(() => appendMany(store, 4));
      }
    }, LONG);
    afterAll(async () => {
      await store.close();
      await database.drop();
    });

    it('answers the head as the last row of an append that crosses a digit boundary (105, not 99)', () => {
      expect(heads.length).toBeGreaterThanOrEqual(3);
      for (const head of heads) expect(head.answered).toBe(head.last);
    });

    it(
      'reads every event exactly once, in numeric (tx, position) order, with every page size from 1 to 1,000',
      async () => {
        const expected = await tableInNumericOrder(database.client);
        expect(expected.length).toBeLessThan(1000);
        // Past the table's size every page size reads the same single page: one of them (1,000) stands for the rest.
        const sizes = [...Array.from({ length: expected.length + 1 }, (_, i) => i + 1), 1000];
        expect(await firstDisagreeingPageSize(store, sizes, expected)).toBeNull();
      },
      LONG,
    );

    it(
      'delivers every event exactly once, in numeric order, to subscribers with batches of 1, 5, 50 and 1,000',
      async () => {
        const expected = await tableInNumericOrder(database.client);
        for (const batchSize of [1, 5, 50, 1000]) {
          expect({ batchSize, delivered: await readBySubscription(store, batchSize, expected) }).toEqual({
            batchSize,
            delivered: expected,
          });
        }
      },
      LONG,
    );
  });

  describe(`PostgreSQL event store order against a numeric sort of the table, generated cases (${kind})`, () => {
    let database: TestDatabase;
    let store: PostgresEventStore;
    beforeAll(async () => ({ database, store } = await openStore(kind)), LONG);
    afterAll(async () => {
      await store.close();
      await database.drop();
    });

    it(
      'agrees with a numeric sort for generated appends, position restarts and transaction jumps across digit boundaries',
      async () => {
        const seed = Number(process.env.ORDER_PROPERTY_SEED ?? Date.now() % 100_000);
        const random = mulberry32(seed);
        const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
        for (let run = 1; run <= 10; run++) {
          const ops: string[] = [];
          await database.client.query('truncate events');
          let next = 10 ** int(1, 6) - int(0, 8);
          await restartPositionAt(database.client, Math.max(1, next));
          for (let op = int(6, 14); op > 0; op--) {
            const choice = random();
            if (choice < 0.15) {
              const { rows } = await database.client.query<{ max: string | null }>('select max(position)::text as max from events');
              // Just below the next power of ten that leaves room above the rows already there.
              next = 10 ** String(Number(rows[0].max ?? 0) + 6).length - int(1, 6);
              await restartPositionAt(database.client, next);
              ops.push(`restart@${next}`);
            } else if (choice < 0.25 && kind === 'pglite') {
              const { rows } = await database.client.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
              const boundary = 10n ** BigInt(rows[0].xid.length);
              if (boundary > 100_000n) continue;
              await burnXidsUntil(database.client, boundary - BigInt(int(1, 4)));
              ops.push(`tx@${boundary}`);
            } else {
              const count = choice < 0.6 ? 1 : int(2, 12);
              await (count === 1 ? appendOne(store) : appendMany(store, count));
              ops.push(`append ${count}`);
            }
          }
          await waitUntilAllVisible(database.client);
          const expected = await tableInNumericOrder(database.client);
          if (expected.length === 0) continue;
          const label = `seed ${seed}, run ${run}: ${ops.join(', ')}`;
          const pageSizes = [1, int(2, 9), int(10, 60), expected.length, 1000];
          expect({ label, disagreement: await firstDisagreeingPageSize(store, pageSizes, expected) }).toEqual({
            label,
            disagreement: null,
          });
          const batchSize = int(1, 60);
          expect({ label, batchSize, delivered: await readBySubscription(store, batchSize, expected) }).toEqual({
            label,
            batchSize,
            delivered: expected,
          });
        }
      },
      LONG,
    );
  });
}

/** A small seeded generator, so a failing run can be replayed with ORDER_PROPERTY_SEED. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
