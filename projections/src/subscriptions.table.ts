import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** A seller's plan now: one row per seller who ever left free. */
export interface SubscriptionsTable {
  user_id: string;
  plan: string;
  status: string;
  amount_cents: number;
  started_at: NullableInstant;
  period_start: NullableInstant;
  period_end: NullableInstant;
  ended_at: NullableInstant;
  upcoming_plan: string | null;
  free_month: boolean;
  used_receiving_minutes: number;
  position: string;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionUpdate = Updateable<SubscriptionsTable>;

/** Every plan start, renewal, scheduled or canceled downgrade and end. */
export interface SubscriptionHistoryTable {
  id: string;
  user_id: string;
  plan: string;
  event: string;
  amount_cents: number;
  discount_cents: number;
  promo_code: string | null;
  period_start: NullableInstant;
  period_end: NullableInstant;
  at: Instant;
  position: string;
}
export type SubscriptionHistoryRow = Selectable<SubscriptionHistoryTable>;
export type NewSubscriptionHistory = Insertable<SubscriptionHistoryTable>;
export type SubscriptionHistoryUpdate = Updateable<SubscriptionHistoryTable>;
