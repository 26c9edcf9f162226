import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** Card top-ups recorded as requested and not settled yet: what the top-up recovery pass works through. */
export interface WalletPendingTopUpsTable {
  entry_id: string;
  user_id: string;
  amount_cents: ColumnType<string | number, number, number>;
  card_id: string;
  idempotency_key: string;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type WalletPendingTopUpRow = Selectable<WalletPendingTopUpsTable>;
export type NewWalletPendingTopUp = Insertable<WalletPendingTopUpsTable>;
export type WalletPendingTopUpUpdate = Updateable<WalletPendingTopUpsTable>;
