import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type {
  FulfillmentCosts,
  FulfillmentOptions,
  MissingGoods,
  OrderAddress,
  OrderBuyer,
  OrderLabel,
  OrderLine,
} from '@ledgerhouse/contracts';

type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<Date, Date | string, Date | string>;

/** The list tab an order is in (services/src/orders/README.md), kept on the row so the tab filter and counts use an index. */
export type OrderTabColumn = 'action-required' | 'processing' | 'completed' | 'cancelled';

export interface OrderFulfillmentRow {
  options: FulfillmentOptions;
  automatic: boolean;
  startedAt: string;
}
export interface OrderCommentRow {
  author: 'SELLER' | 'MANAGER';
  authorId: string | null;
  text: string;
  at: string;
}

/** One row per placed order with its three status facets. */
export interface OrdersTable {
  id: string;
  seller_id: string;
  number: string;
  order_date: Time;
  channel: string;
  channel_account_id: string | null;
  channel_order_id: string | null;
  buyer_name: string;
  buyer: Json<OrderBuyer>;
  address: Json<OrderAddress>;
  note: string | null;
  lines: Json<OrderLine[]>;
  /** bigint: pg returns it as a string, PGlite as a number. */
  total_cents: ColumnType<string | number, number, number>;
  item_count: number;
  status: string;
  pick_status: string | null;
  payment_status: string | null;
  packed: boolean;
  tab: OrderTabColumn;
  label_failed: boolean;
  label_failure_reason: string | null;
  missing: Json<MissingGoods[]>;
  fulfillment: Json<OrderFulfillmentRow | null>;
  label: Json<OrderLabel | null>;
  tracking_number: string | null;
  costs: Json<FulfillmentCosts | null>;
  payment_failure: string | null;
  manifest_id: string | null;
  return_shipment_id: string | null;
  comments: Json<OrderCommentRow[]>;
  registration: string;
  created_at: Time;
  updated_at: Time;
  position: string;
}
export type OrderRecord = Selectable<OrdersTable>;
export type NewOrderRecord = Insertable<OrdersTable>;
export type OrderRecordUpdate = Updateable<OrdersTable>;
