import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per seller who has saved product defaults. */
export interface ProductDefaultsTable {
  user_id: string;
  country_of_origin: string | null;
  unit_of_measurement: string | null;
  dimensions: Json<{ length: number; width: number; height: number; unit: string } | null>;
  weight: Json<{ value: number; unit: string } | null>;
  updated_at: Timestamp;
  /** The stream version the row shows: an event at or below it changes nothing (replays are idempotent). */
  version: number;
  position: string;
}
export type ProductDefaultsRow = Selectable<ProductDefaultsTable>;
export type NewProductDefaults = Insertable<ProductDefaultsTable>;
export type ProductDefaultsUpdate = Updateable<ProductDefaultsTable>;
