// Selling Partner API payloads the adapter and its simulator exchange: Login with Amazon tokens, Sellers v1,
// Orders 2026-01-01 (searchOrders, getOrder; models/orders-api-model/orders_2026-01-01.json), Orders v0 confirmShipment
// and Listings Items 2021-08-01 patchListingsItem. Amounts are decimal strings.

/** Amazon.com (US). */
export const DEFAULT_AMAZON_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/** LWA refuses with {"error": "invalid_client" | "invalid_grant" | …, "error_description": …}. */
export interface LwaError {
  error: string;
  error_description: string;
}

export interface SpApiError {
  code: string;
  message: string;
  details?: string;
}

export interface SpApiErrors {
  errors: SpApiError[];
}

export interface AmazonMoney {
  amount: string;
  currencyCode: string;
}

export type AmazonFulfillmentStatus =
  'PENDING_AVAILABILITY' | 'PENDING' | 'UNSHIPPED' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'CANCELLED' | 'UNFULFILLABLE';

export interface AmazonOrderItem {
  orderItemId: string;
  quantityOrdered: number;
  product: { asin: string; title: string; sellerSku: string; price?: { unitPrice: AmazonMoney } };
  fulfillment?: { quantityFulfilled: number; quantityUnfulfilled: number };
}

export interface AmazonOrder {
  orderId: string;
  createdTime: string;
  lastUpdatedTime: string;
  salesChannel: { channelName: 'AMAZON' | 'NON_AMAZON'; marketplaceId: string; marketplaceName?: string };
  buyer?: { buyerName?: string; buyerEmail?: string };
  recipient?: {
    deliveryAddress: {
      name: string;
      addressLine1: string;
      addressLine2?: string;
      city: string;
      stateOrRegion: string;
      postalCode: string;
      countryCode: string;
      phone?: string;
    };
  };
  proceeds?: { grandTotal: AmazonMoney };
  fulfillment?: { fulfillmentStatus: AmazonFulfillmentStatus; fulfilledBy: 'MERCHANT' | 'AMAZON' };
  orderItems: AmazonOrderItem[];
  packages?: { packageReferenceId: string; carrier: string; trackingNumber: string; shipTime: string }[];
}

export interface SearchOrdersResponse {
  orders: AmazonOrder[];
  /** nextToken goes back as the paginationToken query parameter; absent on the last page. */
  pagination?: { nextToken?: string };
  lastUpdatedBefore?: string;
}

export interface ConfirmShipmentRequest {
  packageDetail: {
    packageReferenceId: string;
    carrierCode: string;
    /** Required when carrierCode is "Other". */
    carrierName?: string;
    shippingMethod?: string;
    trackingNumber: string;
    shipDate: string;
    orderItems: { orderItemId: string; quantity: number }[];
  };
  marketplaceId: string;
}

export interface ListingsPatchRequest {
  productType: string;
  patches: { op: 'add' | 'replace' | 'merge' | 'delete'; path: string; value: { fulfillment_channel_code: string; quantity: number }[] }[];
}

export interface ListingsItemSubmissionResponse {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues?: { code: string; message: string; severity: 'ERROR' | 'WARNING' | 'INFO'; attributeNames?: string[]; categories: string[] }[];
}

export const spApiErrors = (code: string, message: string, details = ''): SpApiErrors => ({ errors: [{ code, message, details }] });
