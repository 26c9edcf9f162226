import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('integration_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('integration_requests_requested_at')
    .on('integration_requests')
    .columns(['requested_at desc', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integration_requests').execute();
}
