// The order-stock saga's own state: INSUFFICIENT_GOODS orders waiting for a product, with the units they need of it
// and their place in the queue (the order's first event: oldest first), retried when that product's stock arrives.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_order_stock_waiting')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('requested', 'integer', (c) => c.notNull())
    .addColumn('placed_position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saga_order_stock_waiting_pk', ['order_id', 'product_id'])
    .execute();
  await db.schema.createIndex('saga_order_stock_waiting_product').on('saga_order_stock_waiting').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saga_order_stock_waiting').execute();
}
