import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One row per change of a product's stock (or of its stored volume): the product's and its seller's stock after it. */
export interface InsightsStockChangesTable {
  position: string;
  seller_id: string;
  /** The row's place among the seller's rows (1, 2, …), in the order they were applied. */
  seq: number;
  product_id: string;
  /** When the event was recorded: the instant an as-of read of the stream starts to include it. */
  at: ColumnType<Date, Date | string, Date | string>;
  cause: string;
  document_id: string;
  /** How the product's total moved (negative for units out). */
  total_delta: number;
  total: number;
  reserved: number;
  available: number;
  seller_total: number;
  seller_reserved: number;
  seller_available: number;
  seller_cubic_feet: number;
  /** ∫ seller_total dt from the seller's first change up to this one, in unit-seconds. */
  seller_unit_seconds: number;
}

/** The projector's own running state per product (seller, stock, one unit's volume). */
export interface InsightsStockProductsTable {
  product_id: string;
  seller_id: string;
  total: number;
  reserved: number;
  unit_micro_cubic_feet: number;
}

/** The projector's own running state per seller: all their products together. */
export interface InsightsStockSellersTable {
  seller_id: string;
  /** The seq of the seller's last row. */
  seq: number;
  total: number;
  reserved: number;
  micro_cubic_feet: number;
  /** The instant of the seller's last row, and its seller_unit_seconds. */
  last_at: ColumnType<Date, Date | string, Date | string>;
  unit_seconds: number;
}

export type InsightsStockChangeRow = Selectable<InsightsStockChangesTable>;
export type NewInsightsStockChange = Insertable<InsightsStockChangesTable>;
export type InsightsStockChangeUpdate = Updateable<InsightsStockChangesTable>;
export type InsightsStockProductRow = Selectable<InsightsStockProductsTable>;
export type NewInsightsStockProduct = Insertable<InsightsStockProductsTable>;
export type InsightsStockProductUpdate = Updateable<InsightsStockProductsTable>;
export type InsightsStockSellerRow = Selectable<InsightsStockSellersTable>;
export type NewInsightsStockSeller = Insertable<InsightsStockSellersTable>;
export type InsightsStockSellerUpdate = Updateable<InsightsStockSellersTable>;
