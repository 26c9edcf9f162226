// Who typed a seller's message for them: the staff member acting as the seller (the event's impersonatorId), so the
// chat says so on both sides instead of showing it as the seller's own.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_messages').addColumn('acted_by_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_messages').dropColumn('acted_by_id').execute();
}
