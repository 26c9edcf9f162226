import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('usage_limit', 'integer')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_codes_created').on('promo_codes').columns(['created_at desc', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promo_codes').execute();
}
