// A new order on the Amazon simulator, in the Orders 2026-01-01 shape, ready for the seller to ship (UNSHIPPED, MFN).
import { randomInt } from 'node:crypto';
import type { SimulatedOrderInput } from '../simulators/simulator';
import type { AmazonOrder } from './amazon-payloads';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function sandboxAmazonOrder(input: SimulatedOrderInput, marketplaceId: string): AmazonOrder {
  const now = new Date().toISOString();
  const total = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return {
    orderId: `${randomInt(100, 1000)}-${digits(7)}-${digits(7)}`,
    createdTime: now,
    lastUpdatedTime: now,
    salesChannel: { channelName: 'AMAZON', marketplaceId, marketplaceName: 'Amazon.com' },
    buyer: { buyerName: input.buyerName ?? 'Sandbox Buyer', buyerEmail: `${digits(12)}@marketplace.amazon.com` },
    recipient: {
      deliveryAddress: {
        name: input.buyerName ?? 'Sandbox Buyer',
        addressLine1: '410 Terry Ave N',
        city: 'Seattle',
        stateOrRegion: 'WA',
        postalCode: '98109',
        countryCode: 'US',
        phone: '+1 206-266-1000',
      },
    },
    proceeds: { grandTotal: { amount: dollars(total), currencyCode: 'USD' } },
    fulfillment: { fulfillmentStatus: 'UNSHIPPED', fulfilledBy: 'MERCHANT' },
    orderItems: input.lines.map((line) => ({
      orderItemId: digits(14),
      quantityOrdered: line.quantity,
      product: {
        asin: `B0${digits(8)}`,
        title: line.sku,
        sellerSku: line.sku,
        price: { unitPrice: { amount: dollars(line.priceCents), currencyCode: 'USD' } },
      },
      fulfillment: { quantityFulfilled: 0, quantityUnfulfilled: line.quantity },
    })),
  };
}
