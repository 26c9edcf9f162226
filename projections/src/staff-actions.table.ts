import type { ColumnType, Selectable } from 'kysely';
import type { StaffActionDocument } from '@ledgerhouse/contracts';

/** One event written while a staff member acted as the seller (the event's impersonatorId). */
export interface StaffActionsTable {
  position: string;
  seller_id: string;
  impersonator_id: string;
  type: string;
  at: ColumnType<Date, Date | string, Date | string>;
  document: StaffActionDocument;
  document_id: string;
  /** What the event itself names (a product's SKU, an endpoint's URL, a channel's name), else null. Never a secret. */
  subject: string | null;
}
export type StaffActionRow = Selectable<StaffActionsTable>;
