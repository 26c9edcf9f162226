import type { SqlExecutor } from '../db/sql-client';

/**
 * The append-only events table. `tx` is the inserting transaction's id: subscribers read only rows whose tx is
 * below the oldest running transaction (pg_snapshot_xmin), in (tx, position) order, so a slow writer is never skipped.
 */
export const EVENT_STORE_DDL: string[] = [
  `create table if not exists events (
     position bigint generated always as identity primary key,
     stream_id text not null,
     version integer not null check (version > 0),
     type text not null,
     data jsonb not null,
     metadata jsonb not null,
     recorded_at timestamptz not null default now(),
     tx xid8 not null default pg_current_xact_id(),
     constraint events_stream_version unique (stream_id, version)
   )`,
  `create index if not exists events_global_order on events (tx, position)`,
];

export async function installEventStoreSchema(client: SqlExecutor): Promise<void> {
  for (const statement of EVENT_STORE_DDL) await client.query(statement);
}
