// Sales channels (spec sections 2-5, 8): the seller's marketplace connections, the OAuth returns, sync and the drift view.
// Credentials go in and never come out: no view carries a token, secret or key.
import { z } from 'zod';
import { SALES_CHANNEL_MARKETPLACES, SALES_CHANNEL_STATUSES } from '../events/channels';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

export const salesChannelMarketplace = z.enum(SALES_CHANNEL_MARKETPLACES);
export const salesChannelStatus = z.enum(SALES_CHANNEL_STATUSES);

const channelName = z.string().trim().min(1).max(60);
/**
 * A token, key or secret the marketplaces issue: printable ASCII only. They travel in HTTP headers, which cannot carry
 * other characters, so `токен` or a right-to-left mark is refused here (400 VALIDATION_FAILED on the field) instead of
 * failing at the marketplace call.
 */
const secret = z
  .string()
  .trim()
  .min(1)
  .max(4096)
  .regex(/^[\x21-\x7e]+$/);
/** Spec 5: 14 characters as in Seller Central; 13-15 when read from a seller page address. Letters and digits. */
export const amazonSellerId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{13,15}$/i, { message: 'CHANNEL_SELLER_ID_INVALID' });
/** A Shopify store's host, e.g. my-shop.myshopify.com (no scheme, no path). */
export const shopifyStoreDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/, { message: 'Enter the store domain, e.g. my-shop.myshopify.com' })
  .max(253);

/** The credentials a seller types for the marketplaces connected by form (eBay and Etsy connect by OAuth redirect). */
export const channelCredentialsInput = z.discriminatedUnion('marketplace', [
  z.object({ marketplace: z.literal('SHOPIFY'), storeDomain: shopifyStoreDomain, accessToken: secret }).strict(),
  z.object({ marketplace: z.literal('WALMART'), clientId: secret, clientSecret: secret }).strict(),
  z
    .object({
      marketplace: z.literal('AMAZON'),
      sellerId: amazonSellerId,
      appId: secret,
      clientId: secret,
      clientSecret: secret,
      refreshToken: secret,
    })
    .strict(),
]);
export type ChannelCredentialsInput = z.infer<typeof channelCredentialsInput>;

export const connectSalesChannelBody = z.object({ name: channelName, credentials: channelCredentialsInput }).strict();
export type ConnectSalesChannelBody = z.infer<typeof connectSalesChannelBody>;

export const oauthMarketplace = z.enum(['EBAY', 'ETSY']);
export const startOAuthBody = z
  .object({
    name: channelName,
    /** eBay only: ISO 3166-1 alpha-2 of the eBay site. */
    country: z.string().trim().length(2).toUpperCase().optional(),
    /** Set when re-authorizing an existing channel (update connection) instead of connecting a new one. */
    channelId: z.uuid().optional(),
  })
  .strict();
export const oauthStartView = z.object({ url: z.string() });
export const finishOAuthBody = z.object({ state: z.string().min(1).max(200), code: z.string().min(1).max(4096) }).strict();

export const salesChannelFailureView = z.object({ code: z.string(), message: z.string(), at: z.string() });

export const salesChannelView = z.object({
  id: z.string(),
  marketplace: salesChannelMarketplace,
  name: z.string(),
  accountName: z.string(),
  country: z.string().nullable(),
  status: salesChannelStatus,
  sandbox: z.boolean(),
  connectedAt: z.string(),
  lastImportAt: z.string().nullable(),
  lastFailure: salesChannelFailureView.nullable(),
});
export type SalesChannelView = z.infer<typeof salesChannelView>;

export const salesChannelListQuery = pageQuery.extend({
  status: salesChannelStatus.optional(),
  marketplace: salesChannelMarketplace.optional(),
});

/** One listing's drift: our quantity for sale against the last quantity the marketplace acknowledged. */
export const listingDriftView = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  ourQuantity: z.number().int(),
  acknowledgedQuantity: z.number().int().nullable(),
  acknowledgedAt: z.string().nullable(),
  status: z.enum(['IN_SYNC', 'PENDING', 'DRIFT', 'REJECTED', 'NEVER_PUSHED']),
  message: z.string().nullable(),
});
export type ListingDriftView = z.infer<typeof listingDriftView>;
/** onlyDrift: every listing not IN_SYNC. `true`/`false` only (a coerced boolean would read "false" as true). */
export const driftQuery = pageQuery.extend({
  onlyDrift: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  productId: z.uuid().optional(),
});

