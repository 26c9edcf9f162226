// Several processes of the built product on one PostgreSQL database, as production runs them (README, running in
// production): API processes (ROLE=api: HTTP and WebSockets) and workers (ROLE=worker: projectors, sagas and the other
// background jobs, each under a lease). Every instance shares the database and the keys all must agree on.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { comparePositions, type GlobalPosition, type SqlClient } from '../../infra/src';
import { allProjectors } from '../../projections/src';
import { startApiProcess, type ApiProcess } from './api-process';
import { newestCommitted } from './newest-committed';

const ROOT = path.resolve(__dirname, '..', '..');
const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Why this file cannot run here, or null: several processes need a PostgreSQL server. Decided before the tests are
 * declared (jest cannot skip a test after an await), so the server is probed in a child process.
 */
/**
 * `describe` for a file that needs a PostgreSQL server several processes share; `describe.skip` without one (or under
 * TEST_DB=pglite), printing the file's name and why.
 */
export function describeOnServer(file: string): jest.Describe {
  const skipped = noServerReason();
  if (skipped) process.stdout.write(`${file}: skipped, ${skipped}\n`);
  return skipped ? describe.skip : describe;
}

export function noServerReason(): string | null {
  if (process.env.TEST_DB === 'pglite')
    return 'TEST_DB=pglite: several processes share one database only on a PostgreSQL server (the PostgreSQL stage runs this file)';
  const url = process.env.TEST_DATABASE_URL ?? LOCAL;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg'); const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
       c.connect().then(() => c.query('select 1')).then(() => process.exit(0), () => process.exit(1));`,
      url,
    ],
    { cwd: ROOT, timeout: 10_000 },
  );
  return probe.status === 0 ? null : `no PostgreSQL server answers at ${new URL(url).host}: several processes need one`;
}

export interface DeploymentEnv extends Record<string, string> {
  DATABASE_URL: string;
  JWT_SECRET: string;
  CHANNEL_CREDENTIAL_KEYS: string;
  DATA_DIR: string;
}

/** What every process of one deployment shares: the database, the token key, the credential keys, the file store. */
export function deploymentEnv(databaseUrl: string): DeploymentEnv {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CHANNEL_CREDENTIAL_KEYS: `scale:${randomBytes(32).toString('base64')}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lh-cluster-')),
  };
}

/** Pools small enough that 3 API processes, 2 workers and the test stay well under a default max_connections (100). */
const POOL = { api: '6', worker: '8' };

export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  return startApiProcess({ DATABASE_POOL_SIZE: POOL.api, ...env, ROLE: 'api' }, 180_000);
}

export function startWorker(env: Record<string, string>, options: { preload?: string } = {}): Promise<ApiProcess> {
  return startApiProcess({ DATABASE_POOL_SIZE: POOL.worker, ...env, ROLE: 'worker' }, 180_000, {
    nodeArgs: options.preload ? ['--require', options.preload] : [],
  });
}

interface Checkpoint {
  kind: 'projection' | 'saga';
  name: string;
  position: GlobalPosition | null;
}

export async function checkpoints(sql: SqlClient): Promise<Checkpoint[]> {
  const { rows } = await sql.query<Checkpoint>(
    `select split_part(c.name, ':', 1) as kind, substr(c.name, strpos(c.name, ':') + 1) as name,
       c.tx::text || '.' || c.position::text as position
     from processor_checkpoints as c where split_part(c.name, ':', 1) in ('projection', 'saga') order by c.name`,
  );
  return rows;
}

/**
 * Waits (bounded, by asking the database) until every projector and saga has checkpointed the newest committed event and
 * no new event came meanwhile: the workers have done everything there is to do. Resolves that head.
 */
export async function settled(sql: SqlClient, timeoutMs = 120_000): Promise<GlobalPosition | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await newestCommitted(sql);
    const all = await checkpoints(sql);
    const behind = all.filter((c) => comparePositions(c.position, head) < 0);
    const missing = allProjectors.filter((p) => !all.some((c) => c.kind === 'projection' && c.name === p.name));
    if (behind.length === 0 && missing.length === 0 && (await newestCommitted(sql)) === head) return head;
    if (Date.now() > deadline)
      throw new Error(
        `not settled in ${timeoutMs} ms at ${head}: behind ${JSON.stringify(behind)}, never started ${missing.map((p) => p.name).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
