// The webhooks fan-out survives kill -9 mid-batch: a seller with two endpoints (orders and inventory; orders only) places
// a burst of orders while no process fans out, then the built server (ROLE=worker, test/support/kill-mid-fan-out.cjs)
// fans out the backlog in small batches and SIGKILLs itself inside a batch's transaction once some deliveries are
// written, after earlier batches committed. A second worker finishes. Then every (endpoint, public event) pair the event
// store calls for (IntegrationEvents, as the fan-out and the Kafka relay translate) has exactly one delivery row, and the
// receiver got each event id once per endpoint, signed. This in-process app runs the projectors, the sagas and the
// dispatcher, and leaves only the fan-out's lease to the workers. Needs a PostgreSQL server; skipped, saying why, without.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { IntegrationEvent } from '@ledgerhouse/contracts';
import { comparePositions, type GlobalPosition, type PgSqlClient, type SqlClient } from '../../infra/src';
import { IntegrationEvents } from '../../services/src/integration/integration-events';
import { BackgroundWork, type BackgroundJob } from '../../services/src/roles/background-work';
import { WebhookDispatcher } from '../../services/src/webhooks/delivery/webhook-dispatcher';
import { newSeller, type Account } from '../support/accounts';
import { startApiProcess } from '../support/api-process';
import { eventually } from '../support/billing';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { deploymentEnv, describeOnServer, type DeploymentEnv } from '../support/scale-out-cluster';
import { startTestApp, type TestApp } from '../support/test-app';
import { startReceiver, subscribe, type Receiver } from '../support/webhooks';

const ROOT = path.resolve(__dirname, '..', '..');
const PRELOAD = path.join(ROOT, 'test/support/kill-mid-fan-out.cjs');
const FAN_OUT = 'webhooks-fanout';
const ORDERS = 36;
/** Events per fan-out batch in the doomed worker: a backlog of a few hundred events takes dozens of transactions. */
const BATCH_SIZE = 7;
/** Delivery rows written (committed or not) when the doomed worker dies: well inside the backlog's deliveries. */
const KILL_AFTER_ROWS = 50;
const ENDPOINTS = {
  all: {
    path: '/hooks/orders-and-stock',
    eventTypes: ['order.placed.v1', 'order.reserved.v1', 'inventory.reserved.v1', 'inventory.stock_changed.v1'],
  },
  placed: { path: '/hooks/placed', eventTypes: ['order.placed.v1'] },
};

const onServer = describeOnServer('webhooks-fanout-crash.e2e');

let app: TestApp;
let sql: SqlClient;
let env: DeploymentEnv;
let receiver: Receiver;
let seller: Account;
const endpointIds: Record<keyof typeof ENDPOINTS, string> = { all: '', placed: '' };

/** The built worker with the kill preload, run until it dies; how it ended and what it printed. */
function doomedWorker(): Promise<{ exit: NodeJS.Signals | number | null; output: string }> {
  const child = spawn(process.execPath, ['--require', PRELOAD, path.join(ROOT, 'services/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...workerEnv(), FANOUT_BATCH_SIZE: String(BATCH_SIZE), FANOUT_KILL_AFTER_ROWS: String(KILL_AFTER_ROWS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ exit: signal ?? code, output });
    }),
  );
}

function workerEnv(): Record<string, string> {
  return {
    ...env,
    PORT: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ROLE: 'worker',
    SAGAS_ENABLED: 'false',
    DATABASE_POOL_SIZE: '6',
    OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_DISPATCH_INTERVAL_MS: '0',
  };
}

async function fanOutCheckpoint(): Promise<GlobalPosition | null> {
  const { rows } = await sql.query<{ position: string | null }>(
    `select tx::text || '.' || position::text as position from processor_checkpoints where name = 'webhooks:fan-out'`,
  );
  return (rows[0]?.position ?? null) as GlobalPosition | null;
}

async function deliveryRows(): Promise<string[]> {
  const { rows } = await sql.query<{ endpoint_id: string; event_id: string }>('select endpoint_id, event_id from webhook_deliveries');
  return rows.map((r) => `${r.endpoint_id} ${r.event_id}`).sort();
}

/** The (endpoint, event id) pairs the event store calls for: each public event of the seller's, of a subscribed type, after the endpoint. */
async function expectedPairs(): Promise<{ pairs: string[]; events: Map<string, IntegrationEvent> }> {
  const { rows: endpoints } = await sql.query<{ id: string; event_types: string[]; created_position: string }>(
    'select id, event_types, created_position from webhook_endpoints',
  );
  const translate = app.running.app.get(IntegrationEvents);
  const { store } = app.running.persistence;
  const pairs: string[] = [];
  const events = new Map<string, IntegrationEvent>();
  for (let from: GlobalPosition | null = null; ;) {
    const batch = await store.readAll(from, 500);
    if (batch.length === 0) break;
    for (const stored of batch)
      for (const event of await translate.of(stored)) {
        if (event.sellerId !== seller.id) continue;
        events.set(event.id, event);
        for (const e of endpoints)
          if (e.event_types.includes(event.type) && comparePositions(stored.position, e.created_position as GlobalPosition) > 0)
            pairs.push(`${e.id} ${event.id}`);
      }
    from = batch.at(-1)!.position;
  }
  return { pairs: pairs.sort(), events };
}

