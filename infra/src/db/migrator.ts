import { Migrator, type Kysely, type Migration } from 'kysely';

export type MigrationSet = Record<string, Migration>;

export interface MigrationReport {
  applied: string[];
}

/** Applies every pending migration (names sort by their timestamp prefix); throws with the failing name. */
export async function migrateToLatest(db: Kysely<any>, ...sets: MigrationSet[]): Promise<MigrationReport> {
  const migrations: MigrationSet = Object.assign({}, ...sets);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
