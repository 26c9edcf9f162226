import type { ColumnType, Selectable } from 'kysely';

/**
 * The statements context's memo of its ledger check (decision 0044), not a projection: the balance of a wallet
 * stream's events 1..version, every one booked before `boundary` (a UTC month's start), folded from the events by the
 * statement reads themselves. A lost row only costs a longer fold; truncating the table is always safe.
 */
export interface StatementLedgerCheckpointsTable {
  user_id: string;
  boundary: ColumnType<Date, Date | string, Date | string>;
  version: number;
  /** The event at `version`: a checkpoint ahead of the statements read model (while it rebuilds) is not used. */
  position: string;
  balance_cents: ColumnType<string | number, number, number>;
}
export type StatementLedgerCheckpointRow = Selectable<StatementLedgerCheckpointsTable>;
