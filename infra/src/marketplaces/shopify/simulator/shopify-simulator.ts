// A local Shopify store speaking the GraphQL Admin API the connector uses: X-Shopify-Access-Token auth, the cost-based
// leaky bucket with THROTTLED answers, userErrors, cursor pagination, and the fulfillment service callback on new orders.
import { randomBytes, randomUUID } from 'node:crypto';
import type { RunningSimulator, SimulatedFault, SimulatedOrderInput, SimulatorOptions } from '../../simulators/simulator';
import { startJsonHttpServer, type SimulatorRequest, type SimulatorResponse } from '../../simulators/json-http-server';
import { FaultQueue } from '../../simulators/simulator-state';
import { SHOPIFY_API_VERSION } from '../shopify-api-version';
import { SHOPIFY_FULFILLMENT_NOTIFICATION_PATH, shopifyWebhookHmac, type ShopifyFulfillmentOrderNotification } from '../shopify-webhook';
import { CostBucket } from './cost-bucket';
import { GraphqlFault } from './shopify-ids';
import { GRAPHQL_PATH, simulatedOperations, type SimulatedOperation } from './shopify-operations-handler';
import { SimulatedFulfillment } from './simulated-fulfillment';
import { SimulatedInventory } from './simulated-inventory';

export interface ShopifySimulatorOptions extends SimulatorOptions {
  /** The leaky bucket; Shopify's standard plan is 1,000 points restored at 50 a second. Tests use faster numbers. */
  bucket?: { maximumAvailable?: number; restoreRate?: number };
}

export const SANDBOX_STORE_DOMAIN = 'sandbox-store.myshopify.com';
const INVALID_TOKEN = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };
const BAD_GATEWAY = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

export interface ShopifySimulator extends RunningSimulator {
  /** How many calls of this operation (by name) the store answered, THROTTLED ones included. */
  callsOf(operation: string): number;
  /** How many calls were answered THROTTLED. */
  readonly throttled: number;
  /** SUBMITTED while the fulfillment order's request waits for us, ACCEPTED once we took it; null for an unknown one. */
  requestStatusOf(channelOrderId: string): 'SUBMITTED' | 'ACCEPTED' | null;
}

