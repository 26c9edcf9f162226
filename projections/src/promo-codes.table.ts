import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface PromoCodesTable {
  id: string;
  code: string;
  discount_percent: number;
  plan: string;
  usage_limit: number | null;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  active: boolean;
  /** Redemptions held now (a released redemption is given back). */
  used_count: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type PromoCodeRow = Selectable<PromoCodesTable>;
export type NewPromoCode = Insertable<PromoCodesTable>;
export type PromoCodeUpdate = Updateable<PromoCodesTable>;
