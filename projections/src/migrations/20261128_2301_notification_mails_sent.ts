// The notification mails the sagas sent (services/src/notifications/seller-notification-mail.ts), one row per mail key
// (such as `inbound-located:<shipmentId>`), so a repeated or replayed event mails once.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_mails_sent')
    .addColumn('mail_key', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_mails_sent').execute();
}
