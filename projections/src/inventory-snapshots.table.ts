import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface InventorySnapshotsTable {
  product_id: string;
  version: number;
  /** The latest recorded_at among the events folded into this row. */
  recorded_until: ColumnType<Date, Date | string, Date | string>;
  total: number;
  reserved: number;
  incoming: number;
}
export type InventorySnapshotRow = Selectable<InventorySnapshotsTable>;
export type NewInventorySnapshot = Insertable<InventorySnapshotsTable>;
export type InventorySnapshotUpdate = Updateable<InventorySnapshotsTable>;
