// The marketplace port over eBay: consent through eBay's OAuth (redirect_uri is the app's RuName), the seller's username
// from the Commerce Identity API, orders from the Sell Fulfillment API, tracking as a shipping fulfillment, and
// quantities through the Inventory API's bulkUpdatePriceQuantity.
import type { MarketplaceAppConfig, MarketplaceFetch } from '../adapter';
import {
  MarketplaceError,
  type ConnectorSession,
  type MarketplaceConnector,
  type OAuthCapable,
  type OAuthStart,
  type OrderPage,
  type OrderQuery,
  type StockPush,
  type StockPushResult,
  type TrackingPush,
} from '../marketplace-port';
import { readAnswer } from '../answer-schema';
import { ebayBulkQuantityAnswer, ebayFulfillmentsAnswer, ebayOrderAnswer, ebayOrdersAnswer, ebayUserAnswer } from './ebay-answers';
import { ebayCarrierCode } from './ebay-carrier-code';
import { EBAY_CONSENT_SCOPES, EbayHttp, type EbayCredentials } from './ebay-http';
import { marketplaceOrderOf } from './ebay-order';

const ORDERS = '/sell/fulfillment/v1/order';
/** The Commerce Identity API's getUser, on apiz.ebay.com rather than api.ebay.com. */
const USER = '/commerce/identity/v1/user/';
/** getOrders answers at most 200 orders a page. */
const ORDER_PAGE = 200;

/** The offset of eBay's `next` link (absolute or relative); a link without one is an answer we cannot follow. */
function offsetOf(next: string): string {
  const offset = URL.canParse(next, 'https://api.ebay.com') ? new URL(next, 'https://api.ebay.com').searchParams.get('offset') : null;
  if (offset === null || !/^\d+$/.test(offset))
    throw new MarketplaceError('UNAVAILABLE', 'eBay getOrders: the next page link has no offset');
  return offset;
}

export class EbayConnector implements MarketplaceConnector<EbayCredentials>, OAuthCapable<EbayCredentials> {
  readonly marketplace = 'EBAY' as const;
  /** bulkUpdatePriceQuantity takes at most 25 requests. */
  readonly stockBatchSize = 25;
  private readonly http: EbayHttp;
  private readonly authUrl: string;
  private readonly identityUrl: string;
  private readonly appId: string;
  private readonly ruName: string;

  constructor(config: MarketplaceAppConfig, fetches: MarketplaceFetch) {
    if (!config.appId || !config.appSecret || !config.ruName)
      throw new Error('eBay needs appId, appSecret and ruName in its configuration');
    this.appId = config.appId;
    this.ruName = config.ruName;
    this.authUrl = config.authUrl ?? config.baseUrl;
    this.identityUrl = config.identityUrl ?? config.baseUrl;
    this.http = new EbayHttp({ baseUrl: config.baseUrl, appId: config.appId, appSecret: config.appSecret }, fetches.trusted);
  }

  /** eBay returns to the accept (or decline) URL set on the RuName, so `redirectUri` is not sent. */
  authorizationUrl(input: { state: string; redirectUri: string }): OAuthStart {
    const query = [
      ['client_id', this.appId],
      ['response_type', 'code'],
      ['redirect_uri', this.ruName],
      ['scope', EBAY_CONSENT_SCOPES.join(' ')],
      ['state', input.state],
    ]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
    return { url: `${this.authUrl}/oauth2/authorize?${query}`, codeVerifier: null };
  }

  async exchangeCode(input: { code: string; extra: Record<string, string> }): Promise<EbayCredentials> {
    const grant = await this.http.grant(
      { grant_type: 'authorization_code', code: input.code, redirect_uri: this.ruName },
      'INVALID_CREDENTIALS',
    );
    if (grant.refreshToken === null) throw new MarketplaceError('UNAVAILABLE', 'eBay token endpoint: no refresh token in the answer');
    const country = input.extra.country?.toUpperCase();
    return {
      marketplace: 'EBAY',
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      accessTokenExpiresAt: grant.accessTokenExpiresAt,
      country: country && /^[A-Z]{2}$/.test(country) ? country : 'US',
    };
  }

