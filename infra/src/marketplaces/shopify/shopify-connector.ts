// Shopify as a fulfillment service: registered at connect, it receives the fulfillment orders Shopify assigns to its
// location, accepts them once the import has stored them, fulfils them with tracking and sets the available quantity at
// its location.
import type { MarketplaceAppConfig, MarketplaceFetch } from '../adapter';
import {
  MarketplaceError,
  type ConnectorSession,
  type CredentialsOf,
  type MarketplaceConnector,
  type MarketplaceOrder,
  type OrderPage,
  type OrderQuery,
  type StockPush,
  type StockPushResult,
  type TrackingPush,
} from '../marketplace-port';
import { normalizeStoreDomain, ShopifyAdminClient, shopifyEndpoint } from './shopify-admin-client';
import { orderOfFulfillmentOrder, trackingCompanyOf } from './shopify-fulfillment-order';
import {
  ACCEPT_FULFILLMENT_REQUEST,
  ASSIGNED_FULFILLMENT_ORDERS,
  FULFILLMENT_CREATE,
  FULFILLMENT_ORDER_LINE_ITEMS,
  FULFILLMENT_ORDER_PAGE,
  FULFILLMENT_ORDER_STATUS,
  FULFILLMENT_SERVICE_CREATE,
  FULFILLMENT_SERVICE_NAME,
  FULFILLMENT_SERVICE_UPDATE,
  SHOP_INFO,
} from './shopify-operations';
import {
  acceptFulfillmentRequestData,
  assignedFulfillmentOrdersData,
  fulfillmentCreateData,
  fulfillmentOrderLineItemsData,
  fulfillmentOrderStatusData,
  fulfillmentServiceCreateData,
  fulfillmentServiceUpdateData,
  shopInfoData,
  type FulfillmentOrderNode,
  type FulfillmentServiceNode,
  type UserError,
} from './shopify-answers';
import { ShopifyStockPush } from './shopify-stock-push';

export type ShopifyCredentials = CredentialsOf<'SHOPIFY'>;

const refused = (errors: UserError[]) => new MarketplaceError('REJECTED', errors.map((error) => error.message).join('; '));

/** At connect, a store that refuses the token, does not exist or may not be called is the seller's input: a connection error. */
const connectError = (error: unknown): unknown => {
  if (!(error instanceof MarketplaceError)) return error;
  if (error.code !== 'TOKEN_INVALID' && error.code !== 'NOT_FOUND' && error.cause === undefined) return error;
  const refused = new MarketplaceError('INVALID_CREDENTIALS', error.message, error.details);
  refused.cause = error.cause;
  return refused;
};

export class ShopifyConnector implements MarketplaceConnector<ShopifyCredentials> {
  readonly marketplace = 'SHOPIFY' as const;
  /** inventorySetQuantities takes up to 250 quantities per call. */
  readonly stockBatchSize = 250;

  constructor(
    private readonly config: MarketplaceAppConfig,
    private readonly fetches: MarketplaceFetch,
  ) {}

  async connect(credentials: ShopifyCredentials, options: { callbackUrl: string }) {
    try {
      const storeDomain = normalizeStoreDomain(credentials.storeDomain);
      const client = this.client({ ...credentials, storeDomain });
      const { shop } = await client.request(shopInfoData, SHOP_INFO);
      const service = await this.register(client, shop.fulfillmentServices, options.callbackUrl);
      if (!service.location) throw new MarketplaceError('REJECTED', 'The Shopify fulfillment service has no location');
      return {
        credentials: { ...credentials, storeDomain, fulfillmentServiceId: service.id, locationId: service.location.id },
        accountName: shop.name,
      };
    } catch (error) {
      throw connectError(error);
    }
  }

