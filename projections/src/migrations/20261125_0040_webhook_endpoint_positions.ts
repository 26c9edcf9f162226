// Two facts the webhook fan-out and dispatcher need on an endpoint: where in the store it was created (events from
// before it are never its deliveries, even when the fan-out is behind) and when it was last enabled (a failing streak
// from before that does not count against it). Null on endpoints that predate the columns: no bound.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('created_position', 'text').addColumn('enabled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('created_position').dropColumn('enabled_at').execute();
}
