import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('upcoming_plan', 'text')
    .addColumn('free_month', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('used_receiving_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  // The scheduler's question: which paid periods have ended?
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'period_end']).execute();
  await db.schema
    .createTable('subscription_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_history_user_at').on('subscription_history').columns(['user_id', 'at desc', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_history').execute();
  await db.schema.dropTable('subscriptions').execute();
}
