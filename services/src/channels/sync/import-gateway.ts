// What the import pass and the tracking push need of the channels context: a channel as of now (credentials opened),
// its connector with a session that stores refreshed tokens, and the channel events a sync step records.
import type { ChannelFailure, SalesChannelMarketplace, SalesChannelStatus, SealedCredentials } from '@ledgerhouse/contracts';
import type { ConnectorSession, MarketplaceConnector, MarketplaceError } from '@ledgerhouse/infra';

export interface SyncChannel {
  channelId: string;
  sellerId: string;
  marketplace: SalesChannelMarketplace;
  status: SalesChannelStatus;
  /** How far the marketplace's modification window has been read (the last SalesChannelOrdersImported), or null. */
  modifiedUntil: string | null;
  /** When the last SalesChannelOrdersImported was recorded, or null. */
  lastImportAt: string | null;
  /** Marketplace orders already recorded as refused (ChannelOrderImportRefused), by channelOrderId. */
  refusedOrders: ReadonlySet<string>;
  /** Sealed as stored; opened only by connect(). */
  credentials: SealedCredentials;
}

export interface ChannelSyncGateway {
  /** The channel, or null when it does not exist or was deleted. */
  load(channelId: string): Promise<SyncChannel | null>;
  /** Every channel that imports orders now (ACTIVE). */
  activeChannelIds(): Promise<string[]>;
  /** The channel's connector and a session on its credentials; a refreshed token is sealed and stored as a connection update. */
  connect(channel: SyncChannel): Promise<{ connector: MarketplaceConnector; session: ConnectorSession }>;
  recordImported(channelId: string, data: { modifiedUntil: string; imported: number }): Promise<void>;
  /** A marketplace order that could not become an order: shown on the channel as its latest failure. */
  recordRefused(channelId: string, refused: { channelOrderId: string; number: string; failure: ChannelFailure }): Promise<void>;
  /** What Shopify signs the channel's webhooks with (its own secret, else our app's); null for other marketplaces. */
  shopifyWebhookSecret(channel: SyncChannel): string | null;
  /** TOKEN_INVALID → invalid token; INVALID_CREDENTIALS → connection error. Other codes change nothing. */
  recordMarketplaceError(channelId: string, error: MarketplaceError): Promise<void>;
}

export const CHANNEL_SYNC_GATEWAY = Symbol('CHANNEL_SYNC_GATEWAY');
