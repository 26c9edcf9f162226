// Orders survive kill -9 during a burst of placements: the built server (sagas on) takes concurrent order placements
// over HTTP and SIGKILLs itself right after its n-th command (n varies by round), so it dies between placements, with
// placements in flight, and between a saga step's last command and its checkpoint. A placement appends its reservation
// with it, so no kill leaves an order RESERVING; after the rounds the sagas finish in this process: every product's
// reservations are exactly the lines of its READY_FOR_FULFILLMENT orders, and available never went below zero.
// Needs a PostgreSQL server (two processes share the database), so it always runs on one.
import { randomBytes } from 'node:crypto';
import { orderRoutes } from '@ledgerhouse/contracts';
import type { PgSqlClient } from '../../infra/src';
import { available, inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { foldEvents } from '../../services/src/event-sourcing/load-state';
import { orderDecider } from '../../services/src/orders/domain/order';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { unitsByProduct } from '../../services/src/orders/sagas/order-stock-waiting';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { startDoomedServer } from '../support/api-process';
import { bearer, newSeller, type Account } from '../support/accounts';
import { routeUrl } from '../support/api-route';
import { createProduct, newProduct } from '../support/catalog';
import { stockArrives } from '../support/order-stock';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

const ROUNDS = 6;
const BURST = 30;
const STOCK = 150;
/** Commands a round's process runs before it dies (placements and reservations both count). */
const killAfter = (round: number) => 8 + ((round * 13) % 37);
const JWT_SECRET = randomBytes(32).toString('hex');

let app: TestApp;
let deps: CommandDeps;
let databaseUrl: string;
let seller: Account;
const skus = ['CRASH-A', 'CRASH-B', 'CRASH-C'];
const products: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg', env: { SAGAS_ENABLED: 'false', JWT_SECRET } });
  deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  databaseUrl = String((app.running.persistence.sql as PgSqlClient).pool.options.connectionString);
  seller = await newSeller(app);
  for (const sku of skus) {
    const productId = await createProduct(app, bearer(seller), newProduct(sku));
    await stockArrives(deps, productId, STOCK);
    products.push(productId);
  }
  const head = await app.running.persistence.store.headPosition();
  await app.running.runner.waitFor(head!, 10_000);
}, 60_000);
afterAll(() => app.close());

/**
 * The built server with the kill preload; its URL once it listens, or null when it died before listening, catching up
 * with what earlier rounds left to its sagas (a kill mid-saga too).
 */
const doomedServer = (killAfterCommands: number) =>
  startDoomedServer(
    'kill-mid-saga.cjs',
    {
      DATABASE_URL: databaseUrl,
      SAGAS_ENABLED: 'true',
      LEASE_RETRY_MS: '100',
      RATE_LIMIT_PER_MINUTE: '100000',
      SAGA_KILL_AFTER_COMMANDS: String(killAfterCommands),
      JWT_SECRET,
    },
    15_000,
  );

/** One placement; a connection the kill cut is an answer too (the order may or may not exist). */
async function place(url: string, xsrf: string, n: number): Promise<number | 'cut'> {
  const lines = [{ sku: skus[n % 3]!, quantity: 1 + (n % 2), priceCents: 500 }];
  if (n % 4 === 0) lines.push({ sku: skus[(n + 1) % 3]!, quantity: 1, priceCents: 500 });
  const body = {
    number: `CR-${n}`,
    orderDate: new Date().toISOString(),
    buyer: { fullName: `Buyer ${n}`, phone: '+1 555 010 0000' },
    address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
    note: null,
    lines,
  };
  try {
    const res = await fetch(`${url}${routeUrl(orderRoutes.create.path)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Environment': 'test',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        ...bearer(seller),
      },
      body: JSON.stringify(body),
    });
    return res.status;
  } catch {
    return 'cut';
  }
}

describe('order placements killed mid-burst', () => {
  it(`leave no order RESERVING and reservations equal to the READY orders' lines after ${ROUNDS} kill -9s`, async () => {
    let n = 0;
    let kills = 0;
    let bursts = 0;
    // A round whose process ends otherwise (stopped from outside, or it never reached its n-th command) is run again.
    for (let attempt = 1; bursts < ROUNDS; attempt++) {
      if (attempt > 3 * ROUNDS) throw new Error(`only ${bursts} of ${ROUNDS} bursts ended in a kill after ${attempt - 1} rounds`);
      const server = doomedServer(killAfter(attempt));
      const url = await server.url;
      if (!url) {
        // Died catching up with what earlier rounds left to its sagas: a kill mid-saga too.
        if ((await server.ended) === 'SIGKILL') kills++;
        continue;
      }
      // The sagas' leases may come a moment after it listens (the killed process's locks go when the server notices),
      // so its catch-up, and the kill, may also cut this first request.
      const first = await fetch(`${url}/api/health`).catch(() => null);
      if (!first) {
        if ((await server.ended) === 'SIGKILL') kills++;
        continue;
      }
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const answers = await Promise.all(Array.from({ length: BURST }, () => place(url, xsrf, n++)));
      // Refused placements are the placement check seeing the stock taken (the read model), never a server error.
      expect(answers.filter((a) => typeof a === 'number' && a >= 500)).toEqual([]);
      if ((await server.ended) !== 'SIGKILL') continue;
      kills++;
      bursts++;
    }

    const placed = async () => {
      const { rows } = await app.running.persistence.sql.query<{ stream_id: string }>(
        "select distinct stream_id from events where type = 'OrderPlaced'",
      );
      return Promise.all(rows.map(async (r) => foldEvents(orderDecider, await deps.store.readStream(r.stream_id))));
    };
    // Each placement holds its outcome: a kill lands before or after the placement and its reservation, never between.
    const afterKills = await placed();
    expect(afterKills.length).toBeGreaterThan(0);
    expect(afterKills.filter((o) => o.facets.status === 'RESERVING').map((o) => o.orderId)).toEqual([]);

    await app.running.app.get(SagaRunnerService).start();
    await sagasSettled(app);
    const orders = await placed();
    expect(orders.filter((o) => o.facets.status === 'RESERVING').map((o) => o.orderId)).toEqual([]);

    for (const productId of products) {
      const history = await deps.store.readStream(inventoryStream(productId));
      let state = inventoryDecider.initialState;
      for (const e of history) {
        state = inventoryDecider.evolve(state, e as never);
        expect(available(state)).toBeGreaterThanOrEqual(0);
      }
      const expected: Record<string, number> = {};
      for (const o of orders) {
        const units = unitsByProduct(o.lines).get(productId);
        if (o.facets.status === 'READY_FOR_FULFILLMENT' && units) expected[o.orderId!] = units;
      }
      expect(state.reservations).toEqual(expected);
    }
    const { rows: dead } = await app.running.persistence.sql.query("select * from saga_dead_letters where saga = 'order-stock'");
    expect(dead).toEqual([]);
    const statuses = orders.map((o) => o.facets.status);
    process.stdout.write(
      `order crash: ${kills} kills (${bursts} during a burst), ${orders.length} orders placed: ${statuses.filter((s) => s === 'READY_FOR_FULFILLMENT').length} ready, ${statuses.filter((s) => s === 'INSUFFICIENT_GOODS').length} insufficient\n`,
    );
  }, 600_000);
});
