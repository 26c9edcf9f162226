// Insights, stock over time (insights_stock projector): one row per change, and the projector's running state.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insights_stock_changes')
    .addColumn('position', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    // The row's place among the seller's rows, in the order the projector applied them: sorts same-instant rows
    // without parsing positions.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('total_delta', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('seller_total', 'integer', (c) => c.notNull())
    .addColumn('seller_reserved', 'integer', (c) => c.notNull())
    .addColumn('seller_available', 'integer', (c) => c.notNull())
    .addColumn('seller_cubic_feet', 'double precision', (c) => c.notNull())
    // ∫ seller_total dt from the seller's first change to this one, in unit-seconds: an average over any span is two reads.
    .addColumn('seller_unit_seconds', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insights_stock_changes_product_at').on('insights_stock_changes').columns(['product_id', 'at']).execute();
  await db.schema.createIndex('insights_stock_changes_seller_at').on('insights_stock_changes').columns(['seller_id', 'at']).execute();
  // Days of stock left: the units each product shipped in the last days.
  await db.schema
    .createIndex('insights_stock_changes_seller_cause_at')
    .on('insights_stock_changes')
    .columns(['seller_id', 'cause', 'at'])
    .execute();
  await db.schema
    .createTable('insights_stock_products')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('unit_micro_cubic_feet', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('insights_stock_sellers')
    .addColumn('seller_id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('micro_cubic_feet', 'double precision', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('unit_seconds', 'double precision', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('insights_stock_sellers').execute();
  await db.schema.dropTable('insights_stock_products').execute();
  await db.schema.dropTable('insights_stock_changes').execute();
}
