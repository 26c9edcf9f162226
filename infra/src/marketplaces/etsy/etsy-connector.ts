// The marketplace port over Etsy Open API v3: getShopReceipts for orders, createReceiptShipment for tracking and
// updateListingInventory (read-modify-write) for stock, with OAuth 2 + PKCE to connect a shop.
import type { MarketplaceAppConfig, MarketplaceFetch } from '../adapter';
import {
  MarketplaceError,
  type ConnectorSession,
  type MarketplaceConnector,
  type OAuthCapable,
  type OrderPage,
  type StockPush,
  type StockPushResult,
} from '../marketplace-port';
import { ETSY_EARLIEST_TIMESTAMP, ETSY_MAX_QUANTITY, ETSY_PAGE_LIMIT } from './etsy-api';
import { etsyIgnoredAnswer, etsyInventoryAnswer, etsyReceiptAnswer, etsyReceiptsAnswer, etsyShopAnswer } from './etsy-answers';
import { etsyCarrierName } from './etsy-carrier-name';
import { EtsyHttp, type EtsyHttpOptions } from './etsy-http';
import { inventoryWithQuantities } from './etsy-inventory';
import { findListingsBySku } from './etsy-listing-lookup';
import { EtsyListingQueue } from './etsy-listing-queue';
import { EtsyOAuth, etsyAuthorizationUrl, userIdOf, type EtsyCredentials } from './etsy-oauth';
import { orderOfReceipt } from './etsy-receipt';
import { EtsySellerCalls } from './etsy-seller-calls';

export type EtsyConnector = MarketplaceConnector<EtsyCredentials> & OAuthCapable<EtsyCredentials>;

/** Each stock item costs a listing read and write, so batches stay small enough to finish within Etsy's per-second budget. */
const STOCK_BATCH_SIZE = 10;

/** Etsy ids are numbers; anything else must not reach a path. */
function etsyId(value: string, code: 'INVALID_CREDENTIALS' | 'NOT_FOUND', what: string): string {
  if (!/^\d{1,20}$/.test(value)) throw new MarketplaceError(code, `Not an Etsy ${what}`);
  return value;
}

const shopPath = (credentials: EtsyCredentials) => `/v3/application/shops/${etsyId(credentials.shopId, 'INVALID_CREDENTIALS', 'shop id')}`;

function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new MarketplaceError('REJECTED', 'Not an Etsy receipts cursor');
  return Number(cursor);
}

