// The marketplace port over the Selling Partner API: orders through searchOrders (Orders 2026-01-01, items inline;
// getOrders v0 is deprecated and removed on 2027-03-27), tracking through confirmShipment (Orders v0) and quantities
// through patchListingsItem, which Amazon takes for asynchronous processing (PENDING) or refuses with its issues.
import type { MarketplaceAppConfig, MarketplaceFetch } from '../adapter';
import {
  MarketplaceError,
  type ConnectorSession,
  type CredentialsOf,
  type MarketplaceConnector,
  type OrderPage,
  type OrderQuery,
  type StockPush,
  type StockPushResult,
  type TrackingPush,
} from '../marketplace-port';
import { readAnswer } from '../answer-schema';
import { pushEachSku } from '../push-each-sku';
import { TokenSession } from '../token-session';
import { amazonCarrier } from './amazon-carriers';
import { AmazonClient, amazonError } from './amazon-client';
import { marketplaceOrderOf } from './amazon-order';
import { getOrderAnswer, listingsSubmissionAnswer, participationsAnswer, searchOrdersAnswer } from './amazon-answers';
import { DEFAULT_AMAZON_MARKETPLACE_ID, type ConfirmShipmentRequest, type ListingsPatchRequest } from './amazon-payloads';

type AmazonCredentials = CredentialsOf<'AMAZON'>;
const DEFAULT_AUTH_URL = 'https://api.amazon.com';
const PAGE_SIZE = 100;

const marketplaceOf = (credentials: AmazonCredentials) => credentials.marketplaceId ?? DEFAULT_AMAZON_MARKETPLACE_ID;
const orderPath = (orderId: string) => `/orders/2026-01-01/orders/${encodeURIComponent(orderId)}`;

export function createAmazonConnector(config: MarketplaceAppConfig, fetches: MarketplaceFetch): MarketplaceConnector<AmazonCredentials> {
  const client = new AmazonClient(config.baseUrl, config.authUrl ?? DEFAULT_AUTH_URL, fetches.trusted);

  /** Calls on one operation's token; each gives the parsed body of Amazon's 2xx answer (null for 204). */
  function callsOn(session: ConnectorSession<AmazonCredentials>) {
    const tokens = new TokenSession(client, session);
    return async (method: string, path: string, json?: unknown): Promise<unknown> =>
      (await tokens.send((accessToken) => client.call(method, path, accessToken, json))).body;
  }

  async function connect(credentials: AmazonCredentials) {
    const token = await client.issueToken(credentials);
    const answer = await client.call('GET', '/sellers/v1/marketplaceParticipations', token.accessToken);
    // A token LWA issued that SP-API refuses: the app is not authorized for this seller.
    if (client.refusesToken(answer))
      throw new MarketplaceError('INVALID_CREDENTIALS', amazonError(answer).message, { status: answer.status });
    if (answer.status !== 200) throw amazonError(answer);
    const participations = readAnswer(participationsAnswer, answer.body, 'Amazon getMarketplaceParticipations').payload;
    const marketplaceId = marketplaceOf(credentials);
    const ours = participations.find((p) => p.marketplace.id === marketplaceId) ?? participations.find((p) => p.storeName);
    return {
      credentials: { ...credentials, marketplaceId, accessToken: token.accessToken, accessTokenExpiresAt: token.expiresAt },
      accountName: ours?.storeName ?? null,
    };
  }

  async function fetchOrders(session: ConnectorSession<AmazonCredentials>, query: OrderQuery): Promise<OrderPage> {
    const params = new URLSearchParams({
      marketplaceIds: marketplaceOf(session.credentials),
      lastUpdatedAfter: query.modifiedSince,
      maxResultsPerPage: String(PAGE_SIZE),
      includedData: 'BUYER,RECIPIENT,FULFILLMENT',
    });
    if (query.cursor !== null) params.set('paginationToken', query.cursor);
    const page = readAnswer(
      searchOrdersAnswer,
      await callsOn(session)('GET', `/orders/2026-01-01/orders?${params}`),
      'Amazon searchOrders',
    );
    return { orders: page.orders.map(marketplaceOrderOf), cursor: page.pagination?.nextToken || null };
  }

  async function pushTracking(session: ConnectorSession<AmazonCredentials>, push: TrackingPush): Promise<void> {
    const call = callsOn(session);
    const answer = await call('GET', `${orderPath(push.channelOrderId)}?includedData=FULFILLMENT`);
    const { order } = readAnswer(getOrderAnswer, answer, 'Amazon getOrder');
    const status = order.fulfillment?.fulfillmentStatus;
    if (status === 'SHIPPED') return;
    if (status === 'CANCELLED') throw new MarketplaceError('REJECTED', `Amazon order ${order.orderId} is cancelled`);
    const items = order.orderItems.flatMap((item) => {
      if (push.lines.length === 0)
        return [{ orderItemId: item.orderItemId, quantity: item.fulfillment?.quantityUnfulfilled ?? item.quantityOrdered }];
      const line = push.lines.find((l) =>
        l.channelLineId !== null ? l.channelLineId === item.orderItemId : l.sku === item.product.sellerSku,
      );
      return line ? [{ orderItemId: item.orderItemId, quantity: line.quantity }] : [];
    });
    if (items.length === 0) throw new MarketplaceError('REJECTED', `None of the shipped lines is on Amazon order ${order.orderId}`);
    const confirmation: ConfirmShipmentRequest = {
      packageDetail: {
        packageReferenceId: '1',
        ...amazonCarrier(push.carrier),
        trackingNumber: push.trackingNumber,
        shipDate: new Date(push.shippedAt).toISOString(),
        orderItems: items,
      },
      marketplaceId: marketplaceOf(session.credentials),
    };
    await call('POST', `/orders/v0/orders/${encodeURIComponent(order.orderId)}/shipmentConfirmation`, confirmation);
  }

  async function pushStock(session: ConnectorSession<AmazonCredentials>, items: StockPush[]): Promise<StockPushResult[]> {
    const call = callsOn(session);
    const { sellerId } = session.credentials;
    const query = new URLSearchParams({ marketplaceIds: marketplaceOf(session.credentials), issueLocale: 'en_US' });
    return pushEachSku(items, async ({ sku, quantity }) => {
      const patch: ListingsPatchRequest = {
        productType: 'PRODUCT',
        patches: [
          { op: 'merge', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity }] },
        ],
      };
      const path = `/listings/2021-08-01/items/${encodeURIComponent(sellerId)}/${encodeURIComponent(sku)}?${query}`;
      const answer = readAnswer(listingsSubmissionAnswer, await call('PATCH', path, patch), 'Amazon patchListingsItem');
      const problems = answer.issues.filter((i) => i.severity === 'ERROR').map((i) => `${i.code} ${i.message}`);
      return answer.status === 'INVALID'
        ? { sku, quantity, status: 'REJECTED', message: `Amazon: ${problems.join('; ') || 'listing update refused'}` }
        : { sku, quantity, status: 'PENDING', message: null };
    });
  }

  return {
    marketplace: 'AMAZON',
    // patchListingsItem takes one SKU (5 requests per second); a batch is that many calls in a row on one token.
    stockBatchSize: 20,
    connect,
    fetchOrders,
    pushTracking,
    pushStock,
  };
}
