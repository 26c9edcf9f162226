// Process managers (sagas): each saga's checkpoint, the events it could not act on, and the inbound payment saga's
// own state (shipments whose payment failed, retried after the seller's next top-up).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('saga_dead_letters')
    .addColumn('saga', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('saga_dead_letters_pk', ['saga', 'position'])
    .execute();
  await db.schema
    .createTable('saga_inbound_unpaid')
    .addColumn('shipment_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('failed_position', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saga_inbound_unpaid_seller').on('saga_inbound_unpaid').columns(['seller_id', 'failed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saga_inbound_unpaid').execute();
  await db.schema.dropTable('saga_dead_letters').execute();
  await db.schema.dropTable('saga_checkpoints').execute();
}
