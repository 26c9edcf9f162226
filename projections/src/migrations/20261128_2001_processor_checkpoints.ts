// One checkpoint table for every processor (decision 0026): the rows of projection_checkpoints, saga_checkpoints,
// webhook_checkpoints and integration_relay_checkpoints move across under `<kind>:<name>`, their "major.minor" text
// positions turned into the numeric pair, so every processor resumes right after where it was; the four tables go.
import { sql, type Kysely } from 'kysely';

/** Old table, the kind its rows take, and names renamed on the way (the fan-out's own name said its kind). */
const SOURCES = [
  { table: 'projection_checkpoints', kind: 'projection', renamed: {} },
  { table: 'saga_checkpoints', kind: 'saga', renamed: {} },
  { table: 'webhook_checkpoints', kind: 'webhooks', renamed: { 'webhooks-fanout': 'fan-out' } },
  { table: 'integration_relay_checkpoints', kind: 'relay', renamed: {} },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table processor_checkpoints (
    name text primary key,
    tx numeric(20, 0),
    position numeric(20, 0),
    updated_at timestamptz not null default now(),
    constraint processor_checkpoints_pair check ((tx is null) = (position is null)))`.execute(db);
  for (const { table, kind, renamed } of SOURCES) {
    const names = Object.entries(renamed);
    await sql`insert into processor_checkpoints (name, tx, position, updated_at)
      select ${kind}::text || ':' || coalesce(r.renamed, o.name),
        split_part(o.position, '.', 1)::numeric, split_part(o.position, '.', 2)::numeric, o.updated_at
      from ${sql.table(table)} as o
      left join unnest(${names.map(([from]) => from)}::text[], ${names.map(([, to]) => to)}::text[]) as r(old, renamed)
        on r.old = o.name`.execute(db);
    await db.schema.dropTable(table).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, kind, renamed } of SOURCES) {
    const names = Object.entries(renamed);
    await sql`create table ${sql.table(table)} (
      name text primary key, position text, updated_at timestamptz not null default now())`.execute(db);
    await sql`insert into ${sql.table(table)} (name, position, updated_at)
      select coalesce(r.old, substr(c.name, length(${kind}::text) + 2)), c.tx::text || '.' || c.position::text, c.updated_at
      from processor_checkpoints as c
      left join unnest(${names.map(([from]) => from)}::text[], ${names.map(([, to]) => to)}::text[]) as r(old, renamed)
        on ${kind}::text || ':' || r.renamed = c.name
      where starts_with(c.name, ${kind}::text || ':')`.execute(db);
  }
  await db.schema.dropTable('processor_checkpoints').execute();
}
