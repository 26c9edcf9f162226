import type { Kysely } from 'kysely';

/** Attachments are kept with their names ([{ id, name }]), not as bare ids. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('forwarding_shipments').renameColumn('file_ids', 'files').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('forwarding_shipments').renameColumn('files', 'file_ids').execute();
}
