// The truth a set of processes must leave behind: every projector replayed from position 0 of the event store into a
// fresh database, then each of its tables (and its checkpoint) compared row by row with the live one.
import { createKysely, infraMigrations, migrateToLatest, type EventStore, type SqlClient } from '../../infra/src';
import { allProjectors, readModelMigrations, rebuildProjection, type ReadModelDatabase } from '../../projections/src';
import { createTestDatabase } from './database';

export interface TableDifference {
  table: string;
  live: number;
  rebuilt: number;
  /** A few rows only one side has (as JSON). */
  onlyLive: string[];
  onlyRebuilt: string[];
}

async function rowsOf(sql: SqlClient, table: string): Promise<string[]> {
  const { rows } = await sql.query<{ row: string }>(`select to_jsonb(t)::text as row from ${table} t`);
  return rows.map((r) => r.row).sort();
}

function missingFrom(rows: string[], other: string[]): string[] {
  const counts = new Map<string, number>();
  for (const row of other) counts.set(row, (counts.get(row) ?? 0) + 1);
  return rows.filter((row) => {
    const left = counts.get(row) ?? 0;
    counts.set(row, left - 1);
    return left <= 0;
  });
}

/** Rebuilds every read model into a fresh database; answers the tables that differ (none when the live ones are right). */
export async function differencesFromRebuild(store: EventStore, live: SqlClient): Promise<TableDifference[]> {
  const fresh = await createTestDatabase('pg');
  try {
    const db = createKysely<ReadModelDatabase>(fresh.client);
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    for (const projector of allProjectors) await rebuildProjection(store, db, projector);
    const differences: TableDifference[] = [];
    const compare = async (table: string, liveRows: string[], rebuiltRows: string[]) => {
      const onlyLive = missingFrom(liveRows, rebuiltRows);
      const onlyRebuilt = missingFrom(rebuiltRows, liveRows);
      if (onlyLive.length > 0 || onlyRebuilt.length > 0)
        differences.push({
          table,
          live: liveRows.length,
          rebuilt: rebuiltRows.length,
          onlyLive: onlyLive.slice(0, 3),
          onlyRebuilt: onlyRebuilt.slice(0, 3),
        });
    };
    for (const table of new Set(allProjectors.flatMap((p) => p.tables)))
      await compare(table, await rowsOf(live, table), await rowsOf(fresh.client, table));
    // The checkpoints too (not their times): a live projector at the head has seen what the replay saw.
    const positions = `select c.name, c.tx::text as tx, c.position::text as position from processor_checkpoints as c
      where starts_with(c.name, 'projection:') order by c.name`;
    const checkpoint = async (sql: SqlClient) => (await sql.query(positions)).rows.map((r) => JSON.stringify(r));
    await compare('processor_checkpoints', await checkpoint(live), await checkpoint(fresh.client));
    return differences;
  } finally {
    await fresh.drop();
  }
}
