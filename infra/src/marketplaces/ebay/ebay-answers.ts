// The fields of eBay answers the connector reads (Sell Fulfillment v1, Sell Inventory v1, Commerce Identity v1 and the
// OAuth token endpoint), as zod schemas: everything eBay marks optional stays optional.
import { z } from 'zod';
import { instantText } from '../answer-schema';

export const ebayTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
});

export const ebayUserAnswer = z.object({ username: z.string().trim().min(1) });

const address = z.object({
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  stateOrProvince: z.string().optional(),
  postalCode: z.string().optional(),
  countryCode: z.string().optional(),
});

export const ebayOrderAnswer = z.object({
  orderId: z.string().min(1),
  creationDate: instantText,
  lastModifiedDate: instantText,
  orderFulfillmentStatus: z.string(),
  cancelStatus: z.object({ cancelState: z.string().optional() }).optional(),
  buyer: z.object({ username: z.string().optional() }).optional(),
  buyerCheckoutNotes: z.string().optional(),
  fulfillmentStartInstructions: z
    .array(
      z.object({
        shippingStep: z
          .object({
            shipTo: z
              .object({
                fullName: z.string().optional(),
                contactAddress: address.optional(),
                primaryPhone: z.object({ phoneNumber: z.string().optional() }).optional(),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  lineItems: z.array(
    z.object({
      lineItemId: z.string().min(1),
      sku: z.string().optional(),
      quantity: z.number().int().positive(),
      lineItemCost: z.object({ value: z.string(), currency: z.string() }),
    }),
  ),
});
export type EbayOrderAnswer = z.infer<typeof ebayOrderAnswer>;

/** `next` is eBay's link to the following page; its offset is read by the connector. */
export const ebayOrdersAnswer = z.object({ orders: z.array(ebayOrderAnswer).default([]), next: z.string().optional() });

export const ebayFulfillmentsAnswer = z.object({
  fulfillments: z.array(z.object({ fulfillmentId: z.string(), shipmentTrackingNumber: z.string().optional() })).default([]),
});

export const ebayBulkQuantityAnswer = z.object({
  responses: z
    .array(
      z.object({
        sku: z.string().optional(),
        statusCode: z.number().int().optional(),
        errors: z.array(z.object({ message: z.string().optional() })).optional(),
      }),
    )
    .default([]),
});
