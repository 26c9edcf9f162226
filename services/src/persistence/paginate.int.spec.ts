// paginate: the page's rows in the select's order, and the count of every row the filter matches.
import { randomUUID } from 'node:crypto';
import { createKysely, infraMigrations, migrateToLatest } from '@ledgerhouse/infra';
import { readModelMigrations, type NewOrderPlaced, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { paginate } from './paginate';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

async function sellerWithOrders(count: number): Promise<string> {
  const sellerId = randomUUID();
  const rows: NewOrderPlaced[] = Array.from({ length: count }, (_, i) => ({
    order_id: `${sellerId}-${i}`,
    seller_id: sellerId,
    placed_at: new Date(Date.UTC(2026, 0, 1 + i)),
    position: String(i),
  }));
  await db.insertInto('orders_placed').values(rows).execute();
  return sellerId;
}

describe('paginate', () => {
  it('answers the requested page in the select order with the total of all matching rows', async () => {
    const sellerId = await sellerWithOrders(7);
    await sellerWithOrders(3);
    const filtered = db.selectFrom('orders_placed').where('seller_id', '=', sellerId);
    const page = await paginate(filtered, (q) => q.select('order_id').orderBy('placed_at', 'desc'), { page: 2, pageSize: 3 });
    expect(page).toEqual({ items: [3, 2, 1].map((i) => ({ order_id: `${sellerId}-${i}` })), total: 7, page: 2, pageSize: 3 });
  });

  it('answers an empty page past the last one, still with the total', async () => {
    const sellerId = await sellerWithOrders(2);
    const page = await paginate(
      db.selectFrom('orders_placed').where('seller_id', '=', sellerId),
      (q) => q.selectAll().orderBy('placed_at'),
      { page: 3, pageSize: 2 },
    );
    expect(page).toEqual({ items: [], total: 2, page: 3, pageSize: 2 });
  });
});
