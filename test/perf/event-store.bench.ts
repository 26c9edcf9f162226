// Event-store benchmark on the local PostgreSQL: append throughput against a raw INSERT baseline, read-all, subscriber lag.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { installEventStoreSchema, PgSqlClient, PostgresEventStore, type NewEvent } from '../../infra/src';
import { createTestDatabase } from '../support/database';
import { benchScale } from './bench-scale';
import { percentile, printTable, runFor, writeResults, type BenchRow } from './measure';

const DURATION_MS = benchScale.durationMs;

const BASELINE_DDL = [
  `create table events_baseline (
     position bigint generated always as identity primary key,
     stream_id text not null, version integer not null, type text not null,
     data jsonb not null, metadata jsonb not null,
     recorded_at timestamptz not null default now(),
     tx xid8 not null default pg_current_xact_id(),
     unique (stream_id, version))`,
  `create index on events_baseline (tx, position)`,
];

function payload(i: number): NewEvent {
  return {
    type: 'StockReserved',
    data: { productId: 'p-1', quantity: 1, orderId: `o-${i}`, reason: 'FULFILLMENT' },
    metadata: { correlationId: randomUUID(), causationId: null, userId: 'u-1', impersonatorId: null, schemaVersion: 1 },
  };
}

function baselineInsert(batch: number): string {
  const rows = Array.from({ length: batch }, (_, i) => `($1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5})`);
  return `insert into events_baseline (stream_id, version, type, data, metadata) values ${rows.join(', ')}`;
}

export async function benchEventStore(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const client = new PgSqlClient(database.url!, 40);
  await installEventStoreSchema(client);
  for (const ddl of BASELINE_DDL) await client.query(ddl);
  const store = new PostgresEventStore(client, { pollIntervalMs: 100 });
  const results: Record<string, BenchRow> = {};
  try {
    for (const writers of benchScale.writerCounts) {
      for (const batch of [1, 10]) {
        const events = Array.from({ length: batch }, (_, i) => payload(i));
        const baseSql = baselineInsert(batch);
        const baseVersions = new Map<number, number>();
        const baseline = await runFor(writers, DURATION_MS, async (w) => {
          const stream = `base-${writers}-${batch}-${w}`;
          const v = baseVersions.get(w) ?? 0;
          const params: unknown[] = [stream];
          events.forEach((e, i) => params.push(v + i + 1, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)));
          await client.query(baseSql, params, { name: `baseline_${batch}` });
          baseVersions.set(w, v + batch);
          return batch;
        });
        const versions = new Map<number, number>();
        const appended = await runFor(writers, DURATION_MS, async (w) => {
          const v = versions.get(w) ?? 0;
          await store.append(`bench-${writers}-${batch}-${w}`, events, v);
          versions.set(w, v + batch);
          return batch;
        });
        results[`append ${writers} writer(s) x ${batch} event(s)`] = {
          opsPerSec: appended.opsPerSec,
          baselineOpsPerSec: baseline.opsPerSec,
          ratio: appended.opsPerSec / baseline.opsPerSec,
          p50Ms: null,
          p99Ms: null,
        };
      }
    }

    const readStarted = performance.now();
    let read = 0;
    for (let page = await store.readAll(null, 1000); page.length > 0; page = await store.readAll(page[page.length - 1].position, 1000))
      read += page.length;
    results['read all (pages of 1000)'] = {
      opsPerSec: read / ((performance.now() - readStarted) / 1000),
      baselineOpsPerSec: null,
      ratio: null,
      p50Ms: null,
      p99Ms: null,
    };

    results['subscriber lag, 8 writers'] = await subscriberLag(store);
  } finally {
    await store.close();
    await client.close();
    await database.drop();
  }
  return results;
}

async function subscriberLag(store: PostgresEventStore): Promise<BenchRow> {
  // Keyed by position: an event may reach the subscriber before its writer has seen the append's answer, so
  // arrivals are recorded on their own and paired with the append times at the end (such a lag counts as 0).
  const appendedAt = new Map<string, number>();
  const deliveredAt = new Map<string, number>();
  const sub = store.subscribe(await store.headPosition(), async (batch) => {
    const now = performance.now();
    for (const e of batch) deliveredAt.set(e.position, now);
  });
  const versions = new Map<number, number>();
  const run = await runFor(8, DURATION_MS, async (w) => {
    const v = versions.get(w) ?? 0;
    const r = await store.append(`lag-${w}`, [payload(v)], v);
    appendedAt.set(r.position, performance.now());
    versions.set(w, v + 1);
    return 1;
  });
  const arrived = () => [...appendedAt.keys()].filter((position) => deliveredAt.has(position)).length;
  const deadline = performance.now() + 10_000;
  while (arrived() < appendedAt.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await sub.stop();
  // A lag figure over part of the events would flatter the subscriber: every appended event must have arrived.
  if (arrived() !== appendedAt.size)
    throw new Error(`subscriber lag: ${arrived()} of ${appendedAt.size} appended events delivered within 10 s`);
  const lags = [...appendedAt].map(([position, at]) => Math.max(0, deliveredAt.get(position)! - at));
  lags.sort((a, b) => a - b);
  return {
    opsPerSec: run.opsPerSec,
    baselineOpsPerSec: null,
    ratio: null,
    p50Ms: percentile(lags, 50),
    p95Ms: percentile(lags, 95),
    p99Ms: percentile(lags, 99),
  };
}

if (require.main === module) {
  benchEventStore().then((rows) => {
    printTable('Event store (PostgreSQL)', rows);
    writeResults(path.join(benchScale.resultsDir, 'event-store.json'), rows);
  });
}
