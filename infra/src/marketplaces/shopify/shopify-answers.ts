// The data of each GraphQL Admin API operation the connector sends (shopify-operations.ts), as zod schemas of the
// fields it selects: nullable where the schema is, so a null Shopify may send is read, and a surprise is a MarketplaceError.
import { z } from 'zod';
import { instantText } from '../answer-schema';

const userErrors = z.array(z.object({ field: z.array(z.string()).nullable(), message: z.string(), code: z.string().nullish() }));
export type UserError = z.infer<typeof userErrors>[number];

const fulfillmentService = z.object({
  id: z.string(),
  serviceName: z.string(),
  callbackUrl: z.string().nullable(),
  location: z.object({ id: z.string() }).nullable(),
});
export type FulfillmentServiceNode = z.infer<typeof fulfillmentService>;

export const shopInfoData = z.object({
  shop: z.object({ name: z.string(), fulfillmentServices: z.array(fulfillmentService) }),
});

const serviceChange = z.object({ fulfillmentService: fulfillmentService.nullable(), userErrors });
export const fulfillmentServiceCreateData = z.object({ fulfillmentServiceCreate: serviceChange });
export const fulfillmentServiceUpdateData = z.object({ fulfillmentServiceUpdate: serviceChange });

const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

const lineItems = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      sku: z.string().nullable(),
      remainingQuantity: z.number().int(),
      /** The line's prices by quantity; one entry unless parts of the quantity sold at different prices. */
      financialSummaries: z.array(
        z.object({ quantity: z.number().int(), originalUnitPriceSet: z.object({ shopMoney: z.object({ amount: z.string() }) }) }),
      ),
    }),
  ),
  pageInfo,
});
export type FulfillmentOrderLineItems = z.infer<typeof lineItems>;

const text = z.string().nullable();
const fulfillmentOrder = z.object({
  id: z.string(),
  status: z.string(),
  updatedAt: instantText,
  order: z.object({ name: z.string(), createdAt: instantText, note: text }),
  destination: z
    .object({
      firstName: text,
      lastName: text,
      phone: text,
      address1: text,
      address2: text,
      city: text,
      province: text,
      zip: text,
      countryCode: text,
    })
    .nullable(),
  lineItems,
});
export type FulfillmentOrderNode = z.infer<typeof fulfillmentOrder>;

export const assignedFulfillmentOrdersData = z.object({
  assignedFulfillmentOrders: z.object({ nodes: z.array(fulfillmentOrder), pageInfo }),
});

export const fulfillmentOrderLineItemsData = z.object({ fulfillmentOrder: z.object({ lineItems }).nullable() });

export const acceptFulfillmentRequestData = z.object({ fulfillmentOrderAcceptFulfillmentRequest: z.object({ userErrors }) });

export const fulfillmentCreateData = z.object({ fulfillmentCreate: z.object({ userErrors }) });

export const fulfillmentOrderStatusData = z.object({
  fulfillmentOrder: z.object({ status: z.string(), requestStatus: z.string() }).nullable(),
});

export const variantsBySkuData = z.object({
  productVariants: z.object({ nodes: z.array(z.object({ sku: z.string().nullable(), inventoryItem: z.object({ id: z.string() }) })) }),
});

export const inventoryLevelsData = z.object({
  nodes: z.array(
    z
      .object({
        id: z.string().optional(),
        inventoryLevel: z.object({ quantities: z.array(z.object({ name: z.string(), quantity: z.number().int() })) }).nullish(),
      })
      .nullable(),
  ),
});

export const inventorySetQuantitiesData = z.object({ inventorySetQuantities: z.object({ userErrors }) });
