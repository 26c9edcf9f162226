// Finds a PostgreSQL for integration tests in ARCHITECTURE.md's order and gives each caller a fresh database.
import { Client } from 'pg';
import { createHash, randomUUID } from 'node:crypto';
import { createKysely, infraMigrations, migrateToLatest } from '../../infra/src';
import { PgSqlClient } from '../../infra/src/db/pg-client';
import { readModelMigrations } from '../../projections/src';
import { closedAfterFile, closingOnce } from './open-resources';
import { openMigratedPglite } from './pglite-template';
import type { SqlClient } from '../../infra/src/db/sql-client';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabaseKind = 'pg' | 'pglite';

export interface TestDatabase {
  kind: TestDatabaseKind;
  client: SqlClient;
  /** The connection string for pg (undefined for PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** This jest worker's private server, when `npm test` started one per worker (test/support/worker-clusters.mjs). */
function workerServerUrl(): string | undefined {
  const urls = process.env.LH_WORKER_DATABASE_URLS?.split(',').filter(Boolean) ?? [];
  if (urls.length === 0) return undefined;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}

export async function serverUrl(): Promise<string | null> {
  const candidate = process.env.TEST_DATABASE_URL ?? workerServerUrl() ?? LOCAL;
  const probe = new Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.query('select 1');
    return candidate;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

/** The kind the suite runs on: TEST_DB=pglite forces PGlite, otherwise a reachable server wins. */
export async function preferredKind(): Promise<TestDatabaseKind> {
  if (process.env.TEST_DB === 'pglite') return 'pglite';
  return (await serverUrl()) ? 'pg' : 'pglite';
}

/** A fresh, migrated database for the caller; dropped by the caller, or after the test file if its set-up failed. */
export function createTestDatabase(kind?: TestDatabaseKind): Promise<TestDatabase> {
  return closedAfterFile(openTestDatabase(kind), (database) => database.drop());
}

async function openTestDatabase(kind?: TestDatabaseKind): Promise<TestDatabase> {
  const chosen = kind ?? (await preferredKind());
  if (chosen === 'pglite') {
    const client = await openMigratedPglite();
    return { kind: 'pglite', client, drop: () => client.close() };
  }
  const admin = await serverUrl();
  if (!admin) throw new Error('No PostgreSQL reachable at TEST_DATABASE_URL or 127.0.0.1:5432');
  const name = `lh_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = await migratedTemplate(admin);
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  try {
    await adminClient.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await adminClient.end();
  }
  const client = new PgSqlClient(databaseUrl(admin, name));
  return {
    kind: 'pg',
    client,
    url: databaseUrl(admin, name),
    drop: closingOnce(async () => {
      await client.close();
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }),
  };
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' fingerprint: a template built from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries({ ...infraMigrations, ...readModelMigrations }).sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${name}\n${String(migration.up)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const templates = new Map<string, Promise<string>>();
/** How old a template of another migration set must be before a build drops it. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;
/** Lock key (any fixed number) that serialises building the template across the workers sharing a server. */
const TEMPLATE_LOCK = 7_104_220_001;

/**
 * A migrated database on this server that every test database is cloned from (`CREATE DATABASE … TEMPLATE`, a file
 * copy): about 45 migrations run once per server and migration set, not once per test database. Built once under an
 * advisory lock by whichever worker comes first; templates of older migration sets are dropped then.
 */
function migratedTemplate(admin: string): Promise<string> {
  let template = templates.get(admin);
  if (!template) {
    template = buildTemplate(admin);
    templates.set(admin, template);
    template.catch(() => templates.delete(admin));
  }
  return template;
}

async function buildTemplate(admin: string): Promise<string> {
  const name = `lh_template_${migrationsFingerprint()}`;
  const lock = new Client({ connectionString: admin });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await lock.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Templates of other migration sets go once a day old: a younger one may be another checkout's (a worktree on
    // the same server, with migrations this one lacks), which dropping would fail mid-run. Each says when it was built.
    const stale = await lock.query<{ datname: string }>(
      `select datname from pg_database where datname like 'lh\\_template\\_%'
         and coalesce(nullif(shobj_description(oid, 'pg_database'), '')::bigint, 0) < $1`,
      [Date.now() - STALE_TEMPLATE_MS],
    );
    for (const { datname } of stale.rows) await lock.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const building = `${name}_building`;
    await lock.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await lock.query(`CREATE DATABASE ${building}`);
    const client = new PgSqlClient(databaseUrl(admin, building));
    try {
      await migrateToLatest(createKysely(client), infraMigrations, readModelMigrations);
    } finally {
      await client.close();
    }
    // Renamed only once whole: a worker killed while migrating leaves a `_building` database the next build replaces.
    await lock.query(`COMMENT ON DATABASE ${building} IS '${Date.now()}'`);
    await lock.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
