// The support reply mail saga's own state (services/src/support/sagas/support-reply-mail.saga.ts): one row per chat
// with support messages the seller has not read, due to be mailed at due_at; mailed_at is set once the burst's mail
// went out, so later replies of the same unread burst send none. A seller read marker covering it removes the row.
// support_seller_locales: the language the seller last used the support pages in (their Accept-Language), for the mail.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_support_reply_mail')
    .addColumn('chat_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('up_to_message_id', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('saga_support_reply_mail_due').on('saga_support_reply_mail').column('due_at').execute();
  await db.schema
    .createTable('support_seller_locales')
    .addColumn('seller_id', 'text', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_seller_locales').execute();
  await db.schema.dropTable('saga_support_reply_mail').execute();
}
