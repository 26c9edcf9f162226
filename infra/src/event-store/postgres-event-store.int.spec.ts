// The contract on the local PostgreSQL and on PGlite, plus the gap-free rule with a transaction held open.
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { collect, event, runEventStoreContract, waitUntil } from './event-store.contract';
import { comparePositions } from './position';
import { installEventStoreSchema } from './postgres-schema';
import { PostgresEventStore } from './postgres-event-store';

for (const kind of ['pg', 'pglite'] as const) {
  runEventStoreContract(kind === 'pg' ? 'PostgreSQL (pg)' : 'PGlite', async () => {
    const database = await createTestDatabase(kind);
    await installEventStoreSchema(database.client);
    const store = new PostgresEventStore(database.client, { pollIntervalMs: 50 });
    const extra: PostgresEventStore[] = [];
    return {
      store,
      withUpcast: (upcast) => {
        const s = new PostgresEventStore(database.client, { upcast });
        extra.push(s);
        return s;
      },
      cleanup: async () => {
        await Promise.all([store, ...extra].map((s) => s.close()));
        await database.drop();
      },
    };
  });
}

describe('PostgreSQL gap-free global order', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase('pg');
    await installEventStoreSchema(database.client);
    store = new PostgresEventStore(database.client, { pollIntervalMs: 20 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('delivers an event whose transaction was held open while later ones committed, exactly once and in order', async () => {
    const { seen, sub } = collect(store, await store.headPosition());
    const slow = new Client({ connectionString: database.url });
    await slow.connect();
    await slow.query('begin');
    // The slow writer takes its xid and inserts first...
    await slow.query(`insert into events (stream_id, version, type, data, metadata) values ('slow-1', 1, 'Slow', '{}', $1)`, [
      JSON.stringify(event('Slow', {}).metadata),
    ]);
    // ...then faster writers commit after it.
    for (let i = 0; i < 5; i++) await store.append(`fast-${i}`, [event('Fast', { i })], 0);
    // Nothing after the open transaction may be delivered before it: otherwise a checkpoint would pass it by.
    const head = await store.headPosition();
    expect(seen.some((e) => e.type === 'Fast')).toBe(false);
    expect(head === null || seen.every((e) => comparePositions(e.position, head) <= 0)).toBe(true);
    await slow.query('commit');
    await slow.end();
    await store.append('fast-after', [event('Fast', { i: 5 })], 0);
    await waitUntil(() => seen.length >= 7, 10_000, 'all 7 events');
    await sub.stop();
    expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast', 'Fast', 'Fast', 'Fast', 'Fast', 'Fast']);
    expect(new Set(seen.map((e) => e.position)).size).toBe(7);
    expect(seen.every((e, i) => i === 0 || comparePositions(seen[i - 1].position, e.position) < 0)).toBe(true);
  });
});

describe('a subscription started after appends nobody was subscribed to', () => {
  for (const kind of ['pg', 'pglite'] as const)
    it(`reads them at once, not at the next safety read (${kind})`, async () => {
      const database = await createTestDatabase(kind);
      await installEventStoreSchema(database.client);
      // A safety read far off: only the subscribe itself can bring the pump's tail up to date in time.
      const store = new PostgresEventStore(database.client, { pollIntervalMs: 60_000 });
      try {
        const first = collect(store);
        const before = await store.append('restart-1', [event('Before', {})], 0);
        await waitUntil(() => first.seen.length === 1, 10_000, 'the first subscriber');
        await first.sub.stop();
        // Nothing subscribed: this append wakes no fetch (a saga runner stopped, another starting).
        await store.append('restart-1', [event('While', {})], 1);
        const second = collect(store, before.position);
        await waitUntil(() => second.seen.length === 1, 5_000, 'the event appended while nobody was subscribed');
        await second.sub.stop();
        expect(second.seen.map((e) => e.type)).toEqual(['While']);
      } finally {
        await store.close();
        await database.drop();
      }
    });
});
