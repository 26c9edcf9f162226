// The eBay simulator's Sell APIs: getOrders with its lastmodifieddate filter and offset pagination, shipping
// fulfillments (201 with the new fulfillment in Location), and bulkUpdatePriceQuantity (at most 25 requests).
import type { SimulatorRequest, SimulatorResponse } from '../simulators/json-http-server';
import { ListingQuantities } from '../simulators/simulator-state';
import type { SimulatedOrderInput } from '../simulators/simulator';
import { simulatedEbayOrder, type SimulatedEbayOrder } from './ebay-simulated-order';

interface Fulfillment {
  fulfillmentId: string;
  shipmentTrackingNumber: string;
  shippingCarrierCode: string;
  shippedDate: string;
  lineItems: { lineItemId: string; quantity: number }[];
}

const ORDERS = '/sell/fulfillment/v1/order';
const error = (status: number, errorId: number, domain: string, message: string): SimulatorResponse => ({
  status,
  body: { errors: [{ errorId, domain, category: 'REQUEST', message }] },
});
const isJsonObject = (raw: string) => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};
const FILTER = /^lastmodifieddate:\[(.+?)\.\.(.*)\]$/;

export class EbaySellDesk {
  readonly quantities = new ListingQuantities();
  private readonly orders: SimulatedEbayOrder[] = [];
  private readonly fulfillments = new Map<string, Fulfillment[]>();

  constructor(private readonly baseUrl: () => string) {}

  addOrders(inputs: SimulatedOrderInput[]): { channelOrderId: string; number: string }[] {
    const at = new Date().toISOString();
    return inputs.map((input) => {
      const order = simulatedEbayOrder(this.orders.length + 1, input, at);
      this.orders.push(order);
      return { channelOrderId: order.orderId, number: order.orderId };
    });
  }

  trackingOf(orderId: string): { carrier: string; trackingNumber: string } | null {
    const last = this.fulfillments.get(orderId)?.at(-1);
    return last ? { carrier: last.shippingCarrierCode, trackingNumber: last.shipmentTrackingNumber } : null;
  }

  /** Answers a Sell API call, or null when the path is none of them. */
  handle(request: SimulatorRequest): SimulatorResponse | null {
    const { method, path } = request;
    if (method === 'POST' && !isJsonObject(request.body)) return error(400, 2004, 'ACCESS', 'Invalid request');
    if (method === 'GET' && path === ORDERS) return this.getOrders(request.query);
    if (method === 'POST' && path === '/sell/inventory/v1/bulk_update_price_quantity') return this.bulkUpdate(request.body);
    const match = /^\/sell\/fulfillment\/v1\/order\/([^/]+)(\/shipping_fulfillment)?$/.exec(path);
    if (!match) return null;
    const order = this.orders.find((o) => o.orderId === match[1]);
    if (!order) return error(404, 32100, 'API_FULFILLMENT', 'Invalid order ID: ' + match[1]);
    if (method === 'GET' && !match[2]) return { status: 200, body: order };
    if (method === 'GET') {
      const fulfillments = this.fulfillments.get(order.orderId) ?? [];
      return { status: 200, body: { fulfillments, total: fulfillments.length } };
    }
    if (method === 'POST' && match[2]) return this.ship(order, request.body);
    return null;
  }

