// A new purchase order on the Walmart simulator in the v3 shape: Created lines, a US address, the line's PRODUCT charge.
import { randomBytes, randomInt } from 'node:crypto';
import type { SimulatedOrderInput } from '../simulators/simulator';
import type { WalmartOrder } from './walmart-payloads';

const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

export function sandboxWalmartOrder(input: SimulatedOrderInput): WalmartOrder {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  return {
    purchaseOrderId: digits(13),
    customerOrderId: digits(13),
    customerEmailId: `${randomBytes(16).toString('hex').toUpperCase()}@relay.walmart.com`,
    orderDate: now,
    shippingInfo: {
      phone: '2025551234',
      estimatedDeliveryDate: now + 5 * day,
      estimatedShipDate: now + day,
      methodCode: 'Value',
      postalAddress: {
        name: input.buyerName ?? 'Sandbox Buyer',
        address1: '702 SW 8th St',
        city: 'Bentonville',
        state: 'AR',
        postalCode: '72716',
        country: 'USA',
        addressType: 'RESIDENTIAL',
      },
    },
    orderLines: {
      orderLine: input.lines.map((line, index) => ({
        lineNumber: String(index + 1),
        item: { productName: line.sku, sku: line.sku },
        charges: {
          charge: [
            {
              chargeType: 'PRODUCT',
              chargeName: 'ItemPrice',
              chargeAmount: { currency: 'USD', amount: (line.priceCents * line.quantity) / 100 },
            },
          ],
        },
        orderLineQuantity: { unitOfMeasurement: 'EACH', amount: String(line.quantity) },
        statusDate: now,
        orderLineStatuses: {
          orderLineStatus: [{ status: 'Created', statusQuantity: { unitOfMeasurement: 'EACH', amount: String(line.quantity) } }],
        },
      })),
    },
  };
}
