import type { Kysely } from 'kysely';

// The product list sorts by title, SKU and available within one seller; filters by status.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_seller_title').on('products').columns(['seller_id', 'title', 'id']).execute();
  await db.schema.createIndex('products_seller_available').on('products').columns(['seller_id', 'available', 'id']).execute();
  await db.schema
    .createIndex('products_seller_status_created')
    .on('products')
    .columns(['seller_id', 'status', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['products_seller_title', 'products_seller_available', 'products_seller_status_created'])
    await db.schema.dropIndex(name).execute();
}
