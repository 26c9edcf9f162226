// A local stand-in for Walmart Marketplace API v3 on 127.0.0.1: the client-credentials token with its expiry, orders by
// lastModifiedStartDate with nextCursor pages, acknowledge and ship (carrier names checked against Walmart's list),
// inventory, and Walmart's error answers (401 UNAUTHORIZED.GMP_GATEWAY_API, 404 CONTENT_NOT_FOUND, 429 with
// x-current-token-count / x-next-replenishment-time).
import { randomBytes } from 'node:crypto';
import type { RunningSimulator, SimulatedOrderInput, SimulatorOptions } from '../simulators/simulator';
import { startJsonHttpServer, type SimulatorRequest, type SimulatorResponse } from '../simulators/json-http-server';
import { FaultQueue, ListingQuantities } from '../simulators/simulator-state';
import { isWalmartCarrier } from './walmart-carriers';
import { sandboxWalmartOrder } from './walmart-sandbox-order';
import {
  WALMART_UNAUTHORIZED,
  walmartErrorBody,
  type WalmartInventory,
  type WalmartOrder,
  type WalmartOrderList,
  type WalmartShipment,
} from './walmart-payloads';

export interface WalmartSimulatorOptions extends SimulatorOptions {
  /** Token lifetime; Walmart's is 900 s. */
  tokenTtlSeconds?: number;
  /** Most orders on one page whatever limit is asked (Walmart: 200). */
  maxPageSize?: number;
}

/** Fixed, so a sandbox store connected in the embedded start keeps working after a restart. */
export const WALMART_SANDBOX_CREDENTIALS = { clientId: 'sandbox-walmart-client', clientSecret: 'sandbox-walmart-secret' };

const dataError = (status: number, code: string, description: string, field = 'data'): SimulatorResponse => ({
  status,
  body: walmartErrorBody({ code, field, description, info: description, severity: 'ERROR', category: 'DATA' }),
});
const unauthorized = (): SimulatorResponse => ({ status: 401, body: walmartErrorBody(WALMART_UNAUTHORIZED) });

