import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One warehouse bin. */
export interface LocationsTable {
  code: string;
  zone: string;
  aisle: number;
  shelf: number;
  active: boolean;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type LocationRow = Selectable<LocationsTable>;
export type NewLocation = Insertable<LocationsTable>;
export type LocationUpdate = Updateable<LocationsTable>;
