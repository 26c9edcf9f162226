import type { ColumnType, Selectable } from 'kysely';
import type { SpendingReference } from '@ledgerhouse/contracts';

type Cents = ColumnType<string | number, number, number>;

/** One top-up or spending on a seller's statement of the UTC month it was booked in. */
export interface StatementLinesTable {
  /** The wallet entry's id. */
  id: string;
  user_id: string;
  /** YYYY-MM (UTC) of `at`. */
  month: string;
  /** The wallet stream's version: the order of the lines. */
  version: number;
  at: ColumnType<Date, Date | string, Date | string>;
  kind: 'TOP_UP' | 'SPENDING';
  source: string | null;
  purpose: string | null;
  /** Signed: + in, − out. */
  amount_cents: Cents;
  balance_after_cents: Cents;
  document_id: string | null;
  reference: ColumnType<SpendingReference | null, string | null, string | null>;
  comment: string | null;
  position: string;
}

/** A seller's month with at least one line: balances before its first line and after its last, and its totals. */
export interface StatementMonthsTable {
  user_id: string;
  month: string;
  opening_cents: Cents;
  closing_cents: Cents;
  total_in_cents: Cents;
  total_out_cents: Cents;
  lines: number;
  position: string;
}

/** A statement found not to equal the replay of the wallet's events (StatementMismatchFound). */
export interface StatementAlarmsTable {
  position: string;
  user_id: string;
  month: string;
  opening_projected_cents: Cents;
  opening_ledger_cents: Cents;
  closing_projected_cents: Cents;
  closing_ledger_cents: Cents;
  at: ColumnType<Date, Date | string, Date | string>;
}
export type StatementLineRow = Selectable<StatementLinesTable>;
export type StatementMonthRow = Selectable<StatementMonthsTable>;
export type StatementAlarmRow = Selectable<StatementAlarmsTable>;
