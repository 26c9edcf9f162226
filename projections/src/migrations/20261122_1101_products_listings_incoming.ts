import { sql, type Kysely } from 'kysely';

// Managed stock, channel listings (listed = connection state enabled) and incoming (planned deliveries).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('managed_stock', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('listings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('incoming', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('products_seller_listed_created')
    .on('products')
    .columns(['seller_id', 'listed', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_seller_listed_created').execute();
  await db.schema
    .alterTable('products')
    .dropColumn('managed_stock')
    .dropColumn('listings')
    .dropColumn('listed')
    .dropColumn('incoming')
    .execute();
}
