// The warehouse floor's numbers (issue 27): units handled per staff member, receiving times, orders waiting to ship.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('floor_activity')
    .addColumn('position', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('floor_activity_at').on('floor_activity').columns(['at']).execute();
  await db.schema
    .createTable('floor_receiving')
    .addColumn('shipment_id', 'text', (c) => c.primaryKey())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('located_at', 'timestamptz')
    .addColumn('lost', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('floor_receiving_delivered').on('floor_receiving').columns(['delivered_at']).execute();
  await db.schema
    .createTable('floor_shipping')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('handed_over_at', 'timestamptz')
    .addColumn('carrier', 'text')
    .addColumn('canceled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('floor_shipping_handed_over').on('floor_shipping').columns(['handed_over_at']).execute();
  await db.schema
    .createTable('floor_manifest_carriers')
    .addColumn('manifest_id', 'text', (c) => c.primaryKey())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['floor_manifest_carriers', 'floor_shipping', 'floor_receiving', 'floor_activity'])
    await db.schema.dropTable(table).execute();
}
