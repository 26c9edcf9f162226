// Once per browser run: one `npm start` on an empty data folder migrates it and seeds the demo data, then stops; every
// file's product starts on a copy of that folder, as a second `npm start` does (about 3.5 s instead of 8 s on two
// cores). shell.browser.spec.ts still starts on an empty folder and the embedded database, as a newcomer's first
// `npm start`.
//
// Where a PostgreSQL server answers (as in `npm test`), that start runs on a database of its own, and every file's
// product on a copy of it (`CREATE DATABASE … TEMPLATE`): the embedded database runs every statement on the server's
// one thread, beside the pump, so a browser test would wait on it as well as on the page. The embedded default keeps
// its own tests: shell.browser's first start, the PGlite smoke set of the e2e tier, and the bench's embedded product.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** The seeded data folder of this run; workers inherit it. */
export const SEEDED_DATA_ENV = 'LH_BROWSER_SEEDED_DATA';
/** The seeded database (a connection string) every file's database is copied from, when a server answered. */
const SEEDED_DATABASE_ENV = 'LH_BROWSER_SEEDED_DATABASE';
/** The access-token key every product of the run signs with (required with DATABASE_URL). */
const JWT_SECRET_ENV = 'LH_BROWSER_JWT_SECRET';
const OWNER_ENV = 'LH_BROWSER_SEEDED_DATA_OWNER';

export async function seedOnce(): Promise<void> {
  if (process.env[OWNER_ENV] === String(process.pid)) return;
  // Imported here: the jest config loads this file for the teardown too, which needs none of it.
  const { startProduct } = await import('./browser');
  const { serverUrl } = await import('./database');
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-browser-seeded-'));
  const admin = process.env.TEST_DB === 'pglite' ? null : await serverUrl();
  const env: Record<string, string> = { DATA_DIR: dir };
  if (admin) {
    const url = databaseUrl(admin, `lh_browser_seeded_${process.pid}`);
    await onServer(admin, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${nameOf(url)}`);
    });
    process.env[JWT_SECRET_ENV] = randomBytes(32).toString('hex');
    Object.assign(env, { DATABASE_URL: url, JWT_SECRET: process.env[JWT_SECRET_ENV] });
    process.env[SEEDED_DATABASE_ENV] = url;
  }
  const product = await startProduct(env, { freshData: true });
  await product.stop();
  process.env[SEEDED_DATA_ENV] = dir;
  process.env[OWNER_ENV] = String(process.pid);
}

/** A copy of the seeded database for one file's product: its settings, and the drop for its stop. */
export async function seededDatabaseCopy(): Promise<{ env: Record<string, string>; drop(): Promise<void> } | null> {
  const seeded = process.env[SEEDED_DATABASE_ENV];
  if (!seeded) return null;
  const url = databaseUrl(seeded, `lh_browser_${randomUUID().replace(/-/g, '').slice(0, 16)}`);
  await onServer(seeded, (c) => c.query(`CREATE DATABASE ${nameOf(url)} TEMPLATE ${nameOf(seeded)}`));
  return {
    env: { DATABASE_URL: url, JWT_SECRET: process.env[JWT_SECRET_ENV]! },
    drop: () => onServer(seeded, (c) => c.query(`DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`)),
  };
}

export async function removeSeeded(): Promise<void> {
  if (process.env[OWNER_ENV] !== String(process.pid)) return;
  const dir = process.env[SEEDED_DATA_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const seeded = process.env[SEEDED_DATABASE_ENV];
  if (seeded) await onServer(seeded, (c) => c.query(`DROP DATABASE IF EXISTS ${nameOf(seeded)} WITH (FORCE)`));
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);

/** Runs `work` on the server's maintenance database (`postgres`). */
async function onServer(url: string, work: (c: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
