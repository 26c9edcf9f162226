import type { ColumnType, Selectable } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;
type MaybeInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Units one staff member handled in one scan (received, placed in a bin, picked, packed), or a refused scan. */
export interface FloorActivityTable {
  position: string;
  staff_id: string;
  kind: 'RECEIVED' | 'PLACED' | 'PICKED' | 'PACKED' | 'WRONG_ITEM' | 'WRONG_BIN' | 'UNKNOWN_BARCODE';
  units: number;
  at: Instant;
}

/** An inbound shipment from its delivery to the warehouse to its last unit in a bin. */
export interface FloorReceivingTable {
  shipment_id: string;
  delivered_at: MaybeInstant;
  located_at: MaybeInstant;
  lost: ColumnType<boolean, boolean | undefined, boolean>;
  position: string;
}

/** An order from its fulfillment paid to its handover to the carrier. */
export interface FloorShippingTable {
  order_id: string;
  paid_at: MaybeInstant;
  handed_over_at: MaybeInstant;
  carrier: string | null;
  canceled: ColumnType<boolean, boolean | undefined, boolean>;
  position: string;
}

/** Each manifest's carrier, for the handovers it closes. */
export interface FloorManifestCarriersTable {
  manifest_id: string;
  carrier: string;
}
export type FloorActivityRow = Selectable<FloorActivityTable>;
export type FloorReceivingRow = Selectable<FloorReceivingTable>;
export type FloorShippingRow = Selectable<FloorShippingTable>;