onServer('webhooks fan-out killed mid-batch', () => {
  beforeAll(async () => {
    // This process never competes for the fan-out's lease: the workers below hold it, one after the other.
    const register = BackgroundWork.prototype.register;
    const skipFanOut = jest.spyOn(BackgroundWork.prototype, 'register').mockImplementation(function (
      this: BackgroundWork,
      job: BackgroundJob,
    ) {
      if (job.name !== FAN_OUT) register.call(this, job);
    });
    try {
      app = await startTestApp({ kind: 'pg', env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DISPATCH_INTERVAL_MS: '0' } });
    } finally {
      skipFanOut.mockRestore();
    }
    sql = app.running.persistence.sql;
    env = deploymentEnv(String((sql as PgSqlClient).pool.options.connectionString));
    receiver = await startReceiver();
    seller = await newSeller(app);
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const products = await stockedProducts(app, seller, manager, [ORDERS, ORDERS]);
    for (const [key, endpoint] of Object.entries(ENDPOINTS) as [keyof typeof ENDPOINTS, (typeof ENDPOINTS)['all']][])
      endpointIds[key] = await subscribe(app, receiver, seller, endpoint.path, { eventTypes: endpoint.eventTypes });
    for (let n = 0; n < ORDERS; n++)
      await placeOrder(
        app,
        seller,
        orderBody([{ sku: products[n % 2]!.sku, quantity: 1 }, ...(n % 3 === 0 ? [{ sku: products[(n + 1) % 2]!.sku, quantity: 1 }] : [])]),
      );
    await sagasSettled(app);
  }, 180_000);
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  it(`leaves exactly one delivery per (endpoint, public event) and sends each once, after a kill -9 inside a batch of ${BATCH_SIZE} events`, async () => {
    const expected = await expectedPairs();
    expect(expected.pairs.length).toBeGreaterThan(2 * KILL_AFTER_ROWS);
    expect(new Set(expected.pairs).size).toBe(expected.pairs.length);
    expect(await deliveryRows()).toEqual([]);

    const doomed = await doomedWorker();
    const killed = /^killed-mid-batch committed=(\d+) written=(\d+)$/m.exec(doomed.output);
    if (doomed.exit !== 'SIGKILL' || !killed) throw new Error(`the doomed worker ended with ${String(doomed.exit)}:\n${doomed.output}`);
    const [committed, written] = [Number(killed[1]), Number(killed[2])];
    // It died with earlier batches committed and this one's rows written but not: they are gone with its transaction.
    expect(committed).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);
    const afterKill = await deliveryRows();
    expect(afterKill).toHaveLength(committed);
    expect(afterKill.every((pair) => expected.pairs.includes(pair))).toBe(true);
    // The open batch's deliveries went with its transaction: the restart has work left.
    expect(afterKill.length).toBeLessThan(expected.pairs.length);

    const worker = await startApiProcess(workerEnv(), 120_000);
    try {
      // Done when every expected delivery is there (a duplicate or a stray row never matches), then nothing more comes.
      await eventually(async () => expect(await deliveryRows()).toEqual(expected.pairs), 60_000);
      const head = (await app.running.persistence.store.headPosition())!;
      await eventually(async () => {
        if (comparePositions(await fanOutCheckpoint(), head) < 0) throw new Error(`the fan-out has not reached ${head}`);
      }, 60_000);
    } finally {
      await worker.stop();
    }
    expect(await deliveryRows()).toEqual(expected.pairs);

    await app.running.app.get(WebhookDispatcher).sendDue();
    for (const [key, endpoint] of Object.entries(ENDPOINTS) as [keyof typeof ENDPOINTS, (typeof ENDPOINTS)['all']][]) {
      const received = receiver.received(endpoint.path);
      expect(received.filter((d) => !d.verified)).toEqual([]);
      const sent = received.map((d) => String(d.headers['webhook-id'])).sort();
      const due = expected.pairs.filter((pair) => pair.startsWith(`${endpointIds[key]} `)).map((pair) => pair.split(' ')[1]!);
      expect(sent).toEqual(due.sort());
      for (const d of received) expect(d.json.type).toBe(expected.events.get(String(d.headers['webhook-id']))?.type);
    }
    process.stdout.write(
      `webhooks fan-out crash: ${expected.pairs.length} deliveries due; killed with ${committed} committed and ${written} written in the open batch; all ${expected.pairs.length} once after the restart\n`,
    );
  }, 300_000);
});
