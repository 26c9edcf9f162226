// Reorder alerts (reorder_alerts projector): a seller's thresholds and their open alerts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reorder_alerts')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('window_days', 'integer')
    .addColumn('alerted_at', 'timestamptz')
    .addColumn('available', 'integer')
    .addColumn('shipped_units', 'integer')
    .addColumn('days_left', 'integer')
    .addColumn('suggested_quantity', 'integer')
    .execute();
  await db.schema.createIndex('reorder_alerts_seller').on('reorder_alerts').column('seller_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reorder_alerts').execute();
}
