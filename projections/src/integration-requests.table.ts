import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface IntegrationRequestsTable {
  id: string;
  marketplace: string;
  website: string | null;
  contact_email: string;
  comment: string | null;
  status: string;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type IntegrationRequestRow = Selectable<IntegrationRequestsTable>;
export type NewIntegrationRequestRow = Insertable<IntegrationRequestsTable>;
