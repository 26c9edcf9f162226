// The stock sync's drift table per (channel, listed product), with the channel and product facts it is derived from.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('channel_listing_sync_channels')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('match_names', sql`text[]`, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channel_listing_sync_channels_seller').on('channel_listing_sync_channels').column('seller_id').execute();
  await db.schema
    .createTable('channel_listing_sync_products')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('account_names', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('managed_stock', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('channel_listing_sync_products_seller').on('channel_listing_sync_products').column('seller_id').execute();
  await db.schema
    .createTable('channel_listing_sync')
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('our_quantity', 'integer')
    .addColumn('our_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('channel_active', 'boolean', (c) => c.notNull())
    .addColumn('pushed_quantity', 'integer')
    .addColumn('pushed_status', 'text')
    .addColumn('pushed_message', 'text')
    .addColumn('pushed_at', 'timestamptz')
    .addColumn('acknowledged_quantity', 'integer')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_listing_sync_pk', ['channel_id', 'product_id'])
    .execute();
  await db.schema.createIndex('channel_listing_sync_product').on('channel_listing_sync').column('product_id').execute();
  // The pusher's work list: listings of active channels whose quantity differs from the last one pushed.
  await sql`create index channel_listing_sync_due on channel_listing_sync (channel_id)
    where channel_active and our_quantity is not null and pushed_quantity is distinct from our_quantity`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('channel_listing_sync').execute();
  await db.schema.dropTable('channel_listing_sync_products').execute();
  await db.schema.dropTable('channel_listing_sync_channels').execute();
}
