// What one order costs the database, counted (not timed): the statements and commits every connection of the app
// sends while an order is placed alone and the sagas and projectors take it to READY_FOR_FULFILLMENT, with what the
// same process sends when idle subtracted; and what an idle process commits once start-up has settled.
// The commit and idle bounds are the design's goals (12 commits an order, under one a second idle); the statement bound
// is tighter than the goal's 120. Today about 11 commits and 36 statements an order (the reservation and the number's
// claim appended with the placement, the inventory stream and the claim decided from the command path's memory of
// stream states: docs/decisions/0026-one-checkpoint-table-and-hot-streams.md; the Insights and floor read models add
// 4 statements to the projector group's transaction); about 0.7 commits a second idle (the
// pump's, the stock pusher's and the idle passes' long looks, the leases' keep-alive). They fail on the code before the
// state cache (about 13 commits), before the reservation at placement (about 28 commits and 61 statements) and before
// the idle back-offs (3 commits a second idle, 11.5 before that).
import { Client, type Pool } from 'pg';
import type { GlobalPosition } from '../../infra/src';
import { PgSqlClient } from '../../infra/src/db/pg-client';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { QUIET_AFTER_MS } from '../../services/src/scheduling/periodic-pass';
import { bearer, newSeller, type Account } from '../support/accounts';
import { newestCommitted } from '../support/newest-committed';
import { orderBody, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { busiest, countStatements, snapshot, stopCounting, uncounted, type StatementCount } from '../support/statement-count';
import { api, startTestApp, type TestApp } from '../support/test-app';

const ORDERS = 5;
const BOUNDS = { commitsPerOrder: 12, statementsPerOrder: 50, idleCommitsPerSecond: 1 };
/** Long enough for the lazy checkpoint writes (at most one a second) an order leaves behind to be counted with it. */
const LAZY_TAIL_MS = 2_500;
/** What an idle process does between the orders, subtracted from what they cost. */
const IDLE_WINDOW_MS = 6_000;
/**
 * The idle bound's window: long enough that its looks on timers (the pump's and the idle passes' 10 s, the stock
 * pusher's 3 s) cannot all land in it at once and cross the bound by where the window happens to fall.
 */
const IDLE_BOUND_WINDOW_MS = 20_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp;
let probe: Client;
let seller: Account;
let sku: string;

beforeAll(async () => {
  countStatements();
  app = await startTestApp();
  if (!(app.running.persistence.sql instanceof PgSqlClient)) return;
  const pool = app.running.persistence.sql.pool as Pool & { options: { connectionString: string } };
  probe = uncounted(new Client({ connectionString: pool.options.connectionString }));
  await probe.connect();
  seller = await newSeller(app);
  const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  [{ sku }] = await stockedProducts(app, seller, manager, [1_000]);
  await settled();
  // Start-up settled: the periodic passes have found nothing for their quiet period, and wait their idle interval.
  await wait(Math.max(LAZY_TAIL_MS, QUIET_AFTER_MS + 1_000));
}, 60_000);
afterAll(async () => {
  await probe?.end();
  await app?.close();
  stopCounting();
});

/** Every saga and projector of the app has handled every committed event (asked in memory; the probe is not counted). */
async function settled(): Promise<void> {
  const sagas = app.running.app.get(SagaRunnerService);
  const reader = { query: (text: string) => probe.query(text) } as unknown as PgSqlClient;
  for (;;) {
    const newest = (await newestCommitted(reader)) as GlobalPosition;
    if (!(await sagas.waitFor(newest, 30_000)) || !(await app.running.runner.waitFor(newest, 30_000)))
      throw new Error(`not settled at ${newest}`);
    if ((await newestCommitted(reader)) === newest) return;
  }
}

function perSecond(count: StatementCount, ms: number) {
  return { commits: (count.commits * 1000) / ms, statements: (count.statements * 1000) / ms };
}

describe('the cost of one order on PostgreSQL', () => {
  it(`an idle process commits fewer than ${BOUNDS.idleCommitsPerSecond} transactions a second, periodic jobs included`, async () => {
    if (app.kind !== 'pg') return console.warn('order cost: counted on PostgreSQL only (none reachable)');
    snapshot();
    await wait(IDLE_BOUND_WINDOW_MS);
    const idle = snapshot();
    process.stdout.write(`idle: ${idle.commits} commits in ${IDLE_BOUND_WINDOW_MS} ms\n`);
    if (perSecond(idle, IDLE_BOUND_WINDOW_MS).commits >= BOUNDS.idleCommitsPerSecond)
      throw new Error(`idle: ${idle.commits} commits in ${IDLE_BOUND_WINDOW_MS} ms:\n${busiest(idle)}`);
  });

  it(`placing an order alone commits at most ${BOUNDS.commitsPerOrder} transactions and sends at most ${BOUNDS.statementsPerOrder} statements, idle subtracted`, async () => {
    if (app.kind !== 'pg') return console.warn('order cost: counted on PostgreSQL only (none reachable)');
    snapshot();
    await wait(IDLE_WINDOW_MS);
    const idle = perSecond(snapshot(), IDLE_WINDOW_MS);
    const started = Date.now();
    for (let i = 0; i < ORDERS; i++) {
      const res = await api(app, 'POST', '/api/orders', { headers: bearer(seller), body: orderBody([{ sku, quantity: 1 }]) });
      expect(res.status).toBe(201);
      await settled();
    }
    await wait(LAZY_TAIL_MS);
    const spent = snapshot();
    const ms = Date.now() - started;
    const perOrder = {
      commits: Math.round((spent.commits - idle.commits * (ms / 1000)) / ORDERS),
      statements: Math.round((spent.statements - idle.statements * (ms / 1000)) / ORDERS),
    };
    process.stdout.write(`order cost: ${JSON.stringify(perOrder)} per order (idle ${JSON.stringify(idle)} per second)\n`);
    if (process.env.ORDER_COST_DETAIL) process.stdout.write(`${busiest(spent, 60)}\n`);
    if (perOrder.commits > BOUNDS.commitsPerOrder || perOrder.statements > BOUNDS.statementsPerOrder)
      throw new Error(`per order ${JSON.stringify(perOrder)}; sent for ${ORDERS} orders:\n${busiest(spent, 30)}`);
  });
});
