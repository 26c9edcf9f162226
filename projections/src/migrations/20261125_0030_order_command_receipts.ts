// The order-commands topic's receipts (services/src/integration/order-commands/): one row per seller and idempotency
// key that placed an order, so a message repeating the key is dropped. The order id is derived from the same pair, so
// a crash between placing and recording is covered by the orders context placing that id only once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_command_receipts')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_command_receipts_pk', ['seller_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_command_receipts').execute();
}
