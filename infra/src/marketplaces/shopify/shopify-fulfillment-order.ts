// A Shopify fulfillment order assigned to our fulfillment service, as the order we import.
import { decimalToCents } from '../decimal-cents';
import { MarketplaceError, type MarketplaceOrder } from '../marketplace-port';
import type { FulfillmentOrderLineItems, FulfillmentOrderNode } from './shopify-answers';

/** Statuses in which the fulfillment order still wants shipping from us. */
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);

/** A fulfillment order we accepted. */
export function orderOfFulfillmentOrder(node: FulfillmentOrderNode): MarketplaceOrder {
  const to = node.destination;
  return {
    channelOrderId: node.id,
    number: node.order.name,
    orderedAt: node.order.createdAt,
    modifiedAt: node.updatedAt,
    buyer: { fullName: [to?.firstName, to?.lastName].filter(Boolean).join(' '), phone: to?.phone || null },
    address: {
      country: to?.countryCode ?? '',
      region: to?.province ?? '',
      city: to?.city ?? '',
      postalCode: to?.zip ?? '',
      line1: to?.address1 ?? '',
      line2: to?.address2 || null,
    },
    note: node.order.note || null,
    lines: node.lineItems.nodes
      .filter((line) => line.remainingQuantity > 0)
      .map((line) => ({
        sku: line.sku ?? '',
        quantity: line.remainingQuantity,
        priceCents: unitPriceCents(line),
        channelLineId: line.id,
      })),
    fulfillable: FULFILLABLE.has(node.status),
  };
}

/** The unit price the most of the line sold at (financialSummaries replaced the deprecated originalUnitPriceSet). */
function unitPriceCents(line: FulfillmentOrderLineItems['nodes'][number]): number {
  const [main] = [...line.financialSummaries].sort((a, b) => b.quantity - a.quantity);
  if (!main) throw new MarketplaceError('UNAVAILABLE', `Shopify gave no price for fulfillment order line ${line.id}`);
  return decimalToCents(main.originalUnitPriceSet.shopMoney.amount);
}

/** Our carrier names to the tracking companies Shopify recognises (it links their tracking pages). */
const TRACKING_COMPANIES: Record<string, string> = { DHL: 'DHL Express', FEDEX: 'FedEx', USPS: 'USPS', UPS: 'UPS' };

export const trackingCompanyOf = (carrier: string): string => TRACKING_COMPANIES[carrier.toUpperCase()] ?? carrier;
