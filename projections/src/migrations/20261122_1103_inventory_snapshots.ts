import type { Kysely } from 'kysely';

// Stock figures of an inventory stream every SNAPSHOT_EVERY versions, plus one moving row at the stream's tip.
// recorded_until: the latest recorded_at of any event up to `version`, so a snapshot is usable for an instant
// only when every event it folds was recorded by then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inventory_snapshots')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('recorded_until', 'timestamptz', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('incoming', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_snapshots_pk', ['product_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inventory_snapshots').execute();
}
