// Orders as the eBay simulator holds them: Sell Fulfillment API Order objects built from a test's order input.
import type { SimulatedOrderInput } from '../simulators/simulator';
import type { EbayOrder } from './ebay-order';

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const digits = (n: number, width: number) => String(n).padStart(width, '0');

/** The fields the connector reads, and the payment and total every eBay order also carries. */
export type SimulatedEbayOrder = EbayOrder & { orderPaymentStatus: 'PAID'; pricingSummary: { total: { value: string; currency: string } } };

/** The n-th order the simulator sells: ids in eBay's formats (orderId 12-34567-89012, legacy itemId-transactionId). */
export function simulatedEbayOrder(n: number, input: SimulatedOrderInput, at: string): SimulatedEbayOrder {
  const orderId = `${digits(10 + (n % 90), 2)}-${digits(10_000 + n, 5)}-${digits(50_000 + n, 5)}`;
  const total = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const fullName = input.buyerName ?? `Sandbox Buyer ${n}`;
  return {
    orderId,
    legacyOrderId: `1100${digits(n, 8)}-2300${digits(n, 8)}`,
    creationDate: at,
    lastModifiedDate: at,
    orderFulfillmentStatus: 'NOT_STARTED',
    cancelStatus: { cancelState: 'NONE_REQUESTED' },
    buyer: { username: `sandbox_buyer_${n}` },
    fulfillmentStartInstructions: [
      {
        shippingStep: {
          shipTo: {
            fullName,
            contactAddress: {
              addressLine1: `${100 + (n % 900)} Market Street`,
              city: 'San Jose',
              stateOrProvince: 'CA',
              postalCode: '95113',
              countryCode: 'US',
            },
            primaryPhone: { phoneNumber: '4085550100' },
          },
        },
      },
    ],
    lineItems: input.lines.map((line, index) => ({
      lineItemId: `${10_000_000_000 + n * 100 + index}`,
      sku: line.sku,
      title: `Sandbox listing ${line.sku}`,
      quantity: line.quantity,
      lineItemCost: { value: decimal(line.priceCents * line.quantity), currency: 'USD' },
    })),
    orderPaymentStatus: 'PAID',
    pricingSummary: { total: { value: decimal(total), currency: 'USD' } },
  };
}
