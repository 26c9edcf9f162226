// The stock series reads a seller's (or a product's) changes in (at, seq) order from an instant and stops after a page:
// with seq in the index that is an index range read with no sort, for the opening level (the last row before the
// period) too. They replace the (…, at) indexes they extend. The days-left pace and the spend breakdown's orders
// shipped read FULFILLMENT rows by (seller, cause, at) for the product, units and order they carry: covered, so the
// rows themselves are not visited.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('insights_stock_changes_seller_at_seq')
    .on('insights_stock_changes')
    .columns(['seller_id', 'at', 'seq'])
    .execute();
  await db.schema
    .createIndex('insights_stock_changes_product_at_seq')
    .on('insights_stock_changes')
    .columns(['product_id', 'at', 'seq'])
    .execute();
  await sql`create index insights_stock_changes_seller_cause_at_covering on insights_stock_changes (seller_id, cause, at) include (product_id, total_delta, document_id)`.execute(
    db,
  );
  await db.schema.dropIndex('insights_stock_changes_seller_at').execute();
  await db.schema.dropIndex('insights_stock_changes_product_at').execute();
  await db.schema.dropIndex('insights_stock_changes_seller_cause_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('insights_stock_changes_product_at').on('insights_stock_changes').columns(['product_id', 'at']).execute();
  await db.schema.createIndex('insights_stock_changes_seller_at').on('insights_stock_changes').columns(['seller_id', 'at']).execute();
  await db.schema
    .createIndex('insights_stock_changes_seller_cause_at')
    .on('insights_stock_changes')
    .columns(['seller_id', 'cause', 'at'])
    .execute();
  await db.schema.dropIndex('insights_stock_changes_seller_cause_at_covering').execute();
  await db.schema.dropIndex('insights_stock_changes_product_at_seq').execute();
  await db.schema.dropIndex('insights_stock_changes_seller_at_seq').execute();
}
