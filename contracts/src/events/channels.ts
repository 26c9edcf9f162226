import { z } from 'zod';

export const integrationRequested = z.object({
  requestId: z.string(),
  /** The seller who asked; absent on requests recorded before it was kept (the event's metadata userId stands in). */
  sellerId: z.string().optional(),
  marketplace: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string(),
  comment: z.string().nullable(),
  requestedAt: z.string(),
});

export type ChannelsEvent = { type: 'IntegrationRequested'; data: z.infer<typeof integrationRequested> };

export const channelsEventSchemas = { IntegrationRequested: integrationRequested } as const;

/** The marketplaces a seller can connect (spec: eBay, Etsy, Shopify, Walmart, Amazon). */
export const SALES_CHANNEL_MARKETPLACES = ['EBAY', 'ETSY', 'SHOPIFY', 'WALMART', 'AMAZON'] as const;
export type SalesChannelMarketplace = (typeof SALES_CHANNEL_MARKETPLACES)[number];

/** Spec section 4: active, deactivated, connection error, invalid token. DELETED streams leave every list. */
export const SALES_CHANNEL_STATUSES = ['ACTIVE', 'DEACTIVATED', 'CONNECTION_ERROR', 'INVALID_TOKEN'] as const;
export type SalesChannelStatus = (typeof SALES_CHANNEL_STATUSES)[number];

/**
 * Credentials as stored in an event: AES-256-GCM ciphertext of the marketplace credentials JSON, with the id of the key
 * that sealed it (rotation: new events use the current key; old key ids stay readable while configured). Never plain.
 */
export interface SealedCredentials {
  keyId: string;
  /** base64 of iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext. */
  sealed: string;
}

/** Why a sync step failed, as the marketplace said it (shown to the seller in their language by code, message kept verbatim). */
export interface ChannelFailure {
  code: string;
  message: string;
}

/** channel-<channelId>: one seller's connection to one marketplace account. */
export type SalesChannelEvent =
  | {
      type: 'SalesChannelConnected';
      data: {
        channelId: string;
        sellerId: string;
        marketplace: SalesChannelMarketplace;
        /** The seller's name for it; also the account name product listings refer to. */
        name: string;
        accountName: string;
        /** eBay only (ISO 3166-1 alpha-2). */
        country: string | null;
        /** True for the embedded start's simulated stores: no real account behind it. */
        sandbox: boolean;
        credentials: SealedCredentials;
        at: string;
      };
    }
  | { type: 'SalesChannelRenamed'; data: { name: string; at: string } }
  /** New credentials from the seller (update connection) or from a token refresh (`refreshed`); the status returns to ACTIVE unless deactivated. */
  | { type: 'SalesChannelConnectionUpdated'; data: { credentials: SealedCredentials; refreshed: boolean; at: string } }
  | { type: 'SalesChannelActivated'; data: { at: string } }
  /** `reason` SELLER_BLOCKED when Identity blocked the seller (saga), else SELLER. */
  | { type: 'SalesChannelDeactivated'; data: { reason: 'SELLER' | 'SELLER_BLOCKED'; at: string } }
  | { type: 'SalesChannelConnectionFailed'; data: { failure: ChannelFailure; at: string } }
  | { type: 'SalesChannelTokenInvalidated'; data: { failure: ChannelFailure; at: string } }
  /** Permanent: settings and the product listings on this account go with it. */
  | { type: 'SalesChannelDeleted'; data: { at: string } }
  /** An import pass ended: how far the marketplace's modification window has been read. */
  | { type: 'SalesChannelOrdersImported'; data: { modifiedUntil: string; imported: number; at: string } }
  /**
   * A marketplace order that could not become an order (a SKU the seller's catalog lacks), once per marketplace order.
   * The status does not change; the channel shows it as its latest failure, and imports keep reading it for a week so
   * it is placed once the seller adds the product.
   */
  | { type: 'ChannelOrderImportRefused'; data: { channelOrderId: string; number: string; failure: ChannelFailure; at: string } }
  /** The marketplace acknowledged (or refused) a listing quantity: the drift view's "last acknowledged". */
  | {
      type: 'ChannelStockPushed';
      data: {
        sku: string;
        productId: string | null;
        quantity: number;
        status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
        message: string | null;
        at: string;
      };
    };
export type SalesChannelEventType = SalesChannelEvent['type'];
export const SALES_CHANNEL_EVENT_TYPES: readonly SalesChannelEventType[] = [
  'SalesChannelConnected',
  'SalesChannelRenamed',
  'SalesChannelConnectionUpdated',
  'SalesChannelActivated',
  'SalesChannelDeactivated',
  'SalesChannelConnectionFailed',
  'SalesChannelTokenInvalidated',
  'SalesChannelDeleted',
  'SalesChannelOrdersImported',
  'ChannelOrderImportRefused',
  'ChannelStockPushed',
];

/** channel-order-<channelId>-<sha256(channelOrderId)>: the one order an imported marketplace order became (idempotent import). */
export type ChannelOrderClaimEvent = {
  type: 'ChannelOrderClaimed';
  /** `lines`: the marketplace's line ids by SKU, for the tracking push (absent on claims recorded before they were kept). */
  data: { orderId: string; channelOrderId: string; lines?: { sku: string; channelLineId: string | null }[]; at: string };
};

/** channel-name-<sellerId>-<sha256(name)>: a channel name belongs to one of the seller's channels at a time. */
export type ChannelNameClaimEvent =
  { type: 'ChannelNameClaimed'; data: { channelId: string } } | { type: 'ChannelNameReleased'; data: { channelId: string } };
/** channel-account-<marketplace>-<sha256(account)>: a marketplace account is connected through one channel (of any seller). */
export type ChannelAccountClaimEvent =
  { type: 'ChannelAccountClaimed'; data: { channelId: string } } | { type: 'ChannelAccountReleased'; data: { channelId: string } };
