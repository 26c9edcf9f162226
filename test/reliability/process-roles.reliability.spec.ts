// Process roles on one PostgreSQL database: a ROLE=api process (HTTP only, no background job) and a ROLE=worker
// process (every job under its lease, only /api/health served), both the built product (services/dist/main.js; `npm
// test` builds it first, a lone run needs `npx tsc -b`). A write on the api process is read back there with
// X-Min-Position although the worker projects it: the wait is on the stored checkpoints. A worker killed with -9 loses
// its leases with its connection; the next worker takes every job over and the read model catches up.
// Needs a PostgreSQL server (several processes share the database), so it always runs on one.
import { randomBytes, randomUUID } from 'node:crypto';
import { LocalMailbox } from '../../infra/src';
import { allProjectors } from '../../projections/src';
import { loadConfig } from '../../services/src/config/load-config';
import { persistenceOn } from '../../services/src/persistence/open-persistence';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { eventually } from '../support/billing';
import { newProduct } from '../support/catalog';
import { createTestDatabase, type TestDatabase } from '../support/database';

let database: TestDatabase;
let env: Record<string, string>;
let apiProcess: ApiProcess;
let worker: ApiProcess;
const started: ApiProcess[] = [];

const start = async (role: 'api' | 'worker') => {
  const running = await startApiProcess({ ...env, ROLE: role, DATABASE_POOL_SIZE: '6', LEASE_RETRY_MS: '200' }, 180_000);
  started.push(running);
  return running;
};

beforeAll(async () => {
  database = await createTestDatabase('pg');
  // Migrated here, so the two processes may start side by side.
  await persistenceOn(database.client, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  env = { DATABASE_URL: database.url!, JWT_SECRET: randomBytes(32).toString('hex') };
  [apiProcess, worker] = await Promise.all([start('api'), start('worker')]);
}, 240_000);
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  await database?.drop();
});

/** fetch + JSON with the web client's headers (environment, XSRF double-submit) and any others, e.g. X-Min-Position. */
async function call(url: string, method: string, route: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const xsrf = randomUUID();
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      'X-Environment': 'test',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const after = (position: string | undefined): Record<string, string> => (position ? { 'X-Min-Position': position } : {});

/** A confirmed seller signed in on `url`; the mail's link is read from the shared database (the local mailbox). */
async function signedInSeller(url: string): Promise<Record<string, string>> {
  const email = `roles-${randomUUID().slice(0, 8)}@shop.example`;
  const password = 'secret-pass-1';
  const registered = await call(url, 'POST', '/api/user/register/', {
    body: { fullName: 'Ada Lovelace', email, phone: '+1 212 555 0100', password },
  });
  expect(registered.status).toBe(201);
  const [mail] = await new LocalMailbox(database.client).list(email, 1);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const confirmed = await call(url, 'POST', '/api/user/confirm-email/', {
    body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
    headers: after(registered.body.position),
  });
  expect(confirmed.status).toBe(200);
  const login = await call(url, 'POST', '/api/user/login/', { body: { email, password }, headers: after(confirmed.body?.position) });
  expect(login.status).toBe(200);
  return { Authorization: `JWT ${login.body.access}` };
}

/** Creates a product on the api process and reads it back there, waiting for the position it was written at. */
async function writeAndReadBack(seller: Record<string, string>) {
  const sku = `ROLE-${randomUUID().slice(0, 8)}`;
  const created = await call(apiProcess.url, 'POST', '/api/products', { body: newProduct(sku), headers: seller });
  expect(created.status).toBe(201);
  const read = await call(apiProcess.url, 'GET', `/api/products/${created.body.id}`, {
    headers: { ...seller, 'X-Min-Position': created.body.position },
  });
  return { sku, read };
}

const projectorLeases = allProjectors.map((p) => `projector:${p.name}`).sort();

describe('an api process and a worker on one database', () => {
  it('keep to their roles: the api process holds no lease, the worker holds every projector’s and serves only its health', async () => {
    const api = await call(apiProcess.url, 'GET', '/api/health');
    expect(api.body).toMatchObject({ role: 'api', leases: [] });
    const health = await call(worker.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.role).toBe('worker');
    expect(health.body.leases).toEqual(expect.arrayContaining([...projectorLeases, 'saga:order-stock']));
    for (const route of ['/api/products', '/api/user/me/', '/', '/api/docs-json']) {
      const miss = await call(worker.url, 'GET', route);
      expect({ route, status: miss.status, code: miss.body?.code }).toEqual({ route, status: 404, code: 'ROUTE_NOT_FOUND' });
    }
    expect((await call(worker.url, 'POST', '/api/user/login/', { body: {} })).status).toBe(404);
  });

  it('read a write back on the api process with X-Min-Position while the worker projects it, also after the worker is killed and replaced', async () => {
    const seller = await signedInSeller(apiProcess.url);
    const first = await writeAndReadBack(seller);
    expect(first.read).toMatchObject({ status: 200, body: { sku: first.sku } });

    process.kill(worker.pid, 'SIGKILL');
    await worker.exited;
    // Written while no worker runs: its read model catches up once the next worker takes the leases over.
    const sku = `ROLE-${randomUUID().slice(0, 8)}`;
    const created = await call(apiProcess.url, 'POST', '/api/products', { body: newProduct(sku), headers: seller });
    expect(created.status).toBe(201);
    worker = await start('worker');
    // The killed worker's locks go when the server notices its connection closed; the new one tries every 200 ms.
    await eventually(async () =>
      expect((await call(worker.url, 'GET', '/api/health')).body.leases).toEqual(expect.arrayContaining(projectorLeases)),
    );
    const read = await call(apiProcess.url, 'GET', `/api/products/${created.body.id}`, {
      headers: { ...seller, 'X-Min-Position': created.body.position },
    });
    expect(read).toMatchObject({ status: 200, body: { sku } });
    const second = await writeAndReadBack(seller);
    expect(second.read).toMatchObject({ status: 200, body: { sku: second.sku } });
  }, 240_000);
});
