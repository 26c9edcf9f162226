import type { Kysely } from 'kysely';

/** Warehouse bins and what each holds (the locations context's read models). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('aisle', 'integer', (c) => c.notNull())
    .addColumn('shelf', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_active_code').on('locations').columns(['active', 'code']).execute();
  await db.schema
    .createTable('stock_by_bin')
    .addColumn('location_code', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_by_bin_pk', ['location_code', 'product_id'])
    .execute();
  await db.schema.createIndex('stock_by_bin_product').on('stock_by_bin').columns(['product_id', 'location_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_by_bin').execute();
  await db.schema.dropTable('locations').execute();
}
