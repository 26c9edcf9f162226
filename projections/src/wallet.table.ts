import type { SpendingReference } from '@ledgerhouse/contracts';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as strings from pg. */
type Cents = ColumnType<string | number, number, number>;

export interface WalletBalancesTable {
  user_id: string;
  balance_cents: Cents;
  auto_enabled: boolean;
  auto_minimum_cents: Cents;
  auto_trigger_cents: ColumnType<string | number | null, number | null, number | null>;
  pending_request_id: string | null;
  last_failure: string | null;
  last_failure_amount_cents: ColumnType<string | number | null, number | null, number | null>;
  last_failure_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  position: string;
}

export interface WalletTopUpsTable {
  id: string;
  user_id: string;
  source: string;
  amount_cents: Cents;
  balance_after_cents: Cents;
  card_id: string | null;
  comment: string | null;
  actor_id: string | null;
  /** A REFUND's spending: its purpose and document (null on other top-ups and on refunds projected before it). */
  refund_purpose: ColumnType<string | null, string | null | undefined, string | null>;
  refund_document_id: ColumnType<string | null, string | null | undefined, string | null>;
  at: Timestamp;
  position: string;
}

export interface WalletSpendingsTable {
  id: string;
  user_id: string;
  purpose: string;
  amount_cents: Cents;
  balance_after_cents: Cents;
  document_id: string;
  notes: string | null;
  /** contracts SpendingReference, null on staff spendings. */
  reference: ColumnType<SpendingReference | null, string | null, string | null>;
  at: Timestamp;
  position: string;
}
export type WalletBalanceRow = Selectable<WalletBalancesTable>;
export type NewWalletBalance = Insertable<WalletBalancesTable>;
export type WalletBalanceUpdate = Updateable<WalletBalancesTable>;
export type WalletTopUpRow = Selectable<WalletTopUpsTable>;
export type NewWalletTopUp = Insertable<WalletTopUpsTable>;
export type WalletTopUpUpdate = Updateable<WalletTopUpsTable>;
export type WalletSpendingRow = Selectable<WalletSpendingsTable>;
export type NewWalletSpending = Insertable<WalletSpendingsTable>;
export type WalletSpendingUpdate = Updateable<WalletSpendingsTable>;
