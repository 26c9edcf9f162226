// A Walmart purchase order as our MarketplaceOrder: the purchase order id is the channel's id, the customer order id
// the number the seller sees; line prices come from the PRODUCT charge, which Walmart gives for the whole line.
import { decimalToCents } from '../decimal-cents';
import type { MarketplaceOrder } from '../marketplace-port';
import type { WalmartOrderAnswer, WalmartOrderLineAnswer } from './walmart-answers';

const OPEN = new Set(['Created', 'Acknowledged']);

export const lineStatuses = (line: WalmartOrderLineAnswer): string[] => line.orderLineStatuses.orderLineStatus.map((s) => s.status);

export const isOpenLine = (line: WalmartOrderLineAnswer): boolean => lineStatuses(line).some((s) => OPEN.has(s));

/** Walmart US addresses carry "USA"; we keep ISO 3166-1 alpha-2. */
const countryOf = (country: string): string => (country.toUpperCase() === 'USA' ? 'US' : country.toUpperCase());

function unitPriceCents(line: WalmartOrderLineAnswer, quantity: number): number {
  const lineCents = line.charges.charge
    .filter((c) => c.chargeType === 'PRODUCT')
    .reduce((sum, c) => sum + decimalToCents(c.chargeAmount.amount), 0);
  return quantity > 0 ? Math.round(lineCents / quantity) : lineCents;
}

export function marketplaceOrderOf(order: WalmartOrderAnswer): MarketplaceOrder {
  const lines = order.orderLines.orderLine;
  const address = order.shippingInfo.postalAddress;
  const modifiedAt = Math.max(order.orderDate, ...lines.map((l) => l.statusDate ?? 0));
  return {
    channelOrderId: order.purchaseOrderId,
    number: order.customerOrderId,
    orderedAt: new Date(order.orderDate).toISOString(),
    modifiedAt: new Date(modifiedAt).toISOString(),
    buyer: { fullName: address.name, phone: order.shippingInfo.phone || null },
    address: {
      country: countryOf(address.country),
      region: address.state,
      city: address.city,
      postalCode: address.postalCode,
      line1: address.address1,
      line2: address.address2 || null,
    },
    note: null,
    lines: lines
      .filter((line) => !lineStatuses(line).every((s) => s === 'Cancelled'))
      .map((line) => {
        const quantity = Number(line.orderLineQuantity.amount);
        return { sku: line.item.sku, quantity, priceCents: unitPriceCents(line, quantity), channelLineId: line.lineNumber };
      }),
    fulfillable: lines.some(isOpenLine),
  };
}
