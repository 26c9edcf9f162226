// Facts on an inventory-<productId> stream: every unit that moves, why, by which document, and what is left after.
export const STOCK_REASONS = ['INBOUND_SHIPMENT', 'FULFILLMENT', 'STOCK_TAKING', 'FULFILLMENT_RETURN'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type InventoryEvent =
  | {
      type: 'StockChanged';
      data: { reason: StockReason; documentId: string; delta: number; totalAfter: number; comment: string | null; at: string };
    }
  | { type: 'StockReserved'; data: { documentId: string; quantity: number; reservedAfter: number; at: string } }
  | {
      type: 'ReservationReleased';
      data: { documentId: string; quantity: number; reservedAfter: number; reason: 'CANCELED' | 'FULFILLED'; at: string };
    }
  /** A planned delivery (inbound shipment) announced: its quantity counts as incoming until it is received or canceled. */
  | { type: 'DeliveryExpected'; data: { documentId: string; quantity: number; incomingAfter: number; at: string } }
  | {
      type: 'ExpectedDeliveryCleared';
      data: { documentId: string; quantity: number; incomingAfter: number; reason: 'RECEIVED' | 'CANCELED'; at: string };
    };

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

/** A product's offer on one sales-channel account, edited by the seller until channel connections exist. */
export interface ChannelListing {
  accountName: string;
  quantityForSale: number;
  priceCents: number;
  link: string | null;
}

/** One listing's quantity for sale before and after managed stock takes over. */
export interface ListingQuantityChange {
  accountName: string;
  from: number;
  to: number;
}

export type ProductEvent =
  | { type: 'ProductCreated'; data: ProductFacts & { productId: string; sellerId: string; createdAt: string } }
  | { type: 'ProductUpdated'; data: { changes: Partial<ProductFacts>; at: string } }
  | { type: 'MeasurementsVerified'; data: { dimensions: boolean; weight: boolean; at: string } }
  | { type: 'ProductDeleted'; data: { at: string } }
  | { type: 'ListingsSet'; data: { listings: ChannelListing[]; at: string } }
  /** Listing quantities now follow available stock; `changes` are the quantities it moved when switched on. */
  | { type: 'ManagedStockEnabled'; data: { changes: ListingQuantityChange[]; at: string } }
  /** Listing quantities are manual again, each kept at the available stock of that moment. */
  | { type: 'ManagedStockDisabled'; data: { quantityForSale: number; at: string } };

/** SKU uniqueness per seller: product-sku-<sellerId>-<sha256(sku)> holds the product that uses it. */
export type SkuClaimEvent = { type: 'SkuClaimed'; data: { productId: string } } | { type: 'SkuReleased'; data: { productId: string } };

/** A seller's starting values for new products; each set replaces the whole. */
export interface ProductDefaults {
  countryOfOrigin: string | null;
  unitOfMeasurement: string | null;
  dimensions: ProductFacts['dimensions'];
  weight: ProductFacts['weight'];
}

/** The product-defaults-<userId> stream. */
export type ProductDefaultsEvent = { type: 'ProductDefaultsSet'; data: { defaults: ProductDefaults; at: string } };
