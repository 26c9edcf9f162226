// A fresh database with the read model migrated and an event store on it: for int specs of queries and saga steps
// that read both (no app).
import { createKysely, infraMigrations, migrateToLatest, PostgresEventStore } from '@ledgerhouse/infra';
import { readModelMigrations, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from './database';

export interface StoreAndReadModel {
  database: TestDatabase;
  store: PostgresEventStore;
  db: Kysely<ReadModelDatabase>;
}

export async function openStoreAndReadModel(): Promise<StoreAndReadModel> {
  const database = await createTestDatabase();
  const db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
  return { database, store: new PostgresEventStore(database.client), db };
}

export async function closeStoreAndReadModel(opened: Partial<StoreAndReadModel>): Promise<void> {
  await opened.store?.close();
  await opened.database?.drop();
}
