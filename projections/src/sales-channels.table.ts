import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One row per sales channel; a deleted channel keeps its row (`deleted`) and leaves every list. Never credentials. */
export interface SalesChannelsTable {
  id: string;
  seller_id: string;
  marketplace: string;
  name: string;
  account_name: string;
  country: string | null;
  status: string;
  /** SELLER or SELLER_BLOCKED while DEACTIVATED; else null. */
  deactivated_reason: string | null;
  sandbox: boolean;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  connected_at: ColumnType<Date, Date | string, Date | string>;
  last_import_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_failure_code: string | null;
  last_failure_message: string | null;
  last_failure_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  position: string;
}
export type SalesChannelRow = Selectable<SalesChannelsTable>;
export type NewSalesChannelRow = Insertable<SalesChannelsTable>;
export type SalesChannelRowUpdate = Updateable<SalesChannelsTable>;
