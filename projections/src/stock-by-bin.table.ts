import type { Insertable, Selectable, Updateable } from 'kysely';

/** Units of one product in one bin (placed by inbound; picking will take them out). */
export interface StockByBinTable {
  location_code: string;
  product_id: string;
  seller_id: string;
  quantity: number;
  position: string;
}
export type StockByBinRow = Selectable<StockByBinTable>;
export type NewStockByBin = Insertable<StockByBinTable>;
export type StockByBinUpdate = Updateable<StockByBinTable>;