  /** Checks the token opens the seller's orders; the account name is the eBay username the Identity API answers. */
  async connect(credentials: EbayCredentials): Promise<{ credentials: EbayCredentials; accountName: string | null }> {
    const session: ConnectorSession<EbayCredentials> = { credentials, refreshed: async () => undefined };
    let answer: unknown;
    try {
      await this.http.request(session, 'GET', `${ORDERS}?limit=1`);
      answer = (await this.http.requestAt(this.identityUrl, session, 'GET', USER)).body;
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'TOKEN_INVALID') {
        throw new MarketplaceError('INVALID_CREDENTIALS', error.message, error.details);
      }
      throw error;
    }
    const { username } = readAnswer(ebayUserAnswer, answer, 'eBay getUser');
    return { credentials: session.credentials, accountName: username };
  }

  /** The cursor is the `offset` of eBay's `next` link, so a stored cursor never points the client at another host. */
  async fetchOrders(session: ConnectorSession<EbayCredentials>, query: OrderQuery): Promise<OrderPage> {
    const offset = query.cursor !== null && /^\d+$/.test(query.cursor) ? query.cursor : '0';
    const filter = encodeURIComponent(`lastmodifieddate:[${new Date(query.modifiedSince).toISOString()}..]`);
    const answer = await this.http.request(session, 'GET', `${ORDERS}?filter=${filter}&limit=${ORDER_PAGE}&offset=${offset}`);
    const page = readAnswer(ebayOrdersAnswer, answer.body, 'eBay getOrders');
    return { orders: page.orders.map(marketplaceOrderOf), cursor: page.next ? offsetOf(page.next) : null };
  }

  /** Creates a shipping fulfillment unless the order already has one with this tracking number (a retried push). */
  async pushTracking(session: ConnectorSession<EbayCredentials>, push: TrackingPush): Promise<void> {
    const order = `${ORDERS}/${encodeURIComponent(push.channelOrderId)}`;
    // eBay takes tracking numbers of letters and digits only.
    const trackingNumber = push.trackingNumber.replace(/[^A-Za-z0-9]/g, '');
    const existing = readAnswer(
      ebayFulfillmentsAnswer,
      (await this.http.request(session, 'GET', `${order}/shipping_fulfillment`)).body,
      'eBay getShippingFulfillments',
    );
    if (existing.fulfillments.some((f) => f.shipmentTrackingNumber === trackingNumber)) return;
    await this.http.request(session, 'POST', `${order}/shipping_fulfillment`, {
      lineItems: await this.lineItemsOf(session, order, push.lines),
      shippedDate: new Date(push.shippedAt).toISOString(),
      shippingCarrierCode: ebayCarrierCode(push.carrier),
      trackingNumber,
    });
  }

  async pushStock(session: ConnectorSession<EbayCredentials>, items: StockPush[]): Promise<StockPushResult[]> {
    const results: StockPushResult[] = [];
    for (let start = 0; start < items.length; start += this.stockBatchSize) {
      const batch = items.slice(start, start + this.stockBatchSize);
      const answer = await this.http.request(session, 'POST', '/sell/inventory/v1/bulk_update_price_quantity', {
        requests: batch.map((item) => ({ sku: item.sku, shipToLocationAvailability: { quantity: item.quantity } })),
      });
      const { responses } = readAnswer(ebayBulkQuantityAnswer, answer.body, 'eBay bulkUpdatePriceQuantity');
      for (const item of batch) {
        const response = responses.find((r) => r.sku === item.sku);
        const accepted = response !== undefined && response.statusCode === 200;
        const message = accepted ? null : `eBay: ${response?.errors?.[0]?.message ?? 'no answer for this SKU'}`;
        results.push({ sku: item.sku, quantity: item.quantity, status: accepted ? 'ACCEPTED' : 'REJECTED', message });
      }
    }
    return results;
  }

  /** Our lines as eBay line items: by the line id kept at import, else by SKU from the order itself. */
  private async lineItemsOf(session: ConnectorSession<EbayCredentials>, order: string, lines: TrackingPush['lines']) {
    if (lines.every((line) => line.channelLineId !== null)) {
      return lines.map((line) => ({ lineItemId: line.channelLineId, quantity: line.quantity }));
    }
    const ebayOrder = readAnswer(ebayOrderAnswer, (await this.http.request(session, 'GET', order)).body, 'eBay getOrder');
    return lines.map((line) => {
      const lineItemId = line.channelLineId ?? ebayOrder.lineItems.find((item) => item.sku === line.sku)?.lineItemId;
      if (lineItemId === undefined) throw new MarketplaceError('REJECTED', `eBay: the order has no line with SKU ${line.sku}`);
      return { lineItemId, quantity: line.quantity };
    });
  }
}
