import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('auto_enabled', 'boolean', (c) => c.notNull())
    .addColumn('auto_minimum_cents', 'bigint', (c) => c.notNull())
    .addColumn('auto_trigger_cents', 'bigint')
    .addColumn('pending_request_id', 'text')
    .addColumn('last_failure', 'text')
    .addColumn('last_failure_amount_cents', 'bigint')
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wallet_top_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_top_ups_user_at').on('wallet_top_ups').columns(['user_id', 'at desc']).execute();
  await db.schema
    .createTable('wallet_spendings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_spendings_user_at').on('wallet_spendings').columns(['user_id', 'at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_spendings').execute();
  await db.schema.dropTable('wallet_top_ups').execute();
  await db.schema.dropTable('wallet_balances').execute();
}
