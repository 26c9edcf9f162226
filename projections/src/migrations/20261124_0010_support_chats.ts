// The support chats read model (projections/src/support-chats.ts): one row per chat, one per message.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subject_number', 'integer')
    .addColumn('subject', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('initiator', 'text', (c) => c.notNull())
    .addColumn('trigger_kind', 'text')
    .addColumn('trigger_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_message_id', 'text')
    .addColumn('last_user_message_at', 'timestamptz')
    .addColumn('last_support_message_at', 'timestamptz')
    .addColumn('first_reply_at', 'timestamptz')
    .addColumn('awaiting_reply', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_read_up_to', 'text')
    .addColumn('support_read_up_to', 'text')
    .addColumn('unread_by_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_by_support', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_chats_seller_activity')
    .on('support_chats')
    .columns(['seller_id', 'last_message_at desc', 'id'])
    .execute();
  await db.schema
    .createIndex('support_chats_initiator_activity')
    .on('support_chats')
    .columns(['initiator', 'last_message_at desc', 'id'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('text', 'text')
    .addColumn('template', 'jsonb')
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_chat_seq').on('support_messages').columns(['chat_id', 'seq']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_chats').execute();
}