  /**
   * Fulfillment orders Shopify asks us to fulfil, not yet accepted: they stay requested (offered on every pass) until
   * acknowledgeOrders accepts them once they are stored. The cursor names the last fulfillment order returned, so those
   * accepted between pages shift none of the rest. query.modifiedSince is not needed: a request stays open at Shopify until we accept it, however old.
   */
  async fetchOrders(session: ConnectorSession<ShopifyCredentials>, query: OrderQuery): Promise<OrderPage> {
    const client = this.client(session.credentials);
    const { assignedFulfillmentOrders: page } = await client.request(assignedFulfillmentOrdersData, ASSIGNED_FULFILLMENT_ORDERS, {
      first: FULFILLMENT_ORDER_PAGE,
      after: query.cursor,
      locationIds: [this.locationOf(session.credentials)],
    });
    const orders: MarketplaceOrder[] = [];
    for (const node of page.nodes) {
      await this.allLines(client, node);
      orders.push(orderOfFulfillmentOrder(node));
    }
    return { orders, cursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
  }

  /**
   * Accepts each fulfillment request: Shopify no longer offers it. One accepted before (a pass retried after a lost answer)
   * or withdrawn by the merchant meanwhile is left as it is; one still requested that Shopify refuses to accept is REJECTED.
   */
  async acknowledgeOrders(session: ConnectorSession<ShopifyCredentials>, channelOrderIds: string[]): Promise<void> {
    const client = this.client(session.credentials);
    for (const id of channelOrderIds) {
      const { fulfillmentOrderAcceptFulfillmentRequest: accepted } = await client.request(
        acceptFulfillmentRequestData,
        ACCEPT_FULFILLMENT_REQUEST,
        { id },
      );
      if (accepted.userErrors.length === 0) continue;
      const { fulfillmentOrder } = await client.request(fulfillmentOrderStatusData, FULFILLMENT_ORDER_STATUS, { id });
      if (fulfillmentOrder?.requestStatus === 'SUBMITTED') throw refused(accepted.userErrors);
    }
  }

  async pushTracking(session: ConnectorSession<ShopifyCredentials>, push: TrackingPush): Promise<void> {
    const client = this.client(session.credentials);
    const lineIds = push.lines.map((line) => line.channelLineId);
    const fulfillmentOrderLineItems = lineIds.every(Boolean)
      ? push.lines.map((line) => ({ id: line.channelLineId, quantity: line.quantity }))
      : undefined;
    const { fulfillmentCreate } = await client.request(fulfillmentCreateData, FULFILLMENT_CREATE, {
      fulfillment: {
        notifyCustomer: true,
        trackingInfo: { company: trackingCompanyOf(push.carrier), number: push.trackingNumber },
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: push.channelOrderId, fulfillmentOrderLineItems }],
      },
    });
    if (fulfillmentCreate.userErrors.length === 0) return;
    // Pushing again after a lost answer: a fulfillment order already closed by our fulfillment is done.
    const { fulfillmentOrder } = await client.request(fulfillmentOrderStatusData, FULFILLMENT_ORDER_STATUS, { id: push.channelOrderId });
    if (!fulfillmentOrder) throw new MarketplaceError('NOT_FOUND', 'Shopify knows no such fulfillment order');
    if (fulfillmentOrder.status === 'CLOSED') return;
    throw refused(fulfillmentCreate.userErrors);
  }

  pushStock(session: ConnectorSession<ShopifyCredentials>, items: StockPush[]): Promise<StockPushResult[]> {
    return new ShopifyStockPush(this.client(session.credentials), this.locationOf(session.credentials)).push(items);
  }

  /** Completes a fulfillment order with more line items than the order query carries. */
  private async allLines(client: ShopifyAdminClient, node: FulfillmentOrderNode): Promise<void> {
    let { pageInfo } = node.lineItems;
    while (pageInfo.hasNextPage) {
      const { fulfillmentOrder } = await client.request(fulfillmentOrderLineItemsData, FULFILLMENT_ORDER_LINE_ITEMS, {
        id: node.id,
        after: pageInfo.endCursor,
      });
      if (!fulfillmentOrder) throw new MarketplaceError('NOT_FOUND', 'Shopify knows no such fulfillment order');
      node.lineItems.nodes.push(...fulfillmentOrder.lineItems.nodes);
      pageInfo = fulfillmentOrder.lineItems.pageInfo;
    }
  }

  private client(credentials: ShopifyCredentials): ShopifyAdminClient {
    return new ShopifyAdminClient(shopifyEndpoint(this.config, this.fetches, credentials.storeDomain), credentials.accessToken);
  }

  private locationOf(credentials: ShopifyCredentials): string {
    if (!credentials.locationId) throw new MarketplaceError('REJECTED', 'The Shopify store is not connected as a fulfillment service');
    return credentials.locationId;
  }

  /** One fulfillment service per store under our name: reused (its callback URL brought up to date) when connecting again. */
  private async register(client: ShopifyAdminClient, existing: FulfillmentServiceNode[], callbackUrl: string) {
    const ours = existing.find((service) => service.serviceName === FULFILLMENT_SERVICE_NAME);
    if (ours && ours.callbackUrl === callbackUrl) return ours;
    if (ours) {
      const { fulfillmentServiceUpdate: updated } = await client.request(fulfillmentServiceUpdateData, FULFILLMENT_SERVICE_UPDATE, {
        id: ours.id,
        callbackUrl,
      });
      if (!updated.fulfillmentService) throw refused(updated.userErrors);
      return updated.fulfillmentService;
    }
    const { fulfillmentServiceCreate: created } = await client.request(fulfillmentServiceCreateData, FULFILLMENT_SERVICE_CREATE, {
      name: FULFILLMENT_SERVICE_NAME,
      callbackUrl,
    });
    if (!created.fulfillmentService) throw refused(created.userErrors);
    return created.fulfillmentService;
  }
}