export async function startWalmartSimulator(options: WalmartSimulatorOptions = {}): Promise<RunningSimulator> {
  const { clientId, clientSecret } = WALMART_SANDBOX_CREDENTIALS;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 900;
  const maxPageSize = options.maxPageSize ?? 200;
  const tokens = new Map<string, number>();
  const orders = new Map<string, WalmartOrder>();
  const tracking = new Map<string, { carrier: string; trackingNumber: string }>();
  const quantities = new ListingQuantities();
  const faults = new FaultQueue();
  let revoked = false;

  const modifiedAt = (order: WalmartOrder) => Math.max(order.orderDate, ...order.orderLines.orderLine.map((l) => l.statusDate));

  function issueToken(request: SimulatorRequest): SimulatorResponse {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (revoked || request.headers.authorization !== expected) return unauthorized();
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return dataError(400, 'INVALID_REQUEST_PARAM.GMP_GATEWAY_API', 'grant_type must be client_credentials', 'grant_type');
    }
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, Date.now() + tokenTtlSeconds * 1000);
    return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: tokenTtlSeconds } };
  }

  function listOrders(query: URLSearchParams): SimulatorResponse {
    const since = Date.parse(query.get('lastModifiedStartDate') ?? '');
    if (Number.isNaN(since))
      return dataError(400, 'INVALID_REQUEST_PARAM.GMP_ORDER_API', 'lastModifiedStartDate is required', 'lastModifiedStartDate');
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, maxPageSize);
    const offset = Number(query.get('soIndex') ?? 0) || 0;
    const matching = [...orders.values()]
      .filter((o) => modifiedAt(o) >= since)
      .sort((a, b) => modifiedAt(a) - modifiedAt(b) || a.purchaseOrderId.localeCompare(b.purchaseOrderId));
    if (matching.length === 0) return dataError(404, 'CONTENT_NOT_FOUND.GMP_ORDER_API', 'No Orders found for the given criteria');
    const page = matching.slice(offset, offset + limit);
    const more = offset + limit < matching.length;
    const next = new URLSearchParams({
      limit: String(limit),
      hasMoreElements: 'true',
      soIndex: String(offset + limit),
      lastModifiedStartDate: new Date(since).toISOString(),
    });
    const body: WalmartOrderList = {
      list: { meta: { totalCount: matching.length, limit, ...(more ? { nextCursor: `?${next}` } : {}) }, elements: { order: page } },
    };
    return { status: 200, body };
  }

  function acknowledge(order: WalmartOrder): SimulatorResponse {
    for (const line of order.orderLines.orderLine) {
      const status = line.orderLineStatuses.orderLineStatus[0];
      if (status.status === 'Created') {
        status.status = 'Acknowledged';
        line.statusDate = Date.now();
      }
    }
    return { status: 200, body: { order } };
  }

  function ship(order: WalmartOrder, body: string): SimulatorResponse {
    const lines = (JSON.parse(body) as WalmartShipment).orderShipment?.orderLines?.orderLine ?? [];
    for (const shipped of lines) {
      const line = order.orderLines.orderLine.find((l) => l.lineNumber === shipped.lineNumber);
      if (!line) return dataError(400, 'INVALID_REQUEST_CONTENT.GMP_ORDER_API', `Order line ${shipped.lineNumber} not found`, 'lineNumber');
      const current = line.orderLineStatuses.orderLineStatus[0].status;
      if (current !== 'Acknowledged') {
        return dataError(
          400,
          'INVALID_REQUEST_CONTENT.GMP_ORDER_API',
          `Order line ${line.lineNumber} is ${current}, not Acknowledged`,
          'status',
        );
      }
      const info = shipped.orderLineStatuses?.orderLineStatus?.[0]?.trackingInfo;
      const { carrier, otherCarrier } = info?.carrierName ?? {};
      if (
        !info?.trackingNumber ||
        (carrier === undefined) === (otherCarrier === undefined) ||
        (carrier !== undefined && !isWalmartCarrier(carrier))
      ) {
        return dataError(400, 'INVALID_REQUEST_CONTENT.GMP_ORDER_API', 'Invalid carrierName or trackingNumber', 'carrierName');
      }
    }
    for (const shipped of lines) {
      const line = order.orderLines.orderLine.find((l) => l.lineNumber === shipped.lineNumber)!;
      const status = shipped.orderLineStatuses.orderLineStatus[0];
      line.orderLineStatuses.orderLineStatus = [
        { status: 'Shipped', statusQuantity: status.statusQuantity, trackingInfo: status.trackingInfo },
      ];
      line.statusDate = Date.now();
      const name = status.trackingInfo.carrierName;
      tracking.set(order.purchaseOrderId, {
        carrier: name.carrier ?? name.otherCarrier ?? '',
        trackingNumber: status.trackingInfo.trackingNumber,
      });
    }
    return { status: 200, body: { order } };
  }

  function setInventory(query: URLSearchParams, body: string): SimulatorResponse {
    const sku = query.get('sku');
    const inventory = JSON.parse(body) as Partial<WalmartInventory>;
    const amount = inventory.quantity?.amount;
    if (!sku || inventory.sku !== sku || inventory.quantity?.unit !== 'EACH' || !Number.isInteger(amount) || (amount as number) < 0) {
      return dataError(
        400,
        'INVALID_REQUEST_CONTENT.GMP_INVENTORY_API',
        'sku and quantity {unit: EACH, amount >= 0} are required',
        'quantity',
      );
    }
    quantities.set(sku, amount as number);
    return { status: 200, body: { sku, quantity: { unit: 'EACH', amount } } };
  }

  function route(request: SimulatorRequest): SimulatorResponse {
    const { method, path, query } = request;
    if (method === 'GET' && path === '/v3/orders') return listOrders(query);
    if (method === 'PUT' && path === '/v3/inventory') return setInventory(query, request.body);
    const match = /^\/v3\/orders\/([^/]+)(\/acknowledge|\/shipping)?$/.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[1])) : undefined;
    if (match && !order) return dataError(404, 'CONTENT_NOT_FOUND.GMP_ORDER_API', 'Purchase order not found');
    if (order && method === 'GET' && !match?.[2]) return { status: 200, body: { order } };
    if (order && method === 'POST' && match?.[2] === '/acknowledge') return acknowledge(order);
    if (order && method === 'POST' && match?.[2] === '/shipping') return ship(order, request.body);
    return dataError(404, 'NOT_FOUND.GMP_GATEWAY_API', `No route ${method} ${path}`, 'path');
  }

  function handle(request: SimulatorRequest): SimulatorResponse {
    if (!request.headers['wm_svc.name'] || !request.headers['wm_qos.correlation_id']) {
      return dataError(400, 'INVALID_REQUEST_HEADER.GMP_GATEWAY_API', 'WM_SVC.NAME and WM_QOS.CORRELATION_ID are required', 'header');
    }
    if (request.method === 'POST' && request.path === '/v3/token') return issueToken(request);
    const token = String(request.headers['wm_sec.access_token'] ?? '');
    const fault = faults.take();
    if (fault === 'TOKEN_EXPIRED') tokens.delete(token);
    if (!((tokens.get(token) ?? 0) > Date.now())) return unauthorized();
    if (fault === 'RATE_LIMIT') {
      return {
        status: 429,
        headers: { 'x-current-token-count': '0', 'x-next-replenishment-time': String(Date.now() + 100) },
        body: walmartErrorBody({
          code: 'REQUEST_THRESHOLD_VIOLATED.GMP_GATEWAY_API',
          description: 'Too Many Requests',
          severity: 'ERROR',
          category: 'REQUEST',
        }),
      };
    }
    if (fault === 'SERVER_ERROR') return dataError(500, 'INTERNAL_SERVER_ERROR.GMP_GATEWAY_API', 'Internal Server Error');
    try {
      return route(request);
    } catch (error) {
      if (error instanceof SyntaxError) return dataError(400, 'INVALID_REQUEST_CONTENT.GMP_GATEWAY_API', 'Malformed JSON');
      throw error;
    }
  }

  const server = await startJsonHttpServer(handle, options.port, (problems) =>
    dataError(400, 'INVALID_REQUEST_CONTENT.GMP_ORDER_API', problems.join('; ')),
  );
  const addOrders = (inputs: SimulatedOrderInput[]) =>
    Promise.resolve(
      inputs.map((input) => {
        const order = sandboxWalmartOrder(input);
        orders.set(order.purchaseOrderId, order);
        return { channelOrderId: order.purchaseOrderId, number: order.customerOrderId };
      }),
    );
  return {
    marketplace: 'WALMART',
    url: server.url,
    appConfig: {},
    sandboxCredentials: { clientId, clientSecret },
    addOrders,
    quantityOf: (sku) => quantities.quantityOf(sku),
    onQuantity: (listener) => quantities.onQuantity(listener),
    trackingOf: (id) => tracking.get(id) ?? null,
    inject: (fault, times) => faults.inject(fault, times),
    revokeAccess() {
      revoked = true;
      tokens.clear();
    },
    holdTo: (check) => server.holdTo(check),
    close: () => server.close(),
  };
}
