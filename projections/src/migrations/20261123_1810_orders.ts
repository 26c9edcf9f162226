import { sql, type Kysely } from 'kysely';

/** The orders read model (list, view, fulfillment tab) and the order timeline. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('order_date', 'timestamptz', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('channel_account_id', 'text')
    .addColumn('channel_order_id', 'text')
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pick_status', 'text')
    .addColumn('payment_status', 'text')
    .addColumn('packed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('label_failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('label_failure_reason', 'text')
    .addColumn('missing', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('fulfillment', 'jsonb')
    .addColumn('label', 'jsonb')
    .addColumn('tracking_number', 'text')
    .addColumn('costs', 'jsonb')
    .addColumn('payment_failure', 'text')
    .addColumn('manifest_id', 'text')
    .addColumn('return_shipment_id', 'text')
    .addColumn('comments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  // The seller's list: by tab (or all) in each sort order; the counts per tab read (seller_id, tab).
  await db.schema.createIndex('orders_seller_tab_date').on('orders').columns(['seller_id', 'tab', 'order_date desc', 'id']).execute();
  await db.schema.createIndex('orders_seller_date').on('orders').columns(['seller_id', 'order_date desc', 'id']).execute();
  await db.schema.createIndex('orders_seller_created').on('orders').columns(['seller_id', 'created_at desc', 'id']).execute();
  await db.schema.createIndex('orders_seller_number').on('orders').columns(['seller_id', 'number', 'id']).execute();
  // The warehouse's fulfillment list: every seller, by status, newest first.
  await db.schema.createIndex('orders_status_date').on('orders').columns(['status', 'order_date desc', 'id']).execute();
  await db.schema.createIndex('orders_date').on('orders').columns(['order_date desc', 'id']).execute();
  await db.schema
    .createTable('order_timeline')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('impersonator_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_timeline_pk', ['order_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_timeline').execute();
  await db.schema.dropTable('orders').execute();
}
