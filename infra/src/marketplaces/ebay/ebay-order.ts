// eBay's Order (Sell Fulfillment API, getOrders) as the simulator gives it, and the mapping of what we read of it
// (ebay-answers.ts) to a MarketplaceOrder.
import { decimalToCents } from '../decimal-cents';
import type { MarketplaceOrder } from '../marketplace-port';
import type { EbayOrderAnswer } from './ebay-answers';

export interface EbayAmount {
  value: string;
  currency: string;
}

export interface EbayLineItem {
  lineItemId: string;
  sku?: string;
  title?: string;
  quantity: number;
  lineItemCost: EbayAmount;
}

export interface EbayShipTo {
  fullName?: string;
  contactAddress?: {
    addressLine1?: string;
    addressLine2?: string;
    city?: string;
    stateOrProvince?: string;
    postalCode?: string;
    countryCode?: string;
  };
  primaryPhone?: { phoneNumber?: string };
}

export interface EbayOrder {
  orderId: string;
  legacyOrderId?: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';
  cancelStatus?: { cancelState?: 'CANCELED' | 'IN_PROGRESS' | 'NONE_REQUESTED' };
  buyer?: { username?: string };
  buyerCheckoutNotes?: string;
  fulfillmentStartInstructions?: { shippingStep?: { shipTo?: EbayShipTo } }[];
  lineItems: EbayLineItem[];
}

export function marketplaceOrderOf(order: EbayOrderAnswer): MarketplaceOrder {
  const shipTo = order.fulfillmentStartInstructions?.[0]?.shippingStep?.shipTo ?? {};
  const address = shipTo.contactAddress ?? {};
  return {
    channelOrderId: order.orderId,
    number: order.orderId,
    orderedAt: new Date(order.creationDate).toISOString(),
    modifiedAt: new Date(order.lastModifiedDate).toISOString(),
    buyer: { fullName: shipTo.fullName ?? order.buyer?.username ?? '', phone: shipTo.primaryPhone?.phoneNumber ?? null },
    address: {
      country: address.countryCode ?? '',
      region: address.stateOrProvince ?? '',
      city: address.city ?? '',
      postalCode: address.postalCode ?? '',
      line1: address.addressLine1 ?? '',
      line2: address.addressLine2 || null,
    },
    note: order.buyerCheckoutNotes || null,
    // lineItemCost is the line's total (unit price times quantity); our lines carry the price per piece.
    lines: order.lineItems.map((line) => ({
      sku: line.sku ?? '',
      quantity: line.quantity,
      priceCents: Math.round(decimalToCents(line.lineItemCost.value) / line.quantity),
      channelLineId: line.lineItemId,
    })),
    fulfillable: order.orderFulfillmentStatus !== 'FULFILLED' && order.cancelStatus?.cancelState !== 'CANCELED',
  };
}