  private getOrders(query: URLSearchParams): SimulatorResponse {
    const limit = Number(query.get('limit') ?? '50');
    const offset = Number(query.get('offset') ?? '0');
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      return error(400, 30830, 'API_FULFILLMENT', 'Invalid limit. Supported ranges 1 - 200.');
    if (!Number.isInteger(offset) || offset < 0) return error(400, 30840, 'API_FULFILLMENT', 'Invalid offset.');
    const filter = query.get('filter');
    const range = filter === null ? null : FILTER.exec(filter);
    if (filter !== null && (range === null || Number.isNaN(Date.parse(range[1])))) {
      return error(400, 30810, 'API_FULFILLMENT', `Invalid filter value ${filter}`);
    }
    const from = range ? Date.parse(range[1]) : 0;
    const to = range?.[2] ? Date.parse(range[2]) : Infinity;
    const matching = this.orders.filter((o) => Date.parse(o.lastModifiedDate) >= from && Date.parse(o.lastModifiedDate) <= to);
    const pageUrl = (at: number) =>
      `${this.baseUrl()}${ORDERS}?${filter === null ? '' : `filter=${encodeURIComponent(filter)}&`}limit=${limit}&offset=${at}`;
    return {
      status: 200,
      body: {
        href: pageUrl(offset),
        total: matching.length,
        limit,
        offset,
        orders: matching.slice(offset, offset + limit),
        ...(offset + limit < matching.length ? { next: pageUrl(offset + limit) } : {}),
        ...(offset > 0 ? { prev: pageUrl(Math.max(0, offset - limit)) } : {}),
      },
    };
  }

  private ship(order: SimulatedEbayOrder, raw: string): SimulatorResponse {
    const body = JSON.parse(raw) as Partial<Fulfillment> & { trackingNumber?: string };
    const lines = Array.isArray(body.lineItems) ? body.lineItems : [];
    if (lines.length === 0 || lines.some((l) => !order.lineItems.some((item) => item.lineItemId === l.lineItemId))) {
      return error(400, 32400, 'API_FULFILLMENT', 'Invalid line item id.');
    }
    if (!body.trackingNumber || !/^[A-Za-z0-9]+$/.test(body.trackingNumber))
      return error(400, 32600, 'API_FULFILLMENT', 'Invalid tracking number.');
    if (!body.shippingCarrierCode) return error(400, 32500, 'API_FULFILLMENT', 'Invalid shipping carrier code.');
    const list = this.fulfillments.get(order.orderId) ?? [];
    const fulfillment: Fulfillment = {
      fulfillmentId: body.trackingNumber,
      shipmentTrackingNumber: body.trackingNumber,
      shippingCarrierCode: body.shippingCarrierCode,
      shippedDate: body.shippedDate ?? new Date().toISOString(),
      lineItems: lines,
    };
    this.fulfillments.set(order.orderId, [...list, fulfillment]);
    const shipped = new Set([...list, fulfillment].flatMap((f) => f.lineItems.map((l) => l.lineItemId)));
    order.orderFulfillmentStatus = order.lineItems.every((item) => shipped.has(item.lineItemId)) ? 'FULFILLED' : 'IN_PROGRESS';
    order.lastModifiedDate = new Date().toISOString();
    const location = `${this.baseUrl()}${ORDERS}/${order.orderId}/shipping_fulfillment/${fulfillment.fulfillmentId}`;
    // The model describes the 201's body as a JSON object (eBay sends {}); the new fulfillment is at `location`.
    return { status: 201, headers: { location }, body: {} };
  }

  private bulkUpdate(raw: string): SimulatorResponse {
    const { requests } = JSON.parse(raw) as { requests?: { sku?: string; shipToLocationAvailability?: { quantity?: number } }[] };
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > 25) {
      return error(400, 25709, 'API_INVENTORY', 'Invalid value for requests. The number of requests must be between 1 and 25.');
    }
    const responses = requests.map(({ sku, shipToLocationAvailability }) => {
      const quantity = shipToLocationAvailability?.quantity;
      if (!sku || quantity === undefined || !Number.isInteger(quantity) || quantity < 0) {
        return {
          sku,
          statusCode: 400,
          errors: [
            { errorId: 25604, domain: 'API_INVENTORY', category: 'REQUEST', message: 'Input error. The quantity must be 0 or more.' },
          ],
        };
      }
      this.quantities.set(sku, quantity);
      return { sku, statusCode: 200, errors: [], warnings: [] };
    });
    return { status: responses.every((r) => r.statusCode === 200) ? 200 : 207, body: { responses } };
  }
}
