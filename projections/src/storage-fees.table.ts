import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One row per seller and charged month. */
export interface StorageFeesTable {
  id: string;
  user_id: string;
  period: string;
  average_daily_cubic_feet: number;
  price_cents: number;
  paid: boolean;
  at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type StorageFeeRow = Selectable<StorageFeesTable>;
export type NewStorageFee = Insertable<StorageFeesTable>;
export type StorageFeeUpdate = Updateable<StorageFeesTable>;

/** One row per seller and recorded day (YYYY-MM-DD). */
export interface StorageVolumesTable {
  user_id: string;
  day: string;
  cubic_feet: number;
  position: string;
}
export type StorageVolumeRow = Selectable<StorageVolumesTable>;
export type NewStorageVolume = Insertable<StorageVolumesTable>;
export type StorageVolumeUpdate = Updateable<StorageVolumesTable>;
