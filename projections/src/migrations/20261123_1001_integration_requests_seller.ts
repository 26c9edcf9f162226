import type { Kysely } from 'kysely';

// Integration requests belong to a seller: a seller lists only their own. The rows are emptied and the projector's
// checkpoint reset, so the runner replays every request with its seller (from the event, or the acting user).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('integration_requests').addColumn('seller_id', 'text').execute();
  await db.schema
    .createIndex('integration_requests_seller_requested_at')
    .on('integration_requests')
    .columns(['seller_id', 'requested_at desc', 'id'])
    .execute();
  await db.deleteFrom('integration_requests').execute();
  await db.deleteFrom('projection_checkpoints').where('name', '=', 'integration_requests').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('integration_requests_seller_requested_at').execute();
  await db.schema.alterTable('integration_requests').dropColumn('seller_id').execute();
}
