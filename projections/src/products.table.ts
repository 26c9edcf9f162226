import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface ProductsTable {
  id: string;
  seller_id: string;
  title: string;
  sku: string;
  barcode: string | null;
  brand: string | null;
  country_of_origin: string | null;
  description: string | null;
  photo_url: string | null;
  price_cents: ColumnType<number, number, number>;
  unit_of_measurement: string | null;
  status: string;
  dimensions: Json<{ length: number; width: number; height: number; unit: string } | null>;
  weight: Json<{ value: number; unit: string } | null>;
  dimensions_verified: boolean;
  weight_verified: boolean;
  total: number;
  reserved: number;
  available: number;
  deleted: boolean;
  managed_stock: Generated<boolean>;
  /** Stored (manual) quantities: { accountName, quantityForSale, priceCents, link }[]. */
  listings: ColumnType<
    { accountName: string; quantityForSale: number; priceCents: number; link: string | null }[],
    string | undefined,
    string
  >;
  /** Connection state: at least one listing. */
  listed: Generated<boolean>;
  incoming: Generated<number>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: string;
}
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
