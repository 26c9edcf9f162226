import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as strings from pg. */
type Cents = ColumnType<string | number, number, number>;

export interface CardsTable {
  id: string;
  user_id: string;
  provider: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  primary: boolean;
  removed: boolean;
  linked_at: Timestamp;
  link_order: number;
  position: string;
}

export interface CardPaymentsTable {
  id: string;
  user_id: string;
  card_id: string | null;
  card_last4: string | null;
  amount_cents: Cents;
  status: 'SUCCESS' | 'FAILED';
  failure: string | null;
  source: string;
  at: Timestamp;
  position: string;
}
export type CardRow = Selectable<CardsTable>;
export type NewCard = Insertable<CardsTable>;
export type CardUpdate = Updateable<CardsTable>;
export type CardPaymentRow = Selectable<CardPaymentsTable>;
export type NewCardPayment = Insertable<CardPaymentsTable>;
export type CardPaymentUpdate = Updateable<CardPaymentsTable>;
