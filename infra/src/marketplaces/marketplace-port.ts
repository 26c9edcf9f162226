// The marketplace connector port: one adapter per sales channel (eBay, Etsy, Shopify, Walmart, Amazon), each speaking that
// marketplace's documented API against a configurable base URL. The channels context calls only this interface; each
// adapter has a local HTTP simulator (infra/src/marketplaces/simulators) that answers like the real service, errors included.

export const MARKETPLACES = ['EBAY', 'ETSY', 'SHOPIFY', 'WALMART', 'AMAZON'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** What the seller gives (or the OAuth return yields) per marketplace. Encrypted at rest; never logged or returned. */
export type MarketplaceCredentials =
  | {
      marketplace: 'SHOPIFY';
      storeDomain: string;
      accessToken: string;
      fulfillmentServiceId?: string;
      locationId?: string;
      webhookSecret?: string;
    }
  | { marketplace: 'EBAY'; accessToken: string; refreshToken: string; accessTokenExpiresAt: string; country: string }
  | { marketplace: 'ETSY'; shopId: string; accessToken: string; refreshToken: string; accessTokenExpiresAt: string }
  | { marketplace: 'WALMART'; clientId: string; clientSecret: string; accessToken?: string; accessTokenExpiresAt?: string }
  | {
      marketplace: 'AMAZON';
      sellerId: string;
      appId: string;
      clientId: string;
      clientSecret: string;
      refreshToken: string;
      marketplaceId?: string;
      accessToken?: string;
      accessTokenExpiresAt?: string;
    };
export type CredentialsOf<M extends Marketplace> = Extract<MarketplaceCredentials, { marketplace: M }>;

/**
 * The credentials an adapter works with for one call. An adapter that refreshes a token (eBay, Etsy, Walmart, Amazon)
 * calls `refreshed` with the new credentials before it goes on, so the caller stores them (encrypted) as a connection update.
 */
export interface ConnectorSession<C extends MarketplaceCredentials = MarketplaceCredentials> {
  credentials: C;
  refreshed(credentials: C): Promise<void>;
}

/** An order as the marketplace sold it, mapped to our Order fields. Money in integer cents. */
export interface MarketplaceOrder {
  /** The marketplace's own id (eBay orderId, Etsy receipt_id, Shopify fulfillment order id, Walmart purchaseOrderId, Amazon orderId). */
  channelOrderId: string;
  /** The number the seller knows the order by on the marketplace (becomes our order number). */
  number: string;
  orderedAt: string;
  /** When the marketplace last changed it (drives the import window). */
  modifiedAt: string;
  buyer: { fullName: string; phone: string | null };
  address: { country: string; region: string; city: string; postalCode: string; line1: string; line2: string | null };
  note: string | null;
  lines: { sku: string; quantity: number; priceCents: number; channelLineId: string | null }[];
  /** False for orders the marketplace reports cancelled or already shipped elsewhere: not imported. */
  fulfillable: boolean;
}

export interface OrderPage {
  orders: MarketplaceOrder[];
  /** Pass back for the next page; null on the last page. */
  cursor: string | null;
}

export interface OrderQuery {
  /** Orders modified at or after this instant (UTC ISO-8601). */
  modifiedSince: string;
  cursor: string | null;
}

export interface TrackingPush {
  channelOrderId: string;
  /** Our carrier name (e.g. 'USPS', 'UPS', 'FedEx', 'DHL'); each adapter maps it to the marketplace's exact list. */
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
  lines: { sku: string; quantity: number; channelLineId: string | null }[];
}

export interface StockPush {
  sku: string;
  quantity: number;
  /** The quantity the marketplace last acknowledged, for compare-and-set where the API has it (Shopify); null if unknown. */
  expected: number | null;
}

/** ACCEPTED: applied. PENDING: taken for asynchronous processing (Amazon). REJECTED: refused for this SKU, with the marketplace's message. */
export interface StockPushResult {
  sku: string;
  quantity: number;
  status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  message: string | null;
}

export interface OAuthStart {
  /** The marketplace page to send the seller to. */
  url: string;
  /** PKCE verifier (Etsy) to keep with the state until the return; null where the flow has none (eBay). */
  codeVerifier: string | null;
}

export interface OAuthCapable<C extends MarketplaceCredentials> {
  /** The marketplace's consent page for `state`; the return lands on `redirectUri` (eBay: the RuName is configured). */
  authorizationUrl(input: { state: string; redirectUri: string }): OAuthStart;
  /** Trades the code from the return for tokens; MarketplaceError INVALID_CREDENTIALS when the code is refused. */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string | null; extra: Record<string, string> }): Promise<C>;
}

export interface MarketplaceConnector<C extends MarketplaceCredentials = MarketplaceCredentials> {
  readonly marketplace: C['marketplace'];
  /** Most listings one stock call may carry (eBay 25, others their documented limit); the caller batches by it. */
  readonly stockBatchSize: number;
  /**
   * Checks the credentials with one cheap authenticated call (and for Shopify registers the fulfillment service at
   * `callbackUrl`), returning the credentials to store (possibly with new tokens or ids) and the account's display name.
   * INVALID_CREDENTIALS when the marketplace refuses them.
   */
  connect(credentials: C, options: { callbackUrl: string }): Promise<{ credentials: C; accountName: string | null }>;
  fetchOrders(session: ConnectorSession<C>, query: OrderQuery): Promise<OrderPage>;
  /**
   * Tells the marketplace we have taken these orders (Shopify: accepts their fulfillment requests), where its API has such
   * a step that makes it stop offering them. Called only after the orders are stored, never for one we refused, so an
   * order is never taken from the marketplace before it is ours. Idempotent: an order taken before is left as it is.
   */
  acknowledgeOrders?(session: ConnectorSession<C>, channelOrderIds: string[]): Promise<void>;
  /** Tells the marketplace the order shipped (acknowledging it first where the API requires, e.g. Walmart). Idempotent per order. */
  pushTracking(session: ConnectorSession<C>, push: TrackingPush): Promise<void>;
  /** At most stockBatchSize items; one result per item. */
  pushStock(session: ConnectorSession<C>, items: StockPush[]): Promise<StockPushResult[]>;
}

/**
 * INVALID_CREDENTIALS: the marketplace refused what the seller entered (connection error; Walmart: 'Error verifying data').
 * TOKEN_INVALID: a token that worked stopped working and cannot be refreshed (revoked, expired refresh token): invalid token.
 * RATE_LIMITED: 429 or THROTTLED; retryAfterMs from the marketplace's headers when it gives them.
 * REJECTED: the marketplace refused this request (its message kept for the seller). NOT_FOUND: the order or listing is unknown.
 * UNAVAILABLE: no answer, a 5xx, or a body we cannot read: retry later.
 */
export const MARKETPLACE_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TOKEN_INVALID',
  'RATE_LIMITED',
  'REJECTED',
  'NOT_FOUND',
  'UNAVAILABLE',
] as const;
export type MarketplaceErrorCode = (typeof MARKETPLACE_ERROR_CODES)[number];

export class MarketplaceError extends Error {
  constructor(
    readonly code: MarketplaceErrorCode,
    message: string,
    readonly details: { retryAfterMs?: number; status?: number; marketplaceCode?: string } = {},
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}
