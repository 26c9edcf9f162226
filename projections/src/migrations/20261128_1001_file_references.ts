// Which documents use which uploaded file (file_references projector): a file an order, a shipment, a chat, a return
// or the auto-fulfillment settings use cannot be deleted.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_references')
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_references_pk', ['file_id', 'kind', 'document_id'])
    .execute();
  await db.schema.createIndex('file_references_document').on('file_references').columns(['kind', 'document_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_references').execute();
}
