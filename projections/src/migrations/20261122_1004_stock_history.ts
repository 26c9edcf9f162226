import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inventory_history')
    .addColumn('position', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('total_after', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_history_product_at').on('inventory_history').columns(['product_id', 'at desc']).execute();
  await db.schema
    .createTable('reserved_history')
    .addColumn('position', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('reserved_after', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reserved_history_product_at').on('reserved_history').columns(['product_id', 'at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reserved_history').execute();
  await db.schema.dropTable('inventory_history').execute();
}
