// The Etsy Open API v3 payloads this adapter reads and writes (developers.etsy.com/documentation/reference), shared by
// the connector and its simulator so both speak the same shapes.

/** Etsy money: `amount / divisor` in `currency_code` (e.g. 1999 / 100 USD). */
export interface EtsyMoney {
  amount: number;
  divisor: number;
  currency_code: string;
}

export interface EtsyTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export interface EtsyShop {
  shop_id: number;
  shop_name: string;
  user_id: number;
  currency_code: string;
}

export interface EtsyTransaction {
  transaction_id: number;
  listing_id: number;
  product_id: number;
  title: string;
  sku: string | null;
  quantity: number;
  price: EtsyMoney;
}

export interface EtsyShipment {
  receipt_shipping_id: number;
  shipment_notification_timestamp: number;
  carrier_name: string;
  tracking_code: string;
}

/** status: "paid", "completed", "open", "payment processing", "canceled", "fully refunded", "partially refunded". */
export interface EtsyReceipt {
  receipt_id: number;
  name: string;
  first_line: string;
  second_line: string | null;
  city: string;
  state: string | null;
  zip: string;
  country_iso: string;
  status: string;
  message_from_buyer: string | null;
  is_paid: boolean;
  is_shipped: boolean;
  create_timestamp: number;
  updated_timestamp: number;
  grandtotal: EtsyMoney;
  shipments: EtsyShipment[];
  transactions: EtsyTransaction[];
}

export interface EtsyPage<T> {
  count: number;
  results: T[];
}

export interface EtsyListing {
  listing_id: number;
  shop_id: number;
  title: string;
  state: string;
  quantity: number;
  skus: string[];
}

export interface EtsyPropertyValue {
  property_id: number;
  property_name: string;
  scale_id: number | null;
  value_ids: number[];
  values: string[];
}

export interface EtsyOffering {
  offering_id: number;
  quantity: number;
  is_enabled: boolean;
  is_deleted: boolean;
  price: EtsyMoney;
  /** The listing's processing profile; null where Etsy does not say (not an active physical listing). */
  readiness_state_id: number | null;
}

export interface EtsyProduct {
  product_id: number;
  sku: string;
  is_deleted: boolean;
  offerings: EtsyOffering[];
  property_values: EtsyPropertyValue[];
}

export interface EtsyInventory {
  products: EtsyProduct[];
  price_on_property: number[];
  quantity_on_property: number[];
  sku_on_property: number[];
}

/** updateListingInventory takes the whole inventory back without ids (property values as read), each price a decimal number. */
export interface EtsyInventoryUpdate {
  products: {
    sku: string;
    property_values: { property_id: number; [field: string]: unknown }[];
    offerings: { price: number; quantity: number; is_enabled: boolean; readiness_state_id: number | null }[];
  }[];
  price_on_property: number[];
  quantity_on_property: number[];
  sku_on_property: number[];
}

/** Every Etsy error body; OAuth errors add error_description. */
export interface EtsyError {
  error: string;
  error_description?: string;
}

export const ETSY_SCOPES = ['transactions_r', 'transactions_w', 'listings_r', 'listings_w', 'shops_r'] as const;
export const ETSY_PAGE_LIMIT = 100;
/** Etsy refuses an offering quantity above 999. */
export const ETSY_MAX_QUANTITY = 999;
/** Etsy refuses timestamps before 2000-01-01 (e.g. min_last_modified). */
export const ETSY_EARLIEST_TIMESTAMP = 946_684_800;