export function createEtsyConnector(config: MarketplaceAppConfig, fetches: MarketplaceFetch, options: EtsyHttpOptions = {}): EtsyConnector {
  const http = new EtsyHttp(config, fetches.trusted, options);
  const oauth = new EtsyOAuth(http, config);
  const seller = (session: ConnectorSession<EtsyCredentials>) => new EtsySellerCalls(http, oauth, session);
  const listingQueue = new EtsyListingQueue();

  async function pushListing(calls: EtsySellerCalls, listingId: number, items: StockPush[]): Promise<StockPushResult[]> {
    const path = `/v3/application/listings/${listingId}/inventory`;
    const quantities = new Map(items.map((item) => [item.sku, Math.min(Math.max(item.quantity, 0), ETSY_MAX_QUANTITY)]));
    try {
      const inventory = await calls.request(etsyInventoryAnswer, 'GET', path);
      const saved = await calls.request(etsyInventoryAnswer, 'PUT', path, { json: inventoryWithQuantities(inventory, quantities) });
      return items.map((item) => {
        const offering = saved.products.find((p) => p.sku === item.sku && !p.is_deleted)?.offerings.find((o) => !o.is_deleted);
        return offering
          ? { sku: item.sku, quantity: offering.quantity, status: 'ACCEPTED', message: null }
          : {
              sku: item.sku,
              quantity: item.quantity,
              status: 'REJECTED',
              message: `Etsy listing ${listingId} has no product with this SKU`,
            };
      });
    } catch (error) {
      if (!(error instanceof MarketplaceError) || !['REJECTED', 'NOT_FOUND'].includes(error.code)) throw error;
      return items.map((item) => ({ sku: item.sku, quantity: item.quantity, status: 'REJECTED', message: error.message }));
    }
  }

  return {
    marketplace: 'ETSY',
    stockBatchSize: STOCK_BATCH_SIZE,

    authorizationUrl: (input) => etsyAuthorizationUrl(config, input),

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      if (!codeVerifier) throw new MarketplaceError('INVALID_CREDENTIALS', 'Etsy needs the PKCE code verifier');
      const tokens = await oauth.exchange({ code, redirectUri, codeVerifier });
      const shop = await http
        .request(etsyShopAnswer, 'GET', `/v3/application/users/${userIdOf(tokens.accessToken)}/shops`, { accessToken: tokens.accessToken })
        .catch((error: unknown) => {
          if (error instanceof MarketplaceError && error.code === 'NOT_FOUND') {
            throw new MarketplaceError('INVALID_CREDENTIALS', 'This Etsy account has no shop', error.details);
          }
          throw error;
        });
      return { marketplace: 'ETSY', shopId: String(shop.shop_id), ...tokens };
    },

    async connect(credentials) {
      const calls = seller({ credentials, refreshed: async () => {} });
      try {
        const shop = await calls.request(etsyShopAnswer, 'GET', shopPath(credentials));
        return { credentials: calls.credentials, accountName: shop.shop_name };
      } catch (error) {
        if (error instanceof MarketplaceError && ['TOKEN_INVALID', 'NOT_FOUND'].includes(error.code)) {
          throw new MarketplaceError('INVALID_CREDENTIALS', error.message, error.details);
        }
        throw error;
      }
    },

    async fetchOrders(session, query): Promise<OrderPage> {
      const offset = offsetOf(query.cursor);
      const since = Math.floor(Date.parse(query.modifiedSince) / 1000);
      if (!Number.isFinite(since)) throw new MarketplaceError('REJECTED', 'modifiedSince is not an instant');
      const minLastModified = Math.max(since, ETSY_EARLIEST_TIMESTAMP);
      const calls = seller(session);
      const page = await calls.request(etsyReceiptsAnswer, 'GET', `${shopPath(session.credentials)}/receipts`, {
        query: {
          min_last_modified: minLastModified,
          was_paid: true,
          sort_on: 'created',
          sort_order: 'asc',
          limit: ETSY_PAGE_LIMIT,
          offset,
        },
      });
      const next = offset + page.results.length;
      return { orders: page.results.map(orderOfReceipt), cursor: page.results.length > 0 && next < page.count ? String(next) : null };
    },

    async pushTracking(session, push) {
      const calls = seller(session);
      const receiptPath = `${shopPath(session.credentials)}/receipts/${etsyId(push.channelOrderId, 'NOT_FOUND', 'receipt id')}`;
      const receipt = await calls.request(etsyReceiptAnswer, 'GET', receiptPath);
      if (receipt.shipments.some((shipment) => shipment.tracking_code === push.trackingNumber)) return;
      await calls.request(etsyIgnoredAnswer, 'POST', `${receiptPath}/tracking`, {
        json: { tracking_code: push.trackingNumber, carrier_name: etsyCarrierName(push.carrier), send_bcc: false },
      });
    },

    async pushStock(session, items) {
      const calls = seller(session);
      const listings = await findListingsBySku(calls, shopPath(session.credentials), new Set(items.map((item) => item.sku)));
      const byListing = new Map<number, StockPush[]>();
      for (const item of items) {
        const listingId = listings.get(item.sku);
        if (listingId !== undefined) byListing.set(listingId, [...(byListing.get(listingId) ?? []), item]);
      }
      const results = new Map<string, StockPushResult>();
      for (const [listingId, listingItems] of byListing) {
        const pushed = await listingQueue.run(listingId, () => pushListing(calls, listingId, listingItems));
        for (const result of pushed) results.set(result.sku, result);
      }
      return items.map(
        (item) =>
          results.get(item.sku) ?? { sku: item.sku, quantity: item.quantity, status: 'REJECTED', message: 'No Etsy listing has this SKU' },
      );
    },
  };
}
