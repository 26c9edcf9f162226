import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface ForwardingShipmentsTable {
  id: string;
  seller_id: string;
  tracking_number: string;
  courier_service: string;
  parcels: number;
  /** Attached files as [{ id, name }]. */
  files: ColumnType<{ id: string; name: string }[], string, string>;
  client_note: string | null;
  manager_note: string | null;
  /** The amount of the last charge attempt; null before the warehouse charges. */
  processing_cost_cents: number | null;
  status: string;
  status_changed_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type ForwardingShipmentRow = Selectable<ForwardingShipmentsTable>;
export type NewForwardingShipment = Insertable<ForwardingShipmentsTable>;
export type ForwardingShipmentUpdate = Updateable<ForwardingShipmentsTable>;
