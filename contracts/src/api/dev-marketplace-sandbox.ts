// The embedded start's sandbox marketplaces (local simulators; absent in production): what a seller types to connect
// one, and the hooks a newcomer or a browser test uses to place orders in a sandbox store and read the tracking it got.
import { z } from 'zod';
import { salesChannelMarketplace } from './sales-channels';
import { defineRoute } from './route';

const marketplaceParams = z.object({ marketplace: salesChannelMarketplace });

export const sandboxOrderInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            sku: z.string().trim().min(1).max(100),
            quantity: z.number().int().min(1).max(1000),
            priceCents: z.number().int().min(0),
          })
          .strict(),
      )
      .min(1)
      .max(50),
    buyerName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const devMarketplaceSandboxRoutes = {
  stores: defineRoute({
    method: 'GET',
    path: '/dev/marketplace-sandbox',
    summary: 'The sandbox stores of the embedded start (not in production): per marketplace, the credentials that connect one',
    tag: 'dev',
    response: z.object({
      /** {} for eBay and Etsy, which connect by redirect; a marketplace missing here has no sandbox. */
      stores: z.partialRecord(salesChannelMarketplace, z.record(z.string(), z.string())),
    }),
  }),
  addOrders: defineRoute({
    method: 'POST',
    path: '/dev/marketplace-sandbox/:marketplace/orders',
    summary: 'New orders in a sandbox store (not in production), as buyers would place them on the marketplace',
    tag: 'dev',
    params: marketplaceParams,
    body: z.object({ orders: z.array(sandboxOrderInput).min(1).max(100) }).strict(),
    response: z.object({ orders: z.array(z.object({ channelOrderId: z.string(), number: z.string() })) }),
    status: 201,
  }),
  tracking: defineRoute({
    method: 'GET',
    path: '/dev/marketplace-sandbox/:marketplace/orders/:channelOrderId/tracking',
    summary: 'The tracking a sandbox store recorded for one of its orders (not in production); null before any',
    tag: 'dev',
    params: marketplaceParams.extend({ channelOrderId: z.string().min(1).max(200) }),
    response: z.object({ tracking: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable() }),
  }),
};
