// The fields of Selling Partner API and Login with Amazon answers the connector reads, as zod schemas (Sellers v1,
// Orders 2026-01-01, Listings Items 2021-08-01): what Amazon may leave out stays optional.
import { z } from 'zod';
import { instantText } from '../answer-schema';

export const lwaTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

export const participationsAnswer = z.object({
  payload: z.array(z.object({ marketplace: z.object({ id: z.string() }), storeName: z.string().optional() })).default([]),
});

const money = z.object({ amount: z.string() });

export const amazonOrderAnswer = z.object({
  orderId: z.string().min(1),
  createdTime: instantText,
  lastUpdatedTime: instantText,
  buyer: z.object({ buyerName: z.string().optional() }).optional(),
  recipient: z
    .object({
      deliveryAddress: z
        .object({
          name: z.string().optional(),
          addressLine1: z.string().optional(),
          addressLine2: z.string().optional(),
          city: z.string().optional(),
          stateOrRegion: z.string().optional(),
          postalCode: z.string().optional(),
          countryCode: z.string().optional(),
          phone: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  fulfillment: z.object({ fulfillmentStatus: z.string(), fulfilledBy: z.string().optional() }).optional(),
  orderItems: z.array(
    z.object({
      orderItemId: z.string().min(1),
      quantityOrdered: z.number().int().nonnegative(),
      product: z.object({ sellerSku: z.string().optional(), price: z.object({ unitPrice: money }).optional() }),
      fulfillment: z.object({ quantityUnfulfilled: z.number().int().nonnegative() }).optional(),
    }),
  ),
});
export type AmazonOrderAnswer = z.infer<typeof amazonOrderAnswer>;

export const searchOrdersAnswer = z.object({
  orders: z.array(amazonOrderAnswer),
  pagination: z.object({ nextToken: z.string().optional() }).optional(),
});

export const getOrderAnswer = z.object({ order: amazonOrderAnswer });

export const listingsSubmissionAnswer = z.object({
  status: z.string(),
  issues: z.array(z.object({ code: z.string(), message: z.string(), severity: z.string() })).default([]),
});
