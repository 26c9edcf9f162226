// Builds event tables whose positions (and, on PGlite, transaction ids) cross decimal digit boundaries, and reads
// them back every way a subscriber can: the global order must be numeric, never the order of the text.
import type { SqlClient } from '../db/sql-client';
import { event, waitUntil } from './event-store.contract';
import { toPosition, type GlobalPosition } from './position';
import type { EventStore, StoredEvent } from './port';

let streams = 0;

export async function appendOne(store: EventStore): Promise<GlobalPosition> {
  return (await store.append(`order-${++streams}`, [event('One', {})], 0)).position;
}

/** One append of `count` events: one transaction, consecutive positions. */
export async function appendMany(store: EventStore, count: number): Promise<GlobalPosition> {
  const events = Array.from({ length: count }, (_, i) => event('Many', { i }));
  return (await store.append(`order-${++streams}`, events, 0)).position;
}

/** The next append takes this position (the identity only moves forward here: callers pass increasing values). */
export async function restartPositionAt(client: SqlClient, position: number): Promise<void> {
  await client.query(`alter table events alter column position restart with ${position}`);
}

/** Consumes transaction ids (one per subtransaction) until the next one is at least `xid`; PGlite only (cheap there). */
export async function burnXidsUntil(client: SqlClient, xid: bigint): Promise<void> {
  await client.query('create table if not exists xid_burn (n int)');
  const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
  const missing = xid - BigInt(rows[0].xid) - 1n;
  if (missing <= 0n) return;
  await client.query(
    `do $$ begin for i in 1..${missing} loop begin insert into xid_burn values (i); exception when others then null; end; end loop; end $$`,
  );
  await client.query('truncate xid_burn');
}

/** Every row of the table, sorted by the numbers (tx, position) in JS: the order a subscriber must see. */
export async function tableInNumericOrder(client: SqlClient): Promise<GlobalPosition[]> {
  const { rows } = await client.query<{ tx: string; position: string }>('select tx::text as tx, position::text as position from events');
  return rows
    .map((r) => ({ tx: BigInt(r.tx), position: BigInt(r.position) }))
    .sort((a, b) => (a.tx !== b.tx ? (a.tx < b.tx ? -1 : 1) : a.position < b.position ? -1 : a.position > b.position ? 1 : 0))
    .map((r) => toPosition(r.tx, r.position));
}

/** Waits until no committed row is held back by a transaction still running anywhere on the server. */
export async function waitUntilAllVisible(client: SqlClient): Promise<void> {
  let hidden = -1;
  await waitUntil(
    () => hidden === 0,
    20_000,
    'every event to be visible',
    async () => {
      const { rows } = await client.query<{ n: string }>(
        'select count(*)::text as n from events where tx >= pg_snapshot_xmin(pg_current_snapshot())',
      );
      hidden = Number(rows[0].n);
    },
  );
}

export async function readAllPaged(store: EventStore, pageSize: number): Promise<GlobalPosition[]> {
  const read: GlobalPosition[] = [];
  let after: GlobalPosition | null = null;
  for (;;) {
    const page: StoredEvent[] = await store.readAll(after, pageSize);
    if (page.length === 0) return read;
    read.push(...page.map((e) => e.position));
    after = page[page.length - 1].position;
  }
}

/** Subscribes from the start until the last event of `expected` arrives, then answers what was delivered. */
export async function readBySubscription(
  store: EventStore,
  batchSize: number,
  expected: readonly GlobalPosition[],
): Promise<GlobalPosition[]> {
  const seen: GlobalPosition[] = [];
  const last = expected[expected.length - 1];
  const sub = store.subscribe(
    null,
    async (batch) => {
      seen.push(...batch.map((e) => e.position));
    },
    { batchSize },
  );
  try {
    await waitUntil(() => seen.includes(last), 20_000, `the last event with batches of ${batchSize}`);
  } finally {
    await sub.stop();
  }
  return seen;
}
