// The fields of Walmart Marketplace answers the connector reads (orders, authentication), as zod schemas. Walmart wraps
// arrays in singular objects (orderLines.orderLine, charges.charge); quantities are whole numbers as text.
import { z } from 'zod';

export const walmartTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const epochMs = z.number().int().nonnegative();

const orderLine = z.object({
  lineNumber: z.string().min(1),
  item: z.object({ sku: z.string() }),
  charges: z.object({
    charge: z.array(z.object({ chargeType: z.string(), chargeAmount: z.object({ amount: z.number() }) })),
  }),
  orderLineQuantity: z.object({ unitOfMeasurement: z.string(), amount: z.string().regex(/^\d+$/, 'not a whole number') }),
  statusDate: epochMs.optional(),
  orderLineStatuses: z.object({ orderLineStatus: z.array(z.object({ status: z.string() })) }),
});
export type WalmartOrderLineAnswer = z.infer<typeof orderLine>;

export const walmartOrderAnswer = z.object({
  purchaseOrderId: z.string().min(1),
  customerOrderId: z.string().min(1),
  orderDate: epochMs,
  shippingInfo: z.object({
    phone: z.string().nullish(),
    postalAddress: z.object({
      name: z.string(),
      address1: z.string(),
      address2: z.string().nullish(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
  }),
  orderLines: z.object({ orderLine: z.array(orderLine) }),
});
export type WalmartOrderAnswer = z.infer<typeof walmartOrderAnswer>;

/** getAnOrder and acknowledgeOrders answer the order wrapped. */
export const walmartOrderWrapped = z.object({ order: walmartOrderAnswer });

/** nextCursor is the query string of the next page, absent on the last. */
export const walmartOrderListAnswer = z.object({
  list: z.object({
    meta: z.object({ nextCursor: z.string().startsWith('?').optional() }),
    elements: z.object({ order: z.array(walmartOrderAnswer) }),
  }),
});

/** updateInventoryForAnItem answers the quantity Walmart now holds. */
export const walmartInventoryAnswer = z.object({ sku: z.string(), quantity: z.object({ amount: z.number().int().nonnegative() }) });
