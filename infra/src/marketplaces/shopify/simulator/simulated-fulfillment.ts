// The simulated store's fulfillment side: fulfillment services with their locations, orders whose fulfillment orders are
// assigned to the service, fulfillment requests accepted, and fulfillments with tracking.
import type { SimulatedOrderInput } from '../../simulators/simulator';
import { cursorOf, gid, GraphqlFault, positionOf } from './shopify-ids';
import type { SimulatedInventory } from './simulated-inventory';

interface Service {
  id: string;
  serviceName: string;
  callbackUrl: string;
  location: { id: string };
}
interface FulfillmentOrder {
  n: number;
  id: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'CANCELLED';
  requestStatus: 'SUBMITTED' | 'ACCEPTED';
  /** Null until a fulfillment service exists: the merchant assigns such orders to it once it does. */
  locationId: string | null;
  updatedAt: string;
  order: { name: string; createdAt: string; note: string | null };
  destination: Record<string, string | null>;
  lines: { id: string; sku: string; totalQuantity: number; remainingQuantity: number; amount: string }[];
  tracking: { carrier: string; trackingNumber: string } | null;
}
interface FulfillmentInput {
  notifyCustomer?: boolean;
  trackingInfo?: { company?: string; number?: string };
  lineItemsByFulfillmentOrder: { fulfillmentOrderId: string; fulfillmentOrderLineItems?: { id: string; quantity: number }[] }[];
}

const BUYERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'];
const userError = (field: string[], message: string) => ({ field, message });

export class SimulatedFulfillment {
  readonly services: Service[] = [];
  private readonly fulfillmentOrders: FulfillmentOrder[] = [];
  private readonly byId = new Map<string, FulfillmentOrder>();
  private orderNumber = 1000;

  constructor(
    private readonly nextId: () => number,
    private readonly inventory: SimulatedInventory,
  ) {}

  get currentService(): Service | null {
    return this.services.at(-1) ?? null;
  }

  createService(name: string, callbackUrl: string) {
    if (!name.trim()) return { fulfillmentService: null, userErrors: [userError(['name'], "Name can't be blank")] };
    if (this.services.some((service) => service.serviceName === name))
      return { fulfillmentService: null, userErrors: [userError(['name'], 'Name has already been taken')] };
    if (!URL.canParse(callbackUrl))
      return { fulfillmentService: null, userErrors: [userError(['callbackUrl'], 'Callback url is invalid')] };
    const service = {
      id: gid('FulfillmentService', this.nextId()),
      serviceName: name,
      callbackUrl,
      location: { id: gid('Location', this.nextId()) },
    };
    this.services.push(service);
    for (const fo of this.fulfillmentOrders) if (fo.locationId === null) fo.locationId = service.location.id;
    return { fulfillmentService: service, userErrors: [] };
  }

  updateService(id: string, callbackUrl: string) {
    const service = this.services.find((each) => each.id === id);
    if (!service) return { fulfillmentService: null, userErrors: [userError(['id'], 'Fulfillment service could not be found.')] };
    if (!URL.canParse(callbackUrl))
      return { fulfillmentService: null, userErrors: [userError(['callbackUrl'], 'Callback url is invalid')] };
    service.callbackUrl = callbackUrl;
    return { fulfillmentService: service, userErrors: [] };
  }

  addOrder(input: SimulatedOrderInput, index: number): FulfillmentOrder {
    const now = new Date().toISOString();
    const n = this.nextId();
    const fo: FulfillmentOrder = {
      n,
      id: gid('FulfillmentOrder', n),
      status: 'OPEN',
      requestStatus: 'SUBMITTED',
      locationId: this.currentService?.location.id ?? null,
      updatedAt: now,
      order: { name: `#${++this.orderNumber}`, createdAt: now, note: null },
      destination: this.destination(input.buyerName ?? BUYERS[index % BUYERS.length]),
      lines: input.lines.map((line) => {
        this.inventory.variant(line.sku);
        const amount = `${Math.floor(line.priceCents / 100)}.${String(line.priceCents % 100).padStart(2, '0')}`;
        return {
          id: gid('FulfillmentOrderLineItem', this.nextId()),
          sku: line.sku,
          totalQuantity: line.quantity,
          remainingQuantity: line.quantity,
          amount,
        };
      }),
      tracking: null,
    };
    this.fulfillmentOrders.push(fo);
    this.byId.set(fo.id, fo);
    return fo;
  }

