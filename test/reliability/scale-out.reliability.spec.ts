// The scale-out path on one PostgreSQL database: 3 API processes (ROLE=api) and 2 workers (ROLE=worker) of the built
// product (services/dist; `npm test` builds it, a lone run needs `npx tsc -b`), one set for the whole file. A support
// reply posted on one API process reaches the seller's socket on another. 200 concurrent orders for 50 units, spread
// round-robin over the three API processes, reserve exactly 50, while the worker projecting the orders is SIGKILLed
// inside a batch (test/support/kill-mid-projection.cjs): the other worker takes its leases over, every projector and
// saga checkpoint reaches the head, the read models equal a fresh rebuild from the event store, and no event is applied
// twice nor any saga effect repeated. Needs a PostgreSQL server; skipped, saying why, without one.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { SupportLiveServerFrame } from '@ledgerhouse/contracts';
import type { PgSqlClient, SqlClient } from '../../infra/src';
import { Register } from '../../services/src/identity/commands/register';
import { callProcess, type ApiProcess } from '../support/api-process';
import { differencesFromRebuild } from '../support/rebuilt-read-models';
import { checkpoints, deploymentEnv, describeOnServer, settled, startApi, startWorker } from '../support/scale-out-cluster';
import { openLiveSocket, type LiveSocket } from '../support/support-live-socket';
import { startTestApp, type TestApp } from '../support/test-app';

const ORDERS = 200;
const IN_STOCK = 50;
/** The orders projector's event, counted per worker, inside whose batch the worker holding it dies. */
const KILL_AFTER_EVENTS = 60;
const PRELOAD = path.resolve(__dirname, '..', 'support', 'kill-mid-projection.cjs');
const password = 'secret-pass-1';

const onServer = describeOnServer('scale-out.e2e');

let app: TestApp;
let sql: SqlClient;
let apis: ApiProcess[] = [];
let workers: ApiProcess[] = [];
const sockets: LiveSocket[] = [];
const access = { seller: '', staff: '', manager: '' };
let sellerId: string;

