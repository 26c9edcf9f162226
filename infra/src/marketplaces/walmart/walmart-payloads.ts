// Walmart Marketplace API v3 payloads the adapter and its simulator exchange (developer.walmart.com/api/us/mp/orders,
// /auth, /inventory). Walmart wraps arrays in singular objects: orderLines.orderLine, charges.charge.

export interface WalmartQuantity {
  unitOfMeasurement: 'EACH';
  /** A decimal string in orders ("1"). */
  amount: string;
}

export type WalmartLineStatusName = 'Created' | 'Acknowledged' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface WalmartTrackingInfo {
  /** Epoch milliseconds, UTC. */
  shipDateTime: number;
  /** Exactly one of the two: `carrier` from Walmart's list, or `otherCarrier` for a carrier not on it. */
  carrierName: { carrier?: string; otherCarrier?: string };
  methodCode: string;
  trackingNumber: string;
  trackingURL?: string;
}

export interface WalmartLineStatus {
  status: WalmartLineStatusName;
  statusQuantity: WalmartQuantity;
  trackingInfo?: WalmartTrackingInfo;
}

export interface WalmartOrderLine {
  lineNumber: string;
  item: { productName: string; sku: string };
  charges: { charge: { chargeType: 'PRODUCT' | 'SHIPPING'; chargeName: string; chargeAmount: { currency: string; amount: number } }[] };
  orderLineQuantity: WalmartQuantity;
  /** Epoch milliseconds of the line's last status change. */
  statusDate: number;
  orderLineStatuses: { orderLineStatus: WalmartLineStatus[] };
}

export interface WalmartOrder {
  purchaseOrderId: string;
  customerOrderId: string;
  customerEmailId: string;
  /** Epoch milliseconds. */
  orderDate: number;
  shippingInfo: {
    phone: string;
    /** Epoch milliseconds. */
    estimatedDeliveryDate: number;
    estimatedShipDate: number;
    methodCode: string;
    postalAddress: {
      name: string;
      address1: string;
      /** Absent when the address has no second line. */
      address2?: string;
      city: string;
      state: string;
      postalCode: string;
      /** Walmart US sends "USA". */
      country: string;
      addressType: string;
    };
  };
  orderLines: { orderLine: WalmartOrderLine[] };
}

export interface WalmartOrderList {
  list: {
    /** nextCursor is the query string of the next page ("?limit=100&hasMoreElements=true&..."), absent on the last. */
    meta: { totalCount: number; limit: number; nextCursor?: string };
    elements: { order: WalmartOrder[] };
  };
}

export interface WalmartShipment {
  orderShipment: {
    orderLines: {
      orderLine: {
        lineNumber: string;
        /** The seller's order id printed on the return label (at most 30 characters): the customer order id. */
        sellerOrderId: string;
        orderLineStatuses: { orderLineStatus: { status: 'Shipped'; statusQuantity: WalmartQuantity; trackingInfo: WalmartTrackingInfo }[] };
      }[];
    };
  };
}

export interface WalmartInventory {
  sku: string;
  quantity: { unit: 'EACH'; amount: number };
}

export interface WalmartToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds: 900. */
  expires_in: number;
}

/** One entry of Walmart's error answer: {"error":[…]} or {"errors":{"error":[…]}} depending on the API. */
export interface WalmartErrorEntry {
  code: string;
  field?: string;
  description?: string;
  info?: string;
  severity?: 'ERROR' | 'WARN' | 'INFO';
  category?: 'DATA' | 'APPLICATION' | 'SYSTEM' | 'REQUEST';
}

export const walmartErrorBody = (entry: WalmartErrorEntry) => ({ error: [entry] });

export const WALMART_UNAUTHORIZED: WalmartErrorEntry = {
  code: 'UNAUTHORIZED.GMP_GATEWAY_API',
  field: 'UNAUTHORIZED',
  description: 'Unauthorized',
  info: 'Unauthorized token or invalid client id/secret',
  severity: 'ERROR',
  category: 'DATA',
};