const channelParams = z.object({ channelId: z.uuid() });

export const salesChannelRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sales-channels',
    summary: 'The signed-in seller’s sales channels (deleted ones are gone)',
    tag: 'sales-channels',
    query: salesChannelListQuery,
    response: pageOf(salesChannelView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/sales-channels/:channelId',
    summary: 'One sales channel',
    tag: 'sales-channels',
    params: channelParams,
    response: salesChannelView,
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/sales-channels',
    summary: 'Connect Shopify, Walmart or Amazon with credentials (checked with the marketplace first)',
    tag: 'sales-channels',
    body: connectSalesChannelBody,
    response: commandResult,
    status: 201,
  }),
  startOAuth: defineRoute({
    method: 'POST',
    path: '/sales-channels/oauth/:marketplace/start',
    summary: 'Start connecting eBay or Etsy: the marketplace consent page to redirect to',
    tag: 'sales-channels',
    params: z.object({ marketplace: oauthMarketplace }),
    body: startOAuthBody,
    response: oauthStartView,
  }),
  finishOAuth: defineRoute({
    method: 'POST',
    path: '/sales-channels/oauth/:marketplace/finish',
    summary: 'Finish an eBay or Etsy connection with the code from the marketplace’s return',
    tag: 'sales-channels',
    params: z.object({ marketplace: oauthMarketplace }),
    body: finishOAuthBody,
    response: commandResult,
    status: 201,
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/sales-channels/:channelId/name',
    summary: 'Rename a sales channel',
    tag: 'sales-channels',
    params: channelParams,
    body: z.object({ name: channelName }).strict(),
    response: commandResult,
  }),
  updateConnection: defineRoute({
    method: 'PUT',
    path: '/sales-channels/:channelId/connection',
    summary: 'New credentials for a Shopify, Walmart or Amazon channel (checked first); clears connection error and invalid token',
    tag: 'sales-channels',
    params: channelParams,
    body: z.object({ credentials: channelCredentialsInput }).strict(),
    response: commandResult,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/sales-channels/:channelId/activate',
    summary: 'Activate a deactivated sales channel',
    tag: 'sales-channels',
    params: channelParams,
    response: commandResult,
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/sales-channels/:channelId/deactivate',
    summary: 'Deactivate a sales channel: no imports, no pushes',
    tag: 'sales-channels',
    params: channelParams,
    response: commandResult,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/sales-channels/:channelId',
    summary: 'Delete a sales channel permanently, with its settings and its product listings',
    tag: 'sales-channels',
    params: channelParams,
    response: commandResult,
  }),
  importNow: defineRoute({
    method: 'POST',
    path: '/sales-channels/:channelId/import',
    summary: 'Import the channel’s new orders now (otherwise scheduled and webhook-driven)',
    tag: 'sales-channels',
    params: channelParams,
    response: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  }),
  drift: defineRoute({
    method: 'GET',
    path: '/sales-channels/:channelId/drift',
    summary: 'Per listing: our quantity, the last quantity the marketplace acknowledged, and when',
    tag: 'sales-channels',
    params: channelParams,
    query: driftQuery,
    response: pageOf(listingDriftView),
  }),
  repush: defineRoute({
    method: 'POST',
    path: '/sales-channels/:channelId/drift/:productId/push',
    summary: 'Push this listing’s quantity to the marketplace again',
    tag: 'sales-channels',
    params: channelParams.extend({ productId: z.uuid() }),
    response: z.object({ queued: z.boolean() }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/sales-channels',
    summary: 'A seller’s sales channels (admin user detail, sales-channels tab)',
    tag: 'admin-sales-channels',
    params: z.object({ userId: z.uuid() }),
    query: salesChannelListQuery,
    response: pageOf(salesChannelView),
  }),
};
