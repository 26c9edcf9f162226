// Insights benchmark: each query of the seller's Insights page over one seller with 100 products and about two years
// of history (about 200,000 events, projected by the real projectors), over a month and a year. Goal (issue 27): p95
// under 50 ms each.
import { createKysely, infraMigrations, migrateToLatest, PgSqlClient, PostgresEventStore, systemClock } from '../../infra/src';
import { readModelMigrations, type ReadModelDatabase } from '../../projections/src';
import { GetDaysOfStockLeft, GetDaysOfStockLeftHandler } from '../../services/src/insights/queries/days-of-stock-left';
import { GetReorderAlerts, GetReorderAlertsHandler } from '../../services/src/insights/queries/reorder-alerts';
import { GetSpendBreakdown, GetSpendBreakdownHandler } from '../../services/src/insights/queries/spend-breakdown';
import { GetStockSeries, GetStockSeriesHandler } from '../../services/src/insights/queries/get-stock-series';
import { createTestDatabase } from '../support/database';
import { benchScale } from './bench-scale';
import { seedInsightsHistory } from './insights-history';
import { percentile, type BenchRow } from './measure';

const DAY = 86_400_000;
const RUNS = benchScale.insightsRuns;

async function timed(runs: number, op: (i: number) => Promise<unknown>): Promise<BenchRow> {
  await op(0); // a cold plan cache is not what the page feels after its first load
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await op(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    opsPerSec: null,
    baselineOpsPerSec: null,
    ratio: null,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
  };
}

const monthOf = (instant: number) => new Date(instant).toISOString().slice(0, 7);

export async function benchInsights(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const client = new PgSqlClient(database.url!, 4);
  const db = createKysely<ReadModelDatabase>(client);
  const store = new PostgresEventStore(client);
  try {
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    const seeded = performance.now();
    const history = await seedInsightsHistory(store, db, { products: benchScale.insightsProducts, days: benchScale.insightsDays });
    const changes = await db
      .selectFrom('insights_stock_changes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    process.stdout.write(
      `insights: ${history.events} events, ${changes.n} stock changes, seeded and projected in ${Math.round((performance.now() - seeded) / 1000)} s\n`,
    );
    const { sellerId, productIds } = history;
    const end = history.end.getTime();
    const period = (days: number) => ({ from: new Date(end - days * DAY).toISOString(), to: new Date(end).toISOString() });
    const stock = new GetStockSeriesHandler(db);
    const daysLeft = new GetDaysOfStockLeftHandler(db);
    const spend = new GetSpendBreakdownHandler(db, systemClock);
    const alerts = new GetReorderAlertsHandler(db);
    const product = (i: number) => productIds[1 + (i % (productIds.length - 1))]!;
    const cases: [string, (i: number) => Promise<unknown>][] = [
      ['stock series, one product, a month', (i) => stock.execute(new GetStockSeries(sellerId, { ...period(30), productId: product(i) }))],
      ['stock series, one product, a year', (i) => stock.execute(new GetStockSeries(sellerId, { ...period(365), productId: product(i) }))],
      ['stock series, all products + cubic feet, a month', () => stock.execute(new GetStockSeries(sellerId, period(30)))],
      ['stock series, all products + cubic feet, a year', () => stock.execute(new GetStockSeries(sellerId, period(365)))],
      [
        'days left, a page and all, 30-day pace',
        () => daysLeft.execute(new GetDaysOfStockLeft(sellerId, { windowDays: 30, page: 1, pageSize: 20 })),
      ],
      [
        'days left, a page and all, 90-day pace',
        () => daysLeft.execute(new GetDaysOfStockLeft(sellerId, { windowDays: 90, page: 2, pageSize: 50 })),
      ],
      [
        'spend breakdown, 12 months',
        () =>
          spend.execute(new GetSpendBreakdown(sellerId, { from: monthOf(end - 334 * DAY), to: monthOf(end), timeZone: 'Europe/Berlin' })),
      ],
      ['reorder alerts list', () => alerts.execute(new GetReorderAlerts(sellerId))],
    ];
    const rows: Record<string, BenchRow> = {};
    for (const [name, op] of cases) rows[name] = await timed(RUNS, op);
    return rows;
  } finally {
    await db.destroy();
    await database.drop();
  }
}
