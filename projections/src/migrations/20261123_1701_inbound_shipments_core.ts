import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbound_shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('courier_service', 'text')
    .addColumn('delivery_type', 'text')
    .addColumn('package_type', 'text')
    .addColumn('seller_comment', 'text')
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('received_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('placed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost_cents', 'integer')
    .addColumn('costs', 'jsonb')
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('placements', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('comments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('payment_failure', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbound_shipments_seller_created')
    .on('inbound_shipments')
    .columns(['seller_id', 'created_at desc', 'id'])
    .execute();
  await db.schema.createIndex('inbound_shipments_created').on('inbound_shipments').columns(['created_at desc', 'id']).execute();
  await db.schema
    .createTable('inbound_timeline')
    .addColumn('shipment_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('impersonator_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbound_timeline_pk', ['shipment_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbound_timeline').execute();
  await db.schema.dropTable('inbound_shipments').execute();
}
