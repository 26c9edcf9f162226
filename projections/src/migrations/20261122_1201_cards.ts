import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('primary', 'boolean', (c) => c.notNull())
    .addColumn('removed', 'boolean', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
    // The card's place in its cards-<userId> stream: cards linked in the same millisecond keep their order.
    .addColumn('link_order', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cards_user').on('cards').columns(['user_id', 'linked_at']).execute();
  await db.schema
    .createTable('card_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_payments_user_at').on('card_payments').columns(['user_id', 'at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_payments').execute();
  await db.schema.dropTable('cards').execute();
}
