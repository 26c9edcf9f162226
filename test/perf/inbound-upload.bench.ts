// Inbound upload benchmark: a 1,000-row XLSX file read into the wizard's lines (goal: under 1 s), the SKUs looked up
// with catalog's real query in a PostgreSQL read model holding the seller's products.
import { randomUUID } from 'node:crypto';
import { createKysely, infraMigrations, migrateToLatest, PgSqlClient } from '../../infra/src';
import { readModelMigrations, type ReadModelDatabase } from '../../projections/src';
import { FindOwnProductsBySku } from '../../services/src/catalog/queries/find-own-products-by-sku.query';
import { FindOwnProductsBySkuHandler } from '../../services/src/catalog/queries/find-own-products-by-sku';
import { readInboundFile } from '../../services/src/inbound/upload/read-inbound-file';
import { createTestDatabase } from '../support/database';
import { inboundXlsx, TEMPLATE_HEADER, type Cell } from '../support/inbound-files';
import { benchScale } from './bench-scale';
import { percentile, type BenchRow } from './measure';

const ROWS = benchScale.uploadRows;
const RUNS = benchScale.uploadRuns;

/** A file as a seller fills the template: every column, units and countries, a few blanks left for the product. */
function fileRows(): Cell[][] {
  const rows: Cell[][] = [TEMPLATE_HEADER];
  for (let i = 1; i <= ROWS; i++)
    rows.push([
      `SKU-${i}`,
      (i % 40) + 1,
      i % 5 === 0 ? null : `BC${String(i).padStart(11, '0')}`,
      30,
      20,
      10 + (i % 7),
      'cm',
      1.25,
      'kg',
      i % 3 ? 'CN' : null,
    ]);
  return rows;
}

export async function benchInboundUpload(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const client = new PgSqlClient(database.url!, 4);
  const db = createKysely<ReadModelDatabase>(client);
  try {
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    const seller = randomUUID();
    // The seller's products as the products projector leaves them, plus another seller's, filled in one statement each.
    const insert = `insert into products (id, seller_id, title, sku, barcode, price_cents, status, total, reserved, available, created_at, position)
       select gen_random_uuid()::text, $1, 'Product ' || g, 'SKU-' || g, lpad(g::text, 13, '0'), 1000, 'ACTIVE', 0, 0, 0, now(), '0.' || g
       from generate_series(1, $2::int) g`;
    await client.query(insert, [seller, ROWS]);
    await client.query(insert, [randomUUID(), ROWS * 10]);
    await client.query('analyze products');
    const handler = new FindOwnProductsBySkuHandler(db);
    const find = (skus: string[]) => handler.execute(new FindOwnProductsBySku(seller, skus));

    const bytes = await inboundXlsx(fileRows());
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await readInboundFile(bytes, 'xlsx', find);
      samples.push(performance.now() - started);
      if (result.problems.length > 0 || result.lines.length !== ROWS)
        throw new Error(`upload bench: ${result.lines.length} lines, problems ${JSON.stringify(result.problems.slice(0, 3))}`);
    }
    // The first read also loads and compiles the XLSX reader: a seller's first upload after a start pays it once.
    const first = samples[0];
    const warm = samples.slice(1).sort((a, b) => a - b);
    const p50 = percentile(warm, 50);
    const slowest = warm.at(-1)!;
    process.stdout.write(
      `\nInbound upload: ${ROWS}-row XLSX (${Math.round(bytes.length / 1024)} KiB) into lines: p50 ${p50.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${warm.length}, first (cold) ${first.toFixed(0)} ms; goal < 1000 ms ${slowest < 1000 ? 'met' : 'NOT met'}\n`,
    );
    const row = (ms: { p50: number; p95: number | null; p99: number | null }): BenchRow => ({
      opsPerSec: 1000 / ms.p50,
      baselineOpsPerSec: null,
      ratio: null,
      p50Ms: ms.p50,
      p95Ms: ms.p95,
      p99Ms: ms.p99,
    });
    return {
      [`inbound lines from a ${ROWS}-row XLSX upload (parse + SKU lookup)`]: row({
        p50,
        p95: percentile(warm, 95),
        p99: percentile(warm, 99),
      }),
      [`  the same, first read after start (cold)`]: row({ p50: first, p95: null, p99: null }),
    };
  } finally {
    await db.destroy();
    await client.close();
    await database.drop();
  }
}
