import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text')
    .addColumn('brand', 'text')
    .addColumn('country_of_origin', 'text')
    .addColumn('description', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('unit_of_measurement', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'jsonb', (c) => c.notNull().defaultTo(sql`'null'::jsonb`))
    .addColumn('weight', 'jsonb', (c) => c.notNull().defaultTo(sql`'null'::jsonb`))
    .addColumn('dimensions_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('weight_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_seller_created').on('products').columns(['seller_id', 'created_at desc', 'id']).execute();
  await db.schema.createIndex('products_seller_sku').on('products').columns(['seller_id', 'sku']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('products').execute();
}
