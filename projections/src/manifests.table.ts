import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One manifest: a carrier's end-of-day handover of packed parcels. */
export interface ManifestsTable {
  id: string;
  number: string;
  carrier: string;
  status: string;
  order_ids: ColumnType<string[], string, string>;
  scan_form_file_id: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
  closed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  position: string;
}
export type ManifestRowRecord = Selectable<ManifestsTable>;
export type NewManifest = Insertable<ManifestsTable>;
export type ManifestUpdate = Updateable<ManifestsTable>;
