import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** Orders placed per seller and instant: enough to count a seller's orders over the past 30 days. */
export interface OrdersPlacedTable {
  order_id: string;
  seller_id: string;
  placed_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type OrderPlacedRow = Selectable<OrdersPlacedTable>;
export type NewOrderPlaced = Insertable<OrdersPlacedTable>;
export type OrderPlacedUpdate = Updateable<OrdersPlacedTable>;