  assigned(variables: { first?: number; after?: string | null; locationIds?: string[] | null }) {
    const first = variables.first ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > 250)
      throw new GraphqlFault('The maximum number of items that can be requested is 250, and the minimum is 1.', 'BAD_REQUEST');
    const after = variables.after ? positionOf(variables.after) : 0;
    if (after === null) throw new GraphqlFault('Invalid cursor for current pagination sort.', 'BAD_REQUEST');
    const locations = new Set(variables.locationIds ?? this.services.map((service) => service.location.id));
    const matching = this.fulfillmentOrders.filter(
      (fo) => fo.n > after && fo.status === 'OPEN' && fo.requestStatus === 'SUBMITTED' && fo.locationId && locations.has(fo.locationId),
    );
    const page = matching.slice(0, first);
    return {
      nodes: page.map((fo) => this.view(fo)),
      pageInfo: { hasNextPage: matching.length > first, endCursor: page.length > 0 ? cursorOf(page[page.length - 1].n) : null },
    };
  }

  accept(id: string) {
    const fo = this.byId.get(id);
    if (!fo) return { fulfillmentOrder: null, userErrors: [userError(['id'], 'Fulfillment order does not exist.')] };
    if (fo.status !== 'OPEN' || fo.requestStatus !== 'SUBMITTED')
      return { fulfillmentOrder: null, userErrors: [userError(['id'], 'Cannot accept fulfillment request for the fulfillment order.')] };
    Object.assign(fo, { status: 'IN_PROGRESS', requestStatus: 'ACCEPTED', updatedAt: new Date().toISOString() });
    return { fulfillmentOrder: { id: fo.id, status: fo.status, requestStatus: fo.requestStatus }, userErrors: [] };
  }

  fulfil(input: FulfillmentInput) {
    const errors = input.lineItemsByFulfillmentOrder.flatMap(({ fulfillmentOrderId, fulfillmentOrderLineItems }, index) => {
      const fo = this.byId.get(fulfillmentOrderId);
      const field = ['fulfillment', 'lineItemsByFulfillmentOrder', String(index)];
      if (!fo) return [userError(field, 'Fulfillment order does not exist.')];
      if (fo.status === 'CLOSED' || fo.status === 'CANCELLED')
        return [userError(field, `Fulfillment order ${fo.n} has an unfulfillable status= ${fo.status.toLowerCase()}.`)];
      const tooMany = fulfillmentOrderLineItems?.some(
        (item) => (fo.lines.find((line) => line.id === item.id)?.remainingQuantity ?? 0) < item.quantity,
      );
      return tooMany ? [userError(field, 'Invalid fulfillment order line item quantity requested.')] : [];
    });
    if (errors.length > 0) return { fulfillment: null, userErrors: errors };
    for (const { fulfillmentOrderId, fulfillmentOrderLineItems } of input.lineItemsByFulfillmentOrder) {
      const fo = this.byId.get(fulfillmentOrderId) as FulfillmentOrder;
      for (const line of fo.lines)
        line.remainingQuantity -= fulfillmentOrderLineItems
          ? (fulfillmentOrderLineItems.find((item) => item.id === line.id)?.quantity ?? 0)
          : line.remainingQuantity;
      if (fo.lines.every((line) => line.remainingQuantity === 0)) fo.status = 'CLOSED';
      fo.updatedAt = new Date().toISOString();
      if (input.trackingInfo?.number)
        fo.tracking = { carrier: input.trackingInfo.company ?? '', trackingNumber: input.trackingInfo.number };
    }
    return { fulfillment: { id: gid('Fulfillment', this.nextId()), status: 'SUCCESS' }, userErrors: [] };
  }

  statusOf(id: string) {
    const fo = this.byId.get(id);
    return fo ? { id: fo.id, status: fo.status, requestStatus: fo.requestStatus } : null;
  }

  /** A fulfillment order's line items after a cursor; null for an unknown fulfillment order. */
  lineItems(id: string, first: number, after: string | null) {
    const fo = this.byId.get(id);
    return fo ? { lineItems: this.lines(fo, first, after) } : null;
  }

  trackingOf(id: string) {
    return this.byId.get(id)?.tracking ?? null;
  }

  requestStatusOf(id: string) {
    return this.byId.get(id)?.requestStatus ?? null;
  }

  private view(fo: FulfillmentOrder) {
    const { id, status, requestStatus, updatedAt, order, destination } = fo;
    return { id, status, requestStatus, updatedAt, order, destination, lineItems: this.lines(fo, 25, null) };
  }

  private lines(fo: FulfillmentOrder, first: number, after: string | null) {
    const start = after ? positionOf(after) : 0;
    if (start === null) throw new GraphqlFault('Invalid cursor for current pagination sort.', 'BAD_REQUEST');
    const page = fo.lines.slice(start, start + first);
    const nodes = page.map((line) => ({
      id: line.id,
      sku: line.sku,
      remainingQuantity: line.remainingQuantity,
      financialSummaries: [
        { quantity: line.remainingQuantity, originalUnitPriceSet: { shopMoney: { amount: line.amount, currencyCode: 'USD' } } },
      ],
    }));
    const end = start + page.length;
    return { nodes, pageInfo: { hasNextPage: end < fo.lines.length, endCursor: page.length > 0 ? cursorOf(end) : null } };
  }

  private destination(buyerName: string) {
    const [firstName, ...rest] = buyerName.split(' ');
    return {
      firstName,
      lastName: rest.join(' ') || null,
      phone: '+1 212-555-0100',
      address1: '350 Fifth Avenue',
      address2: null,
      city: 'New York',
      province: 'New York',
      zip: '10118',
      countryCode: 'US',
    };
  }
}
