// The webhooks context: the endpoints read model (projections/src/webhooks.ts) and the delivery outbox the fan-out and
// the dispatcher write (deliveries, their attempts, each endpoint's failing streak, the fan-out's checkpoint).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('event_types', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('secret', 'jsonb', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_owner').on('webhook_endpoints').columns(['scope', 'owner_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_time', 'timestamptz', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('leased_until', 'timestamptz')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('replay', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Exactly once per endpoint and event from the fan-out; replays (and tests) add rows of their own.
  await sql`create unique index webhook_deliveries_once on webhook_deliveries (endpoint_id, event_id) where not replay`.execute(db);
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'PENDING'`.execute(db);
  await db.schema.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['endpoint_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('webhook_delivery_attempts')
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response_excerpt', 'text')
    .addPrimaryKeyConstraint('webhook_delivery_attempts_pk', ['delivery_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('webhook_endpoint_health')
    .addColumn('endpoint_id', 'text', (c) => c.primaryKey())
    .addColumn('failing_since', 'timestamptz')
    .execute();

  await db.schema
    .createTable('webhook_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'webhook_checkpoints',
    'webhook_endpoint_health',
    'webhook_delivery_attempts',
    'webhook_deliveries',
    'webhook_endpoints',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
