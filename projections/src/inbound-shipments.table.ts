import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { InboundCosts, PackageSize, PackageWeight } from '@ledgerhouse/contracts';

type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<Date, Date | string, Date | string>;

/** One product line with its counts. */
export interface InboundLineRow {
  productId: string;
  barcode: string;
  declared: number;
  received: number;
  damaged: number;
  placed: number;
  packageSize: PackageSize | null;
  weight: PackageWeight | null;
  countryOfOrigin: string | null;
}
export interface InboundPlacementRow {
  productId: string;
  locationCode: string;
  quantity: number;
}
export interface InboundCommentRow {
  author: 'SELLER' | 'MANAGER';
  authorId: string | null;
  text: string;
  at: string;
}

export interface InboundShipmentsTable {
  id: string;
  seller_id: string;
  number: string;
  type: string;
  status: string;
  status_changed_at: Time;
  created_at: Time;
  tracking_number: string | null;
  courier_service: string | null;
  delivery_type: string | null;
  package_type: string | null;
  seller_comment: string | null;
  product_count: number;
  piece_count: number;
  received_count: number;
  placed_count: number;
  total_cost_cents: number | null;
  costs: Json<InboundCosts | null>;
  lines: Json<InboundLineRow[]>;
  placements: Json<InboundPlacementRow[]>;
  comments: Json<InboundCommentRow[]>;
  payment_failure: string | null;
  position: string;
}
export type InboundShipmentRow = Selectable<InboundShipmentsTable>;
export type NewInboundShipment = Insertable<InboundShipmentsTable>;
export type InboundShipmentUpdate = Updateable<InboundShipmentsTable>;
