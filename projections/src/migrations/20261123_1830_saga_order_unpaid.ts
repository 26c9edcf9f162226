// The order-fulfillment saga's own state: orders whose fulfillment charge failed (PAYMENT_FAILED), charged again after
// the seller's next top-up, oldest failure first.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_order_unpaid')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('failed_position', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saga_order_unpaid_seller').on('saga_order_unpaid').columns(['seller_id', 'failed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saga_order_unpaid').execute();
}
