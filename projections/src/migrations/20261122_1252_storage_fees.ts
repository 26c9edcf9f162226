import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storage_fees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('average_daily_cubic_feet', 'double precision', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('paid', 'boolean', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storage_fees_user_period').on('storage_fees').columns(['user_id', 'period desc']).execute();
  await db.schema
    .createTable('storage_volumes')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('cubic_feet', 'double precision', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('storage_volumes_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_volumes').execute();
  await db.schema.dropTable('storage_fees').execute();
}
