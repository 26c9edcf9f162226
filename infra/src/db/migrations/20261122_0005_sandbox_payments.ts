import { sql, type Kysely } from 'kysely';

/** The sandbox card processor's memory: token behaviour and payments by idempotency key (never a card number). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_cards')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute();
  await db.schema.dropTable('sandbox_cards').execute();
}
