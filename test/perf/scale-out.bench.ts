// Scale-out load test: autocannon against one API process and then three (ROLE=api, connections spread round-robin over
// them by autocannon itself), each time with one worker (ROLE=worker) doing the background work, all processes of the
// built product (services/dist; built here when missing) on one PostgreSQL database. Two loads: the seller's product
// list (GET /api/products, a read-model query) and order placement (POST /api/orders, an append; the worker's
// reservation saga runs behind it). Rows: requests/s, p50 and p99 latency, and for three processes the 1-process rate as
// the baseline and the ratio. Every process and the load generator share this machine's cores, so the ratio shows
// what a second and third process buy here, not on separate machines.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { callProcess, type ApiProcess } from '../support/api-process';
import { createTestDatabase } from '../support/database';
import { deploymentEnv, settled, startApi, startWorker } from '../support/scale-out-cluster';
import type { BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
const DURATION_S = Number(process.env.BENCH_SCALE_OUT_SECONDS ?? (smoke ? 2 : 10));
/** A multiple of 3, so each of three processes gets as many connections. */
const CONNECTIONS = 30;
const PRODUCTS = smoke ? 3 : 30;
const ROOT = path.resolve(__dirname, '..', '..');

async function send(url: string, token: string, method: string, route: string, body?: unknown): Promise<any> {
  const res = await callProcess(url, method, route, { access: token, body });
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function signIn(url: string, email: string): Promise<string> {
  return (await send(url, '', 'POST', '/api/user/login/', { email, password: 'demo-pass-1' })).access as string;
}

/** The headers our web client sends: environment, XSRF double-submit (any token works on any process), the JWT. */
async function clientHeaders(url: string, token: string): Promise<Record<string, string>> {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec((await fetch(`${url}/api/health`)).headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    'X-Environment': 'test',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    Authorization: `JWT ${token}`,
    'content-type': 'application/json',
  };
}

/** Runs one load; every answer must be a 2xx, or the figures would time refusals. */
async function load(name: string, urls: string[], request: autocannon.Request, seconds = DURATION_S): Promise<autocannon.Result> {
  const result = await autocannon({ url: urls, connections: CONNECTIONS, duration: seconds, requests: [request], timeout: 30 });
  if (result.requests.total === 0) throw new Error(`${name}: no request completed in ${seconds} s`);
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
    throw new Error(
      `${name}: ${result.errors} errors, ${result.timeouts} timeouts, non-2xx ${JSON.stringify(result.statusCodeStats)} of ${result.requests.sent}`,
    );
  return result;
}

const row = (result: autocannon.Result, baseline: autocannon.Result | null): BenchRow => {
  const perSecond = (r: autocannon.Result) => r.requests.total / r.duration;
  return {
    opsPerSec: perSecond(result),
    baselineOpsPerSec: baseline ? perSecond(baseline) : null,
    ratio: baseline ? perSecond(result) / perSecond(baseline) : null,
    p50Ms: result.latency.p50,
    // autocannon's histogram has no 95th percentile (it reports 90 and 97.5).
    p95Ms: null,
    p99Ms: result.latency.p99,
  };
};

export async function benchScaleOut(): Promise<Record<string, BenchRow>> {
  if (!existsSync(path.join(ROOT, 'services/dist/main.js'))) {
    const build = spawnSync('npx', ['tsc', '-b'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`tsc -b failed:\n${build.stdout}${build.stderr}`);
  }
  const loadBefore = loadavg()[0];
  const database = await createTestDatabase('pg');
  const env = { ...deploymentEnv(database.url!), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' };
  const processes: ApiProcess[] = [];
  try {
    // The worker migrates the database and seeds the demo accounts before the API processes start.
    const worker = await startWorker({ ...env, SEED_DEMO_DATA: 'true' });
    processes.push(worker);
    const first = await startApi(env);
    processes.push(first);

    const seller = await signIn(first.url, 'seller@demo.ledgerhouse.test');
    const manager = await signIn(first.url, 'manager@demo.ledgerhouse.test');
    const skus: string[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const sku = `SCALE-${randomUUID().slice(0, 8)}`;
      const { id } = await send(first.url, seller, 'POST', '/api/products', { title: `Scale item ${i}`, sku, priceCents: 999 });
      await send(first.url, manager, 'POST', `/api/admin/products/${id}/stock-taking`, { counted: 10_000_000, comment: 'bench' });
      skus.push(sku);
    }
    await settled(database.client);
    const headers = await clientHeaders(first.url, seller);
    const list: autocannon.Request = { method: 'GET', path: '/api/products?pageSize=20', headers };
    const run = randomUUID().slice(0, 6);
    let placed = 0;
    const order: autocannon.Request = {
      method: 'POST',
      path: '/api/orders',
      headers,
      setupRequest: (request) => {
        placed += 1;
        return {
          ...request,
          body: JSON.stringify({
            number: `S${run}-${placed}`,
            orderDate: new Date().toISOString(),
            buyer: { fullName: 'Bench buyer', phone: '+1 555 010 0000' },
            address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
            note: null,
            lines: [{ sku: skus[placed % skus.length], quantity: 1, priceCents: 999 }],
          }),
        };
      },
    };

    // Each load starts with the worker idle: the saga work an order load leaves behind is finished first.
    const measure = async (urls: string[]) => {
      // Fresh processes first serve the list untimed (JIT, pools, caches), as long for each: a cold process spends about
      // twice the CPU per request of a warm one.
      if (!smoke) await load('warm-up', urls, list, 4 * urls.length);
      const listed = await load(`GET /api/products on ${urls.length}`, urls, list);
      await settled(database.client);
      const ordered = await load(`POST /api/orders on ${urls.length}`, urls, order);
      await settled(database.client, 300_000);
      return { listed, ordered };
    };
    const one = await measure([first.url]);
    processes.push(...(await Promise.all([startApi(env), startApi(env)])));
    const three = await measure(processes.slice(1).map((p) => p.url));
    process.stdout.write(
      `scale-out: ${CONNECTIONS} connections for ${DURATION_S} s per load; ${placed} orders placed in all; ` +
        `2xx only (errors, timeouts or other answers stop the bench); ${cpus().length} cores, load average ` +
        `${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after (other work on the machine skews the ratio)\n`,
    );
    return {
      [`GET /api/products (20 per page), 1 API process + 1 worker`]: row(one.listed, null),
      [`GET /api/products (20 per page), 3 API processes + 1 worker`]: row(three.listed, one.listed),
      [`POST /api/orders (1 unit), 1 API process + 1 worker`]: row(one.ordered, null),
      [`POST /api/orders (1 unit), 3 API processes + 1 worker`]: row(three.ordered, one.ordered),
    };
  } finally {
    for (const process of processes) await process.stop();
    await database.drop();
  }
}
