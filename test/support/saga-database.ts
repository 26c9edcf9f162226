// Test support for the saga runner's int specs: a migrated test database with a PostgreSQL event store for the file
// (created before its tests, dropped after), and the events they append.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, PostgresEventStore, type NewEvent } from '@ledgerhouse/infra';
import { readModelMigrations } from '@ledgerhouse/projections';
import { createTestDatabase, type TestDatabase } from './database';
import type { SagaTables } from '../../services/src/sagas/saga-tables';

export interface SagaTestDatabase {
  db: Kysely<SagaTables>;
  store: PostgresEventStore;
}

/** The file's database, filled in by its beforeAll. */
export function sagaTestDatabaseForThisFile(): SagaTestDatabase {
  const handles = {} as SagaTestDatabase;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    handles.db = createKysely<SagaTables>(database.client);
    await migrateToLatest(handles.db as Kysely<any>, infraMigrations, readModelMigrations);
    handles.store = new PostgresEventStore(database.client, { pollIntervalMs: 20 });
  });
  afterAll(async () => {
    await handles.store?.close();
    await handles.db?.destroy();
    await database?.drop();
  });
  return handles;
}

/** An event of `type` carrying `n`, with blank request metadata. */
export const testEvent = (type: string, n: number): NewEvent => ({
  type,
  data: { n },
  metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
});