async function signIn(url: string, email: string): Promise<string> {
  const res = await callProcess(url, 'POST', '/api/user/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login on ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access as string;
}

/** The background jobs a process holds now (its health says). */
async function leasesOf(process: ApiProcess): Promise<string[]> {
  const res = await fetch(`${process.url}/api/health`);
  if (res.status !== 200) throw new Error(`health of ${process.url}: ${res.status}`);
  return ((await res.json()) as { leases: string[] }).leases;
}

/**
 * settled(), and when the workers never get there, what each live worker says: the jobs it holds, where its processors
 * are in memory, what holds the log back, its warnings and lease changes (a flake in CI leaves nothing else to read).
 */
async function settledOrSay(): Promise<string | null> {
  return settled(sql).catch(async (err: Error) => {
    const said = await Promise.all(
      workers.map(async (worker, i) => {
        const health = await fetch(`${worker.url}/api/health`)
          .then((res) => res.json() as Promise<Record<string, any>>)
          .catch((e: Error): Record<string, any> => ({ unreachable: e.message }));
        const behind = (list: { name: string; lag: number }[] | undefined) => (list ?? []).filter((p) => p.lag > 0);
        // Warnings, errors and leases given up, and the leases won after the first one given up (not the start's).
        const lines = worker.output().split('\n');
        const firstLoss = lines.findIndex((line) => line.includes('lease given up'));
        const warnings = lines
          .filter(
            (line, i) => /"level":[45]0|lease given up/.test(line) || (firstLoss >= 0 && i > firstLoss && line.includes('lease gained')),
          )
          .slice(-40);
        return [
          `worker ${i + 1} (pid ${worker.pid}): leases ${JSON.stringify(health.leases ?? health.unreachable)}`,
          `  head ${JSON.stringify(health.eventStore?.head)}, hold-back ${JSON.stringify(health.eventStore?.holdBack)}`,
          `  behind here: ${JSON.stringify([...behind(health.projections), ...behind(health.sagas)])}`,
          ...warnings.map((line) => `  | ${line}`),
        ].join('\n');
      }),
    );
    throw new Error(`${err.message}\n${said.join('\n')}`);
  });
}

async function ok(url: string, method: string, route: string, token: string, body?: unknown): Promise<any> {
  const res = await callProcess(url, method, route, { access: token, body });
  if (res.status >= 300) throw new Error(`${method} ${route} on ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

onServer('3 API processes and 2 workers on one database', () => {
  beforeAll(async () => {
    // This in-process app (ROLE=api: no background work) only makes the database and the accounts.
    app = await startTestApp({ kind: 'pg', env: { ROLE: 'api', SAGAS_ENABLED: 'false' } });
    sql = app.running.persistence.sql;
    const tag = randomBytes(4).toString('hex');
    const register = async (fullName: string, email: string, userType?: 'STAFF' | 'WAREHOUSE_MANAGER') =>
      (
        await app.running.app
          .get(CommandBus)
          .execute(
            new Register({ fullName, email, phone: '+1 212 555 0100', password }, { confirmed: true, ...(userType ? { userType } : {}) }),
          )
      ).id;
    const emails = {
      seller: `scale-seller-${tag}@shop.example`,
      staff: `scale-staff-${tag}@warehouse.example`,
      manager: `scale-manager-${tag}@warehouse.example`,
    };
    sellerId = await register('Ada Lovelace', emails.seller);
    await register('Wendy Warehouse', emails.staff, 'STAFF');
    await register('Mona Manager', emails.manager, 'WAREHOUSE_MANAGER');

    // Leases not held are tried for every 250 ms (2 s by default), so the take-over is quick.
    const env = { ...deploymentEnv(String((sql as PgSqlClient).pool.options.connectionString)), LEASE_RETRY_MS: '250' };
    const workerEnv = {
      ...env,
      KILL_IN_PROJECTOR: 'orders',
      KILL_AFTER_EVENTS: String(KILL_AFTER_EVENTS),
      KILL_ONCE_FILE: path.join(env.DATA_DIR, 'killed-mid-batch'),
      // Kept in memory, read only when the workers never settle: leases won and given up, warnings, errors.
      LOG_LEVEL: 'info',
    };
    // The database is migrated already, so all five may start side by side.
    const started = await Promise.all([
      startWorker(workerEnv, { preload: PRELOAD }),
      startWorker(workerEnv, { preload: PRELOAD }),
      startApi(env),
      startApi(env),
      startApi(env),
    ]);
    workers = started.slice(0, 2);
    apis = started.slice(2);
    await settledOrSay();
    access.seller = await signIn(apis[0].url, emails.seller);
    access.staff = await signIn(apis[1].url, emails.staff);
    access.manager = await signIn(apis[2].url, emails.manager);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([...apis, ...workers].map((p) => p.stop()));
    await app?.close();
  });

  describe('live frames', () => {
    const messageIn = (chatId: string, text: string) => (f: SupportLiveServerFrame) =>
      f.type === 'message' && f.chatId === chatId && f.message.text === text;

    it('deliver a support reply posted through API process A to the seller’s socket held on API process B', async () => {
      const [a, b] = apis;
      const socket = await openLiveSocket(b.url);
      sockets.push(socket);
      await socket.auth(access.seller);
      const chat = await ok(b.url, 'POST', '/api/support/chats', access.seller, {
        category: 'FULFILLMENT',
        subjectNumber: 1,
        text: 'Where is my pallet?',
      });
      await ok(a.url, 'POST', `/api/admin/support/chats/${chat.id}/messages`, access.staff, { text: 'Unloading it now' });
      expect(await socket.next(messageIn(chat.id as string, 'Unloading it now'), 30_000)).toMatchObject({
        type: 'message',
        message: { from: 'SUPPORT', authorName: 'Wendy' },
      });
    });
  });

  describe(`${ORDERS} concurrent orders for ${IN_STOCK} units over three API processes, a worker killed mid-batch`, () => {
    let productId: string;
    let answers: { status: number; body: any }[];
    let killed: ApiProcess;
    let survivor: ApiProcess;
    let head: string | null;
    const leasesBefore = new Map<ApiProcess, string[]>();

    beforeAll(async () => {
      const [a, b] = apis;
      const sku = `HOT-${randomBytes(3).toString('hex')}`;
      productId = (await ok(a.url, 'POST', '/api/products', access.seller, { title: 'Hot mug', sku, priceCents: 1999 })).id;
      await ok(b.url, 'POST', `/api/admin/products/${productId}/stock-taking`, access.manager, { counted: IN_STOCK, comment: 'counted' });
      await settledOrSay();
      for (const worker of workers) leasesBefore.set(worker, await leasesOf(worker));

      answers = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) =>
          callProcess(apis[i % apis.length].url, 'POST', '/api/orders', {
            access: access.seller,
            body: {
              number: `SO-${i}`,
              orderDate: new Date().toISOString(),
              buyer: { fullName: `Buyer ${i}`, phone: '+1 555 010 0000' },
              address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
              note: null,
              lines: [{ sku, quantity: 1, priceCents: 1999 }],
            },
          }),
        ),
      );
      // The worker holding the orders projector dies inside a batch; the other runs on.
      let timer: NodeJS.Timeout | undefined;
      const dead = await Promise.race([
        ...workers.map((w) => w.exited.then(() => w)),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 120_000))),
      ]);
      clearTimeout(timer);
      if (!dead) throw new Error(`no worker died within 120 s of the burst:\n${workers.map((w) => w.output()).join('\n---\n')}`);
      killed = dead;
      survivor = workers.find((w) => w !== dead)!;
      // Not settled: each live worker says which jobs it holds, so a job never taken over shows in the failure.
      head = await settledOrSay();
      const accepted = answers.filter((r) => r.status === 201).length;
      process.stdout.write(
        `scale-out: ${accepted} of ${ORDERS} orders accepted (the rest refused by the placement check); worker ${workers.indexOf(killed) + 1} ` +
          `killed mid-batch holding ${leasesBefore.get(killed)!.length} leases, worker ${workers.indexOf(survivor) + 1} took them over\n`,
      );
    }, 300_000);

    it('reserve exactly 50 units: 50 orders READY_FOR_FULFILLMENT, the rest INSUFFICIENT_GOODS or refused, never below zero', async () => {
      // Refusals are the placement check reading the projected stock: a clean 4xx, never a 500.
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused.filter((r) => r.status >= 500 || r.body?.code !== 'ORDER_INSUFFICIENT_STOCK')).toEqual([]);
      const accepted = ORDERS - refused.length;
      const count = async (status: string) =>
        (await ok(apis[2].url, 'GET', `/api/admin/orders?sellerId=${sellerId}&status=${status}&pageSize=1`, access.manager)).total;
      expect({ ready: await count('READY_FOR_FULFILLMENT'), insufficient: await count('INSUFFICIENT_GOODS') }).toEqual({
        ready: IN_STOCK,
        insufficient: accepted - IN_STOCK,
      });
      const product = await ok(apis[1].url, 'GET', `/api/products/${productId}`, access.seller);
      expect(product.stock).toMatchObject({ total: IN_STOCK, reserved: IN_STOCK, available: 0 });

      const inventory = await app.running.persistence.store.readStream(`inventory-${productId}`);
      let total = 0;
      for (const e of inventory) {
        const data = e.data as { totalAfter?: number; reservedAfter?: number };
        if (data.totalAfter !== undefined) total = data.totalAfter;
        if (data.reservedAfter !== undefined) expect(data.reservedAfter).toBeLessThanOrEqual(total);
      }
    });

    it('have the surviving worker take over the killed worker’s leases and finish its work', async () => {
      expect(await killed.exited).toBe('SIGKILL');
      expect(killed.output()).toMatch(/killed-mid-batch orders \S+/);
      expect(leasesBefore.get(killed)).toContain('projector:orders');
      // The batch it died in never committed; the orders checkpoint has since reached the head, so another worker ran it.
      const orders = (await checkpoints(sql)).find((c) => c.kind === 'projection' && c.name === 'orders')!;
      expect(orders.position).toBe(head);
      const now = await leasesOf(survivor);
      expect(now).toEqual(expect.arrayContaining([...leasesBefore.get(killed)!, ...leasesBefore.get(survivor)!]));
      // And at the database: one process's lease connection holds every advisory lock.
      const { rows } = await sql.query<{ pid: number; locks: string }>(
        `select a.pid, count(*)::text as locks from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and a.datname = current_database()
           and a.application_name = 'ledgerhouse-leases' group by a.pid`,
      );
      expect(rows.map((r) => Number(r.locks))).toEqual([now.length]);
    });

    it('leave read models equal to a fresh rebuild of every projection from the event store', async () => {
      expect(await differencesFromRebuild(app.running.persistence.store, sql)).toEqual([]);
    });

    it('apply no event twice: every checkpoint at the head, one order row per placement, one reservation outcome per order', async () => {
      expect((await checkpoints(sql)).filter((c) => c.position !== head)).toEqual([]);
      const placedIds = answers.filter((r) => r.status === 201).map((r) => r.body.id as string);
      const rows = await sql.query<{ id: string }>('select id from orders where seller_id = $1', [sellerId]);
      expect(rows.rows.map((r) => r.id).sort()).toEqual([...placedIds].sort());

      const events = await sql.query<{ stream_id: string; type: string; document: string | null }>(
        `select stream_id, type, data->>'documentId' as document from events
         where stream_id = any($1::text[]) or stream_id = $2`,
        [placedIds.map((id) => `order-${id}`), `inventory-${productId}`],
      );
      const outcomes = new Map<string, string[]>();
      for (const e of events.rows)
        if (e.type === 'OrderReserved' || e.type === 'OrderReservationShort')
          outcomes.set(e.stream_id, [...(outcomes.get(e.stream_id) ?? []), e.type]);
      expect(placedIds.filter((id) => outcomes.get(`order-${id}`)?.length !== 1)).toEqual([]);
      const reserved = events.rows.filter((e) => e.type === 'StockReserved').map((e) => e.document);
      expect(reserved).toHaveLength(IN_STOCK);
      expect(new Set(reserved).size).toBe(IN_STOCK);
    });
  });
});
