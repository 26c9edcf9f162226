// What a REFUND top-up gives back (the refunded spending's purpose and document), so the top-up history can say it.
// Refunds recorded before this column get it when the wallet read model is rebuilt.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_top_ups').addColumn('refund_purpose', 'text').addColumn('refund_document_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_top_ups').dropColumn('refund_purpose').dropColumn('refund_document_id').execute();
}
