// The system-chats saga's own state: orders that went INSUFFICIENT_GOODS and since when, so a scheduled pass opens a
// support chat once one has waited a day for goods (services/src/support/sagas/stuck-order-chats.ts).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_support_stuck_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('chat_opened', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('saga_support_stuck_orders_since').on('saga_support_stuck_orders').column('since').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saga_support_stuck_orders').execute();
}
