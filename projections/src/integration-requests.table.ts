import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface IntegrationRequestsTable {
  id: string;
  /** The seller who asked; null only for a request whose event names no seller. */
  seller_id: string | null;
  marketplace: string;
  website: string | null;
  contact_email: string;
  comment: string | null;
  status: string;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type IntegrationRequestRow = Selectable<IntegrationRequestsTable>;
export type NewIntegrationRequest = Insertable<IntegrationRequestsTable>;
export type IntegrationRequestUpdate = Updateable<IntegrationRequestsTable>;
export type NewIntegrationRequestRow = Insertable<IntegrationRequestsTable>;
