// The tracking-push saga's own state: channel orders handed to the carrier whose tracking is still to reach the
// marketplace, with the attempts made and when the next one is due (services/src/channels/sync/tracking-pusher.ts).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saga_channel_tracking')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_message', 'text')
    .execute();
  await db.schema.createIndex('saga_channel_tracking_due').on('saga_channel_tracking').column('next_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saga_channel_tracking').execute();
}
