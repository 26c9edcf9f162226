// The control side every marketplace simulator offers to tests, the benchmark and the embedded start's sandbox stores.
import type { Marketplace } from '../marketplace-port';
import type { ExchangeCheck } from './exchange-check';

export interface SimulatorOptions {
  /** 0 (default) picks a free port on 127.0.0.1. */
  port?: number;
  /** Shopify: where fulfillment-order webhooks are sent is registered by the adapter; this overrides it for tests. */
  webhookUrl?: string;
  /**
   * eBay: where its consent page sends the seller back (eBay returns to the URLs set on the RuName, not to a redirect_uri):
   * the running product's /marketplaces/ebay/new/success and /marketplaces/ebay/new/failure. The eBay simulator also has
   * setReturnUrls() for when they are known only after it started.
   */
  acceptUrl?: string;
  declineUrl?: string;
}

export interface SimulatedOrderLine {
  sku: string;
  quantity: number;
  priceCents: number;
}

export interface SimulatedOrderInput {
  lines: SimulatedOrderLine[];
  buyerName?: string;
}

/** Faults the next calls answer with, as the real marketplace would (status, headers and documented body). */
export type SimulatedFault = 'RATE_LIMIT' | 'SERVER_ERROR' | 'TOKEN_EXPIRED';

export interface RunningSimulator {
  readonly marketplace: Marketplace;
  /** Base URL to configure the adapter with (MarketplaceAppConfig.baseUrl and authUrl). */
  readonly url: string;
  /** App configuration the simulator accepts (appId, appSecret, ruName, sandboxDomains). */
  readonly appConfig: { appId?: string; appSecret?: string; ruName?: string; sandboxDomains?: string[] };
  /** What a seller enters to connect the sandbox store (form marketplaces), e.g. { storeDomain, accessToken }; {} for OAuth ones. */
  readonly sandboxCredentials: Record<string, string>;
  /** New orders on the marketplace (they appear to order queries and, for Shopify, notify the fulfillment service). */
  addOrders(orders: SimulatedOrderInput[]): Promise<{ channelOrderId: string; number: string }[]>;
  /** The listing quantity the marketplace holds for a SKU; null if never set. */
  quantityOf(sku: string): number | null;
  /** Called whenever the marketplace accepts a new quantity (benchmark timing). Returns an unsubscribe. */
  onQuantity(listener: (sku: string, quantity: number) => void): () => void;
  /** The tracking the marketplace recorded for an order; null if none. */
  trackingOf(channelOrderId: string): { carrier: string; trackingNumber: string } | null;
  /** The next `times` API calls (default 1) answer with this fault. */
  inject(fault: SimulatedFault, times?: number): void;
  /** Every issued token stops working and refresh is refused (the seller revoked the app). */
  revokeAccess(): void;
  /** Holds every later exchange to a published API model (tests): refused as the marketplace would, answers shown to it. */
  holdTo(check: ExchangeCheck | null): void;
  close(): Promise<void>;
}
