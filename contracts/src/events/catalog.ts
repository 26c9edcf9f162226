// Facts on an inventory-<productId> stream: every unit that moves, why, by which document, and what is left after.
export const STOCK_REASONS = ['INBOUND_SHIPMENT', 'FULFILLMENT', 'STOCK_TAKING', 'FULFILLMENT_RETURN'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type InventoryEvent =
  | { type: 'StockChanged'; data: { reason: StockReason; documentId: string; delta: number; totalAfter: number; comment: string | null; at: string } }
  | { type: 'StockReserved'; data: { documentId: string; quantity: number; reservedAfter: number; at: string } }
  | { type: 'ReservationReleased'; data: { documentId: string; quantity: number; reservedAfter: number; reason: 'CANCELED' | 'FULFILLED'; at: string } };

/** The catalogue facts of a product-<id> stream; quantities live on its inventory stream. */
export interface ProductFacts {
  title: string;
  sku: string;
  barcode: string | null;
  brand: string | null;
  countryOfOrigin: string | null;
  description: string | null;
  photoUrl: string | null;
  priceCents: number;
  unitOfMeasurement: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  dimensions: { length: number; width: number; height: number; unit: 'mm' | 'cm' | 'm' | 'in' | 'ft' | 'yd' } | null;
  weight: { value: number; unit: 'g' | 'kg' | 'lb' | 'oz' } | null;
}

export type ProductEvent =
  | { type: 'ProductCreated'; data: ProductFacts & { productId: string; sellerId: string; createdAt: string } }
  | { type: 'ProductUpdated'; data: { changes: Partial<ProductFacts>; at: string } }
  | { type: 'MeasurementsVerified'; data: { dimensions: boolean; weight: boolean; at: string } }
  | { type: 'ProductDeleted'; data: { at: string } };

/** SKU uniqueness per seller: product-sku-<sellerId>-<sha256(sku)> holds the product that uses it. */
export type SkuClaimEvent = { type: 'SkuClaimed'; data: { productId: string } } | { type: 'SkuReleased'; data: { productId: string } };
