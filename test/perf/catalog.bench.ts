// Catalog benchmark: the product list query over 100,000 products and as-of reconstruction over 10,000 inventory events.
import { randomUUID } from 'node:crypto';
import {
  createKysely,
  infraMigrations,
  migrateToLatest,
  PgSqlClient,
  PostgresEventStore,
  systemClock,
  type NewEvent,
} from '../../infra/src';
import { inventorySnapshotsProjector, readModelMigrations, rebuildProjection, type ReadModelDatabase } from '../../projections/src';
import { ListProducts, ListProductsHandler, type ProductFilter } from '../../services/src/catalog/queries/product-queries';
import { inventoryStream, stockOf } from '../../services/src/catalog/domain/inventory';
import { stockAsOf } from '../../services/src/catalog/queries/stock-as-of';
import { createTestDatabase } from '../support/database';
import { benchScale } from './bench-scale';
import { percentile, type BenchRow } from './measure';

const PRODUCTS = benchScale.products;
const INVENTORY_EVENTS = benchScale.inventoryEvents;

async function timed(runs: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function benchCatalog(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const client = new PgSqlClient(database.url!, 4);
  const db = createKysely<ReadModelDatabase>(client);
  try {
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    const seller = randomUUID();
    // The read model as the projector leaves it, filled in one statement (this measures the query, not the projector).
    await client.query(
      `insert into products (id, seller_id, title, sku, barcode, price_cents, status, total, reserved, available, created_at, position)
       select gen_random_uuid()::text, $1, 'Product ' || g, 'SKU-' || g, lpad(g::text, 13, '0'), 100 + g % 5000,
              case when g % 4 = 0 then 'INACTIVE' else 'ACTIVE' end, g % 50, g % 7, g % 50 - g % 7,
              now() - (g % 60) * interval '1 day', '0.' || g
       from generate_series(1, $2::int) g`,
      [seller, PRODUCTS],
    );
    await client.query('analyze products');
    const handler = new ListProductsHandler(db, systemClock);
    const filters: ProductFilter[] = [
      { page: 1, pageSize: 50, sort: '-createdAt' },
      { page: 20, pageSize: 50, sort: 'title', status: 'ACTIVE' },
      { page: 3, pageSize: 50, sort: '-available', createdWithin: 'week' },
      { page: 1, pageSize: 50, sort: 'sku', search: 'SKU-4242' },
      { page: 1, pageSize: 50, sort: '-createdAt', status: 'INACTIVE', createdWithin: 'month' },
    ];
    const list = await timed(benchScale.listQueries, (i) => handler.execute(new ListProducts(seller, filters[i % filters.length])));

    const store = new PostgresEventStore(client);
    const productId = randomUUID();
    const stream = inventoryStream(productId);
    const metadata = { correlationId: 'bench', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
    let version = 0;
    while (version < INVENTORY_EVENTS) {
      const batch: NewEvent[] = Array.from({ length: 500 }, (_, i) => ({
        type: 'StockChanged',
        data: {
          reason: 'INBOUND_SHIPMENT',
          documentId: `in-${version + i}`,
          delta: 1,
          totalAfter: version + i + 1,
          comment: null,
          at: new Date().toISOString(),
        },
        metadata,
      }));
      await store.append(stream, batch, version);
      version += batch.length;
    }
    // Snapshots as the projector leaves them; the answer must equal the full replay.
    await rebuildProjection(store, db, inventorySnapshotsProjector);
    const now = new Date(Date.now() + 1000);
    const full = stockOf(await store.readStream(stream, { until: now }));
    const answer = await stockAsOf(db, store, productId, now);
    if (JSON.stringify(answer) !== JSON.stringify(full))
      throw new Error(`as-of ${JSON.stringify(answer)} differs from the full replay ${JSON.stringify(full)}`);
    // Alternately now (the tip snapshot) and mid-stream (a snapshot plus up to one 500-event append replayed).
    const mid = (await store.readStream(stream, { afterVersion: INVENTORY_EVENTS / 2, until: now }))[0].recordedAt;
    const asOf = await timed(30, (i) => stockAsOf(db, store, productId, i % 2 ? mid : now));
    await store.close();
    return {
      [`product list, ${PRODUCTS} products (filters + sort + page)`]: {
        opsPerSec: 1000 / list.p50,
        baselineOpsPerSec: null,
        ratio: null,
        p50Ms: list.p50,
        p99Ms: null,
        p95Ms: list.p95,
      } as BenchRow,
      [`stock as of an instant, ${INVENTORY_EVENTS} inventory events`]: {
        opsPerSec: 1000 / asOf.p50,
        baselineOpsPerSec: null,
        ratio: null,
        p50Ms: asOf.p50,
        p99Ms: null,
        p95Ms: asOf.p95,
      } as BenchRow,
    };
  } finally {
    await db.destroy();
    await client.close();
    await database.drop();
  }
}
