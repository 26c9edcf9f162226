import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders_placed')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_placed_seller_placed').on('orders_placed').columns(['seller_id', 'placed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orders_placed').execute();
}
