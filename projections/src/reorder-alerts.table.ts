import type { ColumnType, Selectable } from 'kysely';

/** One row per product with a reorder threshold: the threshold and its open alert (decision 0043). */
export interface ReorderAlertsTable {
  product_id: string;
  seller_id: string;
  basis: string;
  value: number;
  /** The pace's window of a DAYS threshold; null for UNITS. */
  window_days: number | null;
  /** When the level crossed below the threshold; null while armed. The alert's columns below are null with it. */
  alerted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  available: number | null;
  shipped_units: number | null;
  days_left: number | null;
  suggested_quantity: number | null;
}

export type ReorderAlertRow = Selectable<ReorderAlertsTable>;
