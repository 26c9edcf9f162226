import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface InventoryHistoryTable {
  position: string;
  product_id: string;
  reason: string;
  document_id: string;
  delta: number;
  total_after: number;
  actor_id: string | null;
  comment: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}

export interface ReservedHistoryTable {
  position: string;
  product_id: string;
  document_id: string;
  change: number;
  reserved_after: number;
  kind: string;
  actor_id: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}
export type InventoryHistoryRow = Selectable<InventoryHistoryTable>;
export type NewInventoryHistory = Insertable<InventoryHistoryTable>;
export type InventoryHistoryUpdate = Updateable<InventoryHistoryTable>;
export type ReservedHistoryRow = Selectable<ReservedHistoryTable>;
export type NewReservedHistory = Insertable<ReservedHistoryTable>;
export type ReservedHistoryUpdate = Updateable<ReservedHistoryTable>;
