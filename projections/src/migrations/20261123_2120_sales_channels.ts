// The sales channels list (seller's and admin's): status, last import and last failure; no credentials.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deactivated_reason', 'text')
    .addColumn('sandbox', 'boolean', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_import_at', 'timestamptz')
    .addColumn('last_failure_code', 'text')
    .addColumn('last_failure_message', 'text')
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await sql`create index sales_channels_seller on sales_channels (seller_id, connected_at desc) where not deleted`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_channels').execute();
}
