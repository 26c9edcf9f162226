// Opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates it and picks the event store.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  createKysely,
  EventStoreDbEventStore,
  infraMigrations,
  migrateToLatest,
  PgliteSqlClient,
  PgSqlClient,
  PostgresEventStore,
  type EventStore,
  type SqlClient,
} from '@ledgerhouse/infra';
import { readModelMigrations, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../config/config.schema';
import { upcast } from './upcasters';

export interface Persistence {
  sql: SqlClient;
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  /** Human-readable: which database and event store this process uses. */
  describe(): string;
  close(): Promise<void>;
}

export async function openSqlClient(config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>): Promise<SqlClient> {
  if (config.DATABASE_URL) return new PgSqlClient(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = path.resolve(config.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PgliteSqlClient.open(dir);
}

/** Wraps an already-open SQL client (tests hand in a fresh database) into migrated persistence. */
export async function persistenceOn(sql: SqlClient, config: Pick<AppConfig, 'EVENT_STORE_URL'>): Promise<Persistence> {
  const db = createKysely<ReadModelDatabase>(sql);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
  const store: EventStore = config.EVENT_STORE_URL
    ? new EventStoreDbEventStore(config.EVENT_STORE_URL, { upcast })
    : new PostgresEventStore(sql, { upcast });
  return {
    sql,
    db,
    store,
    describe: () => `database ${sql.kind === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)'}, event store ${store.kind}`,
    close: async () => {
      await store.close();
      await db.destroy();
      await sql.close();
    },
  };
}

export async function openPersistence(config: AppConfig): Promise<Persistence> {
  return persistenceOn(await openSqlClient(config), config);
}
