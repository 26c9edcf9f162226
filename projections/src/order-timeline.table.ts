import type { ColumnType, Selectable } from 'kysely';

/** Every event of an order, in stream order, with who did it. */
export interface OrderTimelineTable {
  order_id: string;
  version: number;
  position: string;
  type: string;
  at: ColumnType<Date, Date | string, Date | string>;
  actor_id: string | null;
  impersonator_id: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
}
export type OrderTimelineRow = Selectable<OrderTimelineTable>;
