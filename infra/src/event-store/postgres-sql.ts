// The statements of the PostgreSQL event store. Each append is one statement, one round trip.
const COLUMNS = `position::text as position, tx::text as tx, stream_id, version, type, data, metadata, recorded_at`;

/**
 * An append of `count` events after expected version $2: a plain multi-row VALUES insert (the shape of the raw
 * baseline), guarded so it inserts nothing when version $2 does not exist yet. $1 stream, then type/data/metadata
 * triples. One text per batch size, so each is a named prepared statement.
 */
export function appendExpected(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `($2::int + ${i + 1}, $${i * 3 + 3}::text, $${i * 3 + 4}::jsonb, $${i * 3 + 5}::jsonb)`,
  );
  // Only the last row travels back: its version and (tx, position) are the append's answer.
  return `with appended as (
    insert into events (stream_id, version, type, data, metadata)
    select $1::text, v.version, v.type, v.data, v.metadata from (values ${rows.join(', ')}) as v(version, type, data, metadata)
    where $2::int = 0 or exists (select 1 from events where stream_id = $1::text and version = $2::int)
    returning position, tx, version)
  select position::text as position, tx::text as tx, version from appended order by version desc limit 1`;
}

/**
 * An append to several streams in one statement: $1 streams, $2 expected versions, $3 versions, $4 types, $5 data,
 * $6 metadata (one element per event). Nothing is inserted unless every stream is at its expected version; a writer
 * racing past that check makes the (stream_id, version) key refuse the whole statement. Answers each stream's last row.
 */
export const APPEND_MANY = `
  with input as (
    select * from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality
      as i(stream_id, expected, version, type, data, metadata, ord)),
  guarded as (
    select bool_and(g.expected = 0 or exists (select 1 from events e where e.stream_id = g.stream_id and e.version = g.expected)) as ok
    from (select distinct stream_id, expected from input) as g),
  appended as (
    insert into events (stream_id, version, type, data, metadata)
    select stream_id, version, type, data, metadata from input where (select ok from guarded) order by ord
    returning stream_id, position, tx, version)
  select distinct on (stream_id) stream_id, position::text as position, tx::text as tx, version
  from appended order by stream_id, version desc`;

/** $1 stream, $2 types, $3 data, $4 metadata: appended after whatever the stream holds. */
export const APPEND_ANY = `
  insert into events (stream_id, version, type, data, metadata)
  select $1, coalesce((select max(version) from events where stream_id = $1), 0) + e.ord, e.type, e.data, e.metadata
  from unnest($2::text[], $3::jsonb[], $4::jsonb[]) with ordinality as e(type, data, metadata, ord)
  returning position::text as position, tx::text as tx, version`;

export const CURRENT_VERSION = `select coalesce(max(version), 0)::int as version from events where stream_id = $1`;

/** $1 stream, $2 after version, $3 until (nullable; compared at the millisecond precision of the API's instants). */
export const READ_STREAM = `
  select ${COLUMNS} from events
  where stream_id = $1 and version > $2::int and ($3::timestamptz is null or date_trunc('milliseconds', recorded_at) <= $3::timestamptz)
  order by version`;

/**
 * Gap-free: only transactions older than every running one; resume after the (tx, position) pair.
 * Order by the qualified columns: a bare `tx`/`position` in ORDER BY names the text output column, and text
 * order ("100" before "96") loses and repeats events. The numeric order is also the one events_global_order serves.
 */
export const READ_ALL = `
  select ${COLUMNS} from events
  where events.tx < pg_snapshot_xmin(pg_current_snapshot())
    and (events.tx, events.position) > ($1::text::xid8, $2::bigint)
  order by events.tx, events.position
  limit $3::int`;

export const HEAD = `
  select tx::text as tx, position::text as position from events
  where events.tx < pg_snapshot_xmin(pg_current_snapshot())
  order by events.tx desc, events.position desc
  limit 1`;

export const NEWEST = `
  select tx::text as tx, position::text as position from events
  order by events.tx desc, events.position desc
  limit 1`;

/** Committed events subscribers cannot see yet: their transaction is newer than one still running. */
export const HELD_BACK = `
  select coalesce(floor(extract(epoch from clock_timestamp() - min(events.recorded_at)) * 1000), 0)::int as held_back_ms
  from events
  where events.tx >= pg_snapshot_xmin(pg_current_snapshot())`;

/** The oldest transaction holding an id, server-wide; xact_start is null without pg_read_all_stats. */
export const OLDEST_TRANSACTION = `
  select backend_xid::text as xid, floor(extract(epoch from clock_timestamp() - xact_start) * 1000)::int as age_ms, state
  from pg_stat_activity
  where backend_xid is not null
  order by age(backend_xid) desc
  limit 1`;

export interface EventRow {
  position: string;
  tx: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: Date | string;
}
