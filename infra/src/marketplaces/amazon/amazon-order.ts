// An SP-API order (Orders 2026-01-01, items inline) as our MarketplaceOrder: the Amazon order id is both the channel's id
// and the number the seller knows; prices are the items' unit prices in exact cents.
import { decimalToCents } from '../decimal-cents';
import type { MarketplaceOrder } from '../marketplace-port';
import type { AmazonOrderAnswer } from './amazon-answers';

/** Ready for the seller to ship: payment authorized and not yet (wholly) shipped or cancelled. */
const SHIPPABLE = new Set(['UNSHIPPED', 'PARTIALLY_SHIPPED']);

export function marketplaceOrderOf(order: AmazonOrderAnswer): MarketplaceOrder {
  const address = order.recipient?.deliveryAddress;
  return {
    channelOrderId: order.orderId,
    number: order.orderId,
    orderedAt: new Date(order.createdTime).toISOString(),
    modifiedAt: new Date(order.lastUpdatedTime).toISOString(),
    buyer: { fullName: address?.name ?? order.buyer?.buyerName ?? '', phone: address?.phone || null },
    address: {
      country: address?.countryCode ?? '',
      region: address?.stateOrRegion ?? '',
      city: address?.city ?? '',
      postalCode: address?.postalCode ?? '',
      line1: address?.addressLine1 ?? '',
      line2: address?.addressLine2 || null,
    },
    note: null,
    lines: order.orderItems.map((item) => ({
      sku: item.product.sellerSku ?? '',
      quantity: item.quantityOrdered,
      priceCents: item.product.price ? decimalToCents(item.product.price.unitPrice.amount) : 0,
      channelLineId: item.orderItemId,
    })),
    fulfillable:
      order.fulfillment?.fulfilledBy === 'MERCHANT' && SHIPPABLE.has(order.fulfillment.fulfillmentStatus) && address !== undefined,
  };
}
