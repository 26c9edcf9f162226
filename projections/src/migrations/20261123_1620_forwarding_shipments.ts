import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forwarding_shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('courier_service', 'text', (c) => c.notNull())
    .addColumn('parcels', 'integer', (c) => c.notNull())
    .addColumn('file_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('client_note', 'text')
    .addColumn('manager_note', 'text')
    .addColumn('processing_cost_cents', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('forwarding_shipments_seller_created')
    .on('forwarding_shipments')
    .columns(['seller_id', 'created_at desc', 'id'])
    .execute();
  await db.schema.createIndex('forwarding_shipments_created').on('forwarding_shipments').columns(['created_at desc', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('forwarding_shipments').execute();
}
