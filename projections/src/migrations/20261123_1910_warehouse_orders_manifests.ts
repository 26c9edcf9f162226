import type { Kysely } from 'kysely';

/** The warehouse's view of orders (pick list, packing, manifest candidates) and the manifests. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('warehouse_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pick_status', 'text')
    .addColumn('payment_status', 'text')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('label', 'jsonb')
    .addColumn('packed_at', 'timestamptz')
    .addColumn('manifest_id', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('warehouse_orders_work').on('warehouse_orders').columns(['status', 'pick_status', 'placed_at']).execute();
  await db.schema.createIndex('warehouse_orders_manifest').on('warehouse_orders').column('manifest_id').execute();
  await db.schema
    .createTable('manifests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_ids', 'jsonb', (c) => c.notNull())
    .addColumn('scan_form_file_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('manifests_status_created').on('manifests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('manifests').execute();
  await db.schema.dropTable('warehouse_orders').execute();
}
