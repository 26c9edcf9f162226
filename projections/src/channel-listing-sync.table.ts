import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** One sales channel as the stock sync sees it: whose it is, which listing account names point at it, whether it takes pushes. */
export interface ChannelListingSyncChannelsTable {
  channel_id: string;
  seller_id: string;
  marketplace: string;
  /** Lower-cased channel name and marketplace account name: a listing whose account name is one of them is on this channel. */
  match_names: string[];
  /** The channel's status (SalesChannelStatus); only ACTIVE channels take pushes. */
  status: string;
}

/** One product as the stock sync sees it: its listing account names (lower-cased), managed stock and available units. */
export interface ChannelListingSyncProductsTable {
  product_id: string;
  seller_id: string;
  sku: string;
  title: string;
  account_names: string[];
  managed_stock: boolean;
  total: number;
  reserved: number;
  deleted: boolean;
}

/** Per (channel, product listed on it): our quantity for sale against what the marketplace last acknowledged. */
export interface ChannelListingSyncTable {
  channel_id: string;
  product_id: string;
  seller_id: string;
  sku: string;
  title: string;
  /** Available stock (never below 0) while managed stock is on; null when the listing's quantity is manual (not pushed). */
  our_quantity: number | null;
  our_changed_at: Instant;
  channel_active: boolean;
  /** The last push's outcome, whatever it was. */
  pushed_quantity: number | null;
  pushed_status: 'ACCEPTED' | 'PENDING' | 'REJECTED' | null;
  pushed_message: string | null;
  pushed_at: Instant | null;
  /** The last quantity the marketplace accepted, and when. */
  acknowledged_quantity: number | null;
  acknowledged_at: Instant | null;
  position: string;
}
export type ChannelListingSyncRow = Selectable<ChannelListingSyncTable>;
export type NewChannelListingSync = Insertable<ChannelListingSyncTable>;
export type ChannelListingSyncUpdate = Updateable<ChannelListingSyncTable>;
