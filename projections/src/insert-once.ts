// Append-only read models (timelines, histories): each event gives rows that are written once (a replayed event finds
// its row and changes nothing). A batch's rows go in one statement per table (per slice of rows), not one per event:
// the projector group's transaction waits on each statement in turn, so that is what its throughput is made of.
import type { Insertable, Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';

/** Rows per statement: about ten columns each, well within PostgreSQL's 65,535 parameters of one statement. */
const ROWS_PER_STATEMENT = 1_000;

export async function insertOnce<T extends keyof ReadModelDatabase & string>(
  trx: Transaction<ReadModelDatabase>,
  table: T,
  key: readonly (keyof ReadModelDatabase[T] & string)[],
  rows: readonly Insertable<ReadModelDatabase[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT) as never)
      .onConflict((oc) => oc.columns(key as never).doNothing())
      .execute();
}
