import type { Kysely } from 'kysely';

/** What a system-made spending pays for (contracts SpendingReference), worded by each screen in its own language. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_spendings').addColumn('reference', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_spendings').dropColumn('reference').execute();
}
