// The marketplace port over Walmart Marketplace API v3: orders by last modification with Walmart's nextCursor,
// acknowledge-then-ship for tracking, and one inventory update per SKU.
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
import { walmartCarrierName } from './walmart-carriers';
import { WalmartClient } from './walmart-client';
import { isOpenLine, lineStatuses, marketplaceOrderOf } from './walmart-order';
import { walmartInventoryAnswer, walmartOrderListAnswer, walmartOrderWrapped } from './walmart-answers';
import type { WalmartInventory, WalmartShipment } from './walmart-payloads';

type WalmartCredentials = CredentialsOf<'WALMART'>;
const PAGE_LIMIT = 100;

export function createWalmartConnector(config: MarketplaceAppConfig, fetches: MarketplaceFetch): MarketplaceConnector<WalmartCredentials> {
  const client = new WalmartClient(config.baseUrl, fetches.trusted);
  const orderPath = (purchaseOrderId: string) => `/v3/orders/${encodeURIComponent(purchaseOrderId)}`;
  /** Calls on one operation's token; each gives the parsed body of Walmart's 2xx answer. */
  function callsOn(session: ConnectorSession<WalmartCredentials>) {
    const tokens = new TokenSession(client, session);
    return async (method: string, path: string, json?: unknown): Promise<unknown> =>
      (await tokens.send((accessToken) => client.call(method, path, accessToken, json))).body;
  }

  async function fetchOrders(session: ConnectorSession<WalmartCredentials>, query: OrderQuery): Promise<OrderPage> {
    if (query.cursor !== null && !query.cursor.startsWith('?')) throw new MarketplaceError('REJECTED', 'Not a Walmart order cursor');
    const path =
      query.cursor !== null
        ? `/v3/orders${query.cursor}`
        : `/v3/orders?${new URLSearchParams({ lastModifiedStartDate: query.modifiedSince, limit: String(PAGE_LIMIT) })}`;
    let answer: unknown;
    try {
      answer = await callsOn(session)('GET', path);
    } catch (error) {
      // Walmart answers a query that matches no order with 404 CONTENT_NOT_FOUND.
      if (error instanceof MarketplaceError && error.code === 'NOT_FOUND') return { orders: [], cursor: null };
      throw error;
    }
    const { list } = readAnswer(walmartOrderListAnswer, answer, 'Walmart getAllOrders');
    return { orders: list.elements.order.map(marketplaceOrderOf), cursor: list.meta.nextCursor ?? null };
  }

  async function pushTracking(session: ConnectorSession<WalmartCredentials>, push: TrackingPush): Promise<void> {
    const call = callsOn(session);
    let { order } = readAnswer(walmartOrderWrapped, await call('GET', orderPath(push.channelOrderId)), 'Walmart getAnOrder');
    const open = order.orderLines.orderLine.filter(isOpenLine);
    if (open.length === 0) return; // already shipped (or cancelled): nothing left to tell
    if (open.some((line) => lineStatuses(line).includes('Created'))) {
      const acknowledged = await call('POST', `${orderPath(push.channelOrderId)}/acknowledge`);
      ({ order } = readAnswer(walmartOrderWrapped, acknowledged, 'Walmart acknowledgeOrders'));
    }
    const shipped = order.orderLines.orderLine.filter(isOpenLine).filter((line) => {
      if (push.lines.length === 0) return true;
      return push.lines.some((p) => (p.channelLineId !== null ? p.channelLineId === line.lineNumber : p.sku === line.item.sku));
    });
    if (shipped.length === 0) throw new MarketplaceError('REJECTED', 'None of the shipped lines is open on the Walmart order');
    const trackingInfo = {
      shipDateTime: Date.parse(push.shippedAt),
      carrierName: walmartCarrierName(push.carrier),
      methodCode: 'Standard',
      trackingNumber: push.trackingNumber,
    };
    const shipment: WalmartShipment = {
      orderShipment: {
        orderLines: {
          orderLine: shipped.map((line) => ({
            lineNumber: line.lineNumber,
            sellerOrderId: order.customerOrderId,
            orderLineStatuses: {
              orderLineStatus: [
                { status: 'Shipped', statusQuantity: { unitOfMeasurement: 'EACH', amount: line.orderLineQuantity.amount }, trackingInfo },
              ],
            },
          })),
        },
      },
    };
    await call('POST', `${orderPath(push.channelOrderId)}/shipping`, shipment);
  }

  async function pushStock(session: ConnectorSession<WalmartCredentials>, items: StockPush[]): Promise<StockPushResult[]> {
    const call = callsOn(session);
    return pushEachSku(items, async ({ sku, quantity }) => {
      const body: WalmartInventory = { sku, quantity: { unit: 'EACH', amount: quantity } };
      const answer = await call('PUT', `/v3/inventory?${new URLSearchParams({ sku })}`, body);
      const held = readAnswer(walmartInventoryAnswer, answer, 'Walmart updateInventoryForAnItem').quantity.amount;
      return { sku, quantity: held, status: 'ACCEPTED', message: null };
    });
  }

  return {
    marketplace: 'WALMART',
    // One SKU per inventory call; a batch is that many calls in a row on one token.
    stockBatchSize: 50,
    async connect(credentials) {
      const token = await client.issueToken(credentials);
      return { credentials: { ...credentials, accessToken: token.accessToken, accessTokenExpiresAt: token.expiresAt }, accountName: null };
    },
    fetchOrders,
    pushTracking,
    pushStock,
  };
}