export async function startShopifySimulator(options: ShopifySimulatorOptions = {}): Promise<ShopifySimulator> {
  let id = 1000;
  const nextId = () => ++id;
  const accessToken = `shpat_sandbox_${randomBytes(16).toString('hex')}`;
  const appSecret = `shpss_sandbox_${randomBytes(16).toString('hex')}`;
  const shop = { name: 'Sandbox Store', domain: SANDBOX_STORE_DOMAIN };
  const inventory: SimulatedInventory = new SimulatedInventory(nextId, (locationId): boolean =>
    fulfillment.services.some((s) => s.location.id === locationId),
  );
  const fulfillment: SimulatedFulfillment = new SimulatedFulfillment(nextId, inventory);
  const operations = simulatedOperations(shop, fulfillment, inventory);
  const bucket = new CostBucket(options.bucket?.maximumAvailable, options.bucket?.restoreRate);
  const faults = new FaultQueue();
  const calls = new Map<string, number>();
  let throttled = 0;
  let revoked = false;

  const cost = (requestedQueryCost: number, actualQueryCost: number | null, status = bucket.status()) => ({
    cost: { requestedQueryCost, actualQueryCost, throttleStatus: status },
  });
  const answer = (operation: SimulatedOperation, variables: Record<string, unknown>, fault: SimulatedFault | null): SimulatorResponse => {
    const requested = operation.requestedCost(variables);
    if (fault === 'RATE_LIMIT' || !bucket.take(requested)) {
      throttled++;
      const status = fault === 'RATE_LIMIT' ? { ...bucket.status(), currentlyAvailable: 0 } : bucket.status();
      const errors = [
        { message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } },
      ];
      return { status: 200, body: { errors, extensions: cost(requested, null, status) } };
    }
    try {
      const { data, actualCost = requested } = operation.run(variables);
      bucket.refund(requested - actualCost);
      return { status: 200, body: { data, extensions: cost(requested, actualCost) } };
    } catch (error) {
      if (!(error instanceof GraphqlFault)) throw error;
      return {
        status: 200,
        body: { errors: [{ message: error.message, extensions: { code: error.code } }], extensions: cost(requested, requested) },
      };
    }
  };

  const handle = (request: SimulatorRequest): SimulatorResponse => {
    if (request.path !== GRAPHQL_PATH || request.method !== 'POST') return { status: 404, body: { errors: 'Not Found' } };
    const fault = faults.take();
    if (fault === 'SERVER_ERROR') return { status: 502, headers: { 'content-type': 'text/html' }, body: BAD_GATEWAY };
    if (fault === 'TOKEN_EXPIRED' || revoked || request.headers['x-shopify-access-token'] !== accessToken)
      return { status: 401, body: INVALID_TOKEN };
    let body: { query?: unknown; operationName?: unknown; variables?: unknown };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
    }
    const name =
      typeof body.operationName === 'string' ? body.operationName : /\b(?:query|mutation)\s+(\w+)/.exec(String(body.query ?? ''))?.[1];
    calls.set(name ?? '', (calls.get(name ?? '') ?? 0) + 1);
    const operation = name ? operations[name] : undefined;
    if (!operation)
      return {
        status: 200,
        body: { errors: [{ message: `Operation '${name ?? ''}' is not supported`, extensions: { code: 'undefinedField' } }] },
      };
    return answer(operation, (body.variables ?? {}) as Record<string, unknown>, fault);
  };

  const server = await startJsonHttpServer(handle, options.port, (problems) => ({
    status: 200,
    body: { errors: problems.map((message) => ({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) },
  }));

  /** Tells the fulfillment service that orders await it, signed like Shopify's webhooks; a refused delivery is only dropped. */
  const notify = async (): Promise<void> => {
    const callbackUrl = fulfillment.currentService?.callbackUrl;
    const target =
      options.webhookUrl ?? (callbackUrl ? `${callbackUrl.replace(/\/+$/, '')}${SHOPIFY_FULFILLMENT_NOTIFICATION_PATH}` : null);
    if (!target) return;
    const notification: ShopifyFulfillmentOrderNotification = { kind: 'FULFILLMENT_REQUEST' };
    const raw = JSON.stringify(notification);
    await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': shopifyWebhookHmac(raw, appSecret),
        'x-shopify-shop-domain': shop.domain,
        'x-shopify-event-id': randomUUID(),
        'x-shopify-api-version': SHOPIFY_API_VERSION,
      },
      body: raw,
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
  };

  return {
    marketplace: 'SHOPIFY',
    url: server.url,
    appConfig: { appSecret, sandboxDomains: [SANDBOX_STORE_DOMAIN] },
    sandboxCredentials: { storeDomain: SANDBOX_STORE_DOMAIN, accessToken },
    async addOrders(orders: SimulatedOrderInput[]) {
      const added = orders.map((order, index) => fulfillment.addOrder(order, index));
      if (added.some((fo) => fo.locationId)) await notify();
      return added.map((fo) => ({ channelOrderId: fo.id, number: fo.order.name }));
    },
    quantityOf: (sku) => inventory.quantities.quantityOf(sku),
    onQuantity: (listener) => inventory.quantities.onQuantity(listener),
    trackingOf: (channelOrderId) => fulfillment.trackingOf(channelOrderId),
    inject: (fault, times) => faults.inject(fault, times),
    revokeAccess: () => {
      revoked = true;
    },
    callsOf: (operation) => calls.get(operation) ?? 0,
    requestStatusOf: (channelOrderId) => fulfillment.requestStatusOf(channelOrderId),
    get throttled() {
      return throttled;
    },
    holdTo: (check) => server.holdTo(check),
    close: () => server.close(),
  };
}
