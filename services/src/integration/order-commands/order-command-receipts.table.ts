// The order-commands topic's receipts (migration 20261125_0030_order_command_receipts), typed for kysely.
import type { ColumnType } from 'kysely';

export interface OrderCommandReceiptsTables {
  /** One row per seller and idempotency key that placed an order. */
  order_command_receipts: {
    seller_id: string;
    idempotency_key: string;
    order_id: string;
    received_at: ColumnType<Date, Date, never>;
  };
}
