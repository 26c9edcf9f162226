import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_defaults')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('country_of_origin', 'text')
    .addColumn('unit_of_measurement', 'text')
    .addColumn('dimensions', 'jsonb', (c) => c.notNull().defaultTo(sql`'null'::jsonb`))
    .addColumn('weight', 'jsonb', (c) => c.notNull().defaultTo(sql`'null'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_defaults').execute();
}
