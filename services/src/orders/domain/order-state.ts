// order-<orderId>: what the decider (order.ts) knows of one order, folded from its events. The three status facets
// move only as ORDER_TRANSITIONS says (transitions.ts); the rest is the order's content and fulfillment facts.
import type {
  FulfillmentCosts,
  FulfillmentOptions,
  MissingGoods,
  OrderAddress,
  OrderBuyer,
  OrderEvent,
  OrderLabel,
  OrderLine,
  OrderRegistration,
  OrderSource,
} from '@ledgerhouse/contracts';
import { nextFacets, type Facets } from './transitions';

export interface OrderState {
  facets: Facets;
  orderId: string | null;
  sellerId: string | null;
  number: string | null;
  orderDate: string | null;
  source: OrderSource | null;
  buyer: OrderBuyer | null;
  address: OrderAddress | null;
  note: string | null;
  lines: readonly OrderLine[];
  /** What the last reservation lacked (empty once reserved or edited). */
  missing: readonly MissingGoods[];
  options: FulfillmentOptions | null;
  labelRequestId: string | null;
  /** The purchase request whose failure was recorded last (a retried failure changes nothing). */
  labelFailedRequestId: string | null;
  label: OrderLabel | null;
  costs: FulfillmentCosts | null;
  paymentAttempts: number;
  /** Units picked per product, and the scans counted (each once). */
  picked: Readonly<Record<string, number>>;
  scanIds: ReadonlySet<string>;
  manifestId: string | null;
  returnShipmentId: string | null;
  registration: OrderRegistration;
}

export const initialFacets: Facets = { status: null, pick: null, payment: null, packed: false };

/** What a fulfillment collects; a canceled shipment starts it afresh. */
const noFulfillment = {
  options: null,
  labelRequestId: null,
  labelFailedRequestId: null,
  label: null,
  costs: null,
  paymentAttempts: 0,
  picked: {},
  scanIds: new Set<string>(),
  manifestId: null,
} satisfies Partial<OrderState>;

export const initialOrderState: OrderState = {
  facets: initialFacets,
  orderId: null,
  sellerId: null,
  number: null,
  orderDate: null,
  source: null,
  buyer: null,
  address: null,
  note: null,
  lines: [],
  missing: [],
  ...noFulfillment,
  returnShipmentId: null,
  registration: 'NONE',
};

export const pickedOf = (state: OrderState, productId: string): number => state.picked[productId] ?? 0;

/** Units of `productId` the order's lines ask for. */
export const orderedOf = (state: OrderState, productId: string): number =>
  state.lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  // An event the table does not allow never reaches a stream through the decider; folding keeps the facets as they were.
  const facets = nextFacets(state.facets, event.type) ?? state.facets;
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      return {
        ...state,
        facets,
        orderId: d.orderId,
        sellerId: d.sellerId,
        number: d.number ?? null,
        orderDate: d.orderDate ?? d.placedAt,
        source: d.source ?? null,
        buyer: d.buyer ?? null,
        address: d.address ?? null,
        note: d.note ?? null,
        lines: d.lines ?? [],
      };
    }
    case 'OrderEdited': {
      const { orderDate, buyer, address, note, lines } = event.data;
      return { ...state, facets, orderDate, buyer, address, note, lines, missing: [] };
    }
    case 'OrderReserved':
      return { ...state, facets, missing: [] };
    case 'OrderReservationShort':
      return { ...state, facets, missing: event.data.missing };
    case 'FulfillmentStarted':
      return { ...state, facets, ...noFulfillment, scanIds: new Set(), options: event.data.options };
    case 'LabelPurchaseRequested':
      return { ...state, facets, labelRequestId: event.data.requestId };
    case 'LabelAttached':
      return { ...state, facets, label: event.data.label };
    case 'LabelPurchaseFailed':
      return { ...state, facets, labelFailedRequestId: event.data.requestId };
    case 'FulfillmentCostsCalculated':
      return { ...state, facets, costs: event.data.costs };
    case 'FulfillmentPaymentRequested':
      return { ...state, facets, paymentAttempts: event.data.attempt };
    case 'UnitsPicked': {
      const { productId, quantity, scanId } = event.data;
      const picked = { ...state.picked, [productId]: pickedOf(state, productId) + quantity };
      return { ...state, facets, picked, scanIds: new Set([...state.scanIds, scanId]) };
    }
    case 'OrderAddedToManifest':
    case 'OrderHandedOver':
      return { ...state, facets, manifestId: event.data.manifestId };
    case 'OrderRemovedFromManifest':
      return { ...state, facets, manifestId: state.manifestId === event.data.manifestId ? null : state.manifestId };
    case 'ShipmentCanceled':
      return { ...state, facets, ...noFulfillment, scanIds: new Set() };
    case 'OrderRegistrationChanged':
      return { ...state, facets, registration: event.data.registration };
    case 'ReturnShipmentCreated':
      return { ...state, facets, returnShipmentId: event.data.inboundShipmentId };
    case 'OrderReservationRetried':
    case 'FulfillmentPaid':
    case 'FulfillmentPaymentFailed':
    case 'PickingStarted':
    case 'OrderPicked':
    case 'OrderPacked':
    case 'OrderCanceled':
    case 'OrderCommentAdded':
      return { ...state, facets };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
