-- The first page of the global read and the head over 360,000 events in 360 transactions, before (text order)
-- and after (numeric order). Run on a scratch database: createdb lh_order_bench && psql -d lh_order_bench -f test/perf/global-order-plans.sql
\set ON_ERROR_STOP 1
create table events (
  position bigint generated always as identity primary key, stream_id text not null, version integer not null,
  type text not null, data jsonb not null, metadata jsonb not null, recorded_at timestamptz not null default now(),
  tx xid8 not null default pg_current_xact_id(), constraint events_stream_version unique (stream_id, version));
create index events_global_order on events (tx, position);
do $$ begin for b in 1..360 loop
  insert into events (stream_id, version, type, data, metadata)
  select 's-' || b || '-' || g, 1, 'T', '{"n":1}', '{}' from generate_series(1, 1000) g;
  commit; end loop; end $$;
analyze events;
\echo OLD READ_ALL (text order)
explain (analyze, costs off, timing on, summary on) select position::text as position, tx::text as tx, stream_id, version, type, data, metadata, recorded_at from events
  where tx < pg_snapshot_xmin(pg_current_snapshot()) and (tx, position) > ('0'::text::xid8, 0::bigint) order by tx, position limit 500;
\echo NEW READ_ALL (numeric order)
explain (analyze, costs off, timing on, summary on) select position::text as position, tx::text as tx, stream_id, version, type, data, metadata, recorded_at from events
  where events.tx < pg_snapshot_xmin(pg_current_snapshot()) and (events.tx, events.position) > ('0'::text::xid8, 0::bigint) order by events.tx, events.position limit 500;
\echo OLD HEAD
explain (analyze, costs off, timing on, summary on) select tx::text as tx, position::text as position from events where tx < pg_snapshot_xmin(pg_current_snapshot()) order by tx desc, position desc limit 1;
\echo NEW HEAD
explain (analyze, costs off, timing on, summary on) select tx::text as tx, position::text as position from events where events.tx < pg_snapshot_xmin(pg_current_snapshot()) order by events.tx desc, events.position desc limit 1;
