// Finds a PostgreSQL for integration tests in ARCHITECTURE.md's order and gives each caller a fresh database.
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { PgSqlClient } from '../../infra/src/db/pg-client';
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

/** A fresh database for the caller; dropped by the caller, or after the test file if its set-up failed. PGlite's comes migrated. */
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
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const client = new PgSqlClient(url.toString());
  return {
    kind: 'pg',
    client,
    url: url.toString(),
    drop: closingOnce(async () => {
      await client.close();
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }),
  };
}
