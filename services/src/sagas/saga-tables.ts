// The sagas' own tables (migration 20261123_1501_sagas and later), typed for kysely; their checkpoints are in
// processor_checkpoints.
import type { ColumnType } from 'kysely';

export interface SagaTables {
  saga_dead_letters: {
    saga: string;
    position: string;
    stream_id: string;
    version: number;
    event_type: string;
    code: string;
    recorded_at: ColumnType<Date, Date, Date>;
  };
  saga_inbound_unpaid: {
    shipment_id: string;
    seller_id: string;
    failed_position: string;
    failed_at: ColumnType<Date, Date, Date>;
  };
  /** INSUFFICIENT_GOODS orders waiting for a product (migration 20261123_1820_saga_order_stock). */
  saga_order_stock_waiting: {
    order_id: string;
    product_id: string;
    /** Units the order needs of the product. */
    requested: number;
    /** The order's first event: its place in the queue (oldest first). */
    placed_position: string;
  };
  /** Orders whose fulfillment charge failed, retried after the seller's next top-up (migration 20261123_1830_saga_order_unpaid). */
  saga_order_unpaid: {
    order_id: string;
    seller_id: string;
    failed_position: string;
    failed_at: ColumnType<Date, Date, Date>;
  };
  /** Channel orders whose tracking is still to reach the marketplace (migration 20261123_2110_saga_channel_tracking). */
  saga_channel_tracking: {
    order_id: string;
    channel_id: string;
    /** Pushes tried so far. */
    attempts: number;
    next_at: ColumnType<Date, Date, Date>;
    /** The marketplace's answer to the last failed push. */
    last_message: string | null;
  };
}
