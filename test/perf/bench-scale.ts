// How big the benchmarks run: the full figures by default; BENCH_SCALE=smoke runs every scenario tiny and quick
// (the fresh-clone test uses it to prove `npm run bench` works, not to measure anything).
import path from 'node:path';

const smoke = process.env.BENCH_SCALE === 'smoke';

export const benchScale = {
  /** A smoke run must not overwrite the committed figures. */
  resultsDir: path.join(__dirname, smoke ? 'results/smoke' : 'results'),
  durationMs: Number(process.env.BENCH_DURATION_MS ?? (smoke ? 150 : 2500)),
  writerCounts: smoke ? [1, 8] : [1, 8, 32],
  products: Number(process.env.BENCH_PRODUCTS ?? (smoke ? 1_000 : 100_000)),
  inventoryEvents: Number(process.env.BENCH_INVENTORY_EVENTS ?? (smoke ? 1_000 : 10_000)),
  listQueries: smoke ? 20 : 200,
  /** Product rows in the uploaded inbound XLSX, and how many times it is read. */
  uploadRows: smoke ? 100 : 1_000,
  uploadRuns: smoke ? 3 : 20,
  /** Scans each of the four concurrent scanners sends in the inbound scan benchmark. */
  scansPerScanner: smoke ? 5 : 100,
  /** Wallet entries in the month of the statement PDF benchmark, and how many times it is written. */
  statementEntries: smoke ? 200 : 10_000,
  statementRuns: smoke ? 2 : 10,
  /** The Insights bench's seller: products, days of history (about 200,000 events in full), runs of each query. */
  insightsProducts: smoke ? 10 : 100,
  insightsDays: smoke ? 60 : 730,
  insightsRuns: smoke ? 5 : 200,
};
