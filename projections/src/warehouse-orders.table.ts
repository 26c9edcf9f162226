import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** An order line as the warehouse works it: units ordered and units picked so far. */
export interface WarehouseOrderLine {
  productId: string;
  sku: string;
  quantity: number;
  picked: number;
}

/** The label the parcel ships with (what packing prints and manifests group by). */
export interface WarehouseOrderLabel {
  carrier: string;
  service: string;
  trackingNumber: string;
  fileId: string | null;
  carrierLabelId: string | null;
}

/** One order as the warehouse sees it: its facets, lines with picked units, label, packing and manifest. */
export interface WarehouseOrdersTable {
  order_id: string;
  seller_id: string;
  number: string;
  placed_at: ColumnType<Date, Date | string, Date | string>;
  status: string;
  pick_status: string | null;
  payment_status: string | null;
  lines: Json<WarehouseOrderLine[]>;
  label: Json<WarehouseOrderLabel | null>;
  packed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  manifest_id: string | null;
  position: string;
}
export type WarehouseOrderRow = Selectable<WarehouseOrdersTable>;
export type NewWarehouseOrder = Insertable<WarehouseOrdersTable>;
export type WarehouseOrderUpdate = Updateable<WarehouseOrdersTable>;
