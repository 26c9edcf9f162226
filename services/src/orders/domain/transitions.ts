// The order's status flow, in one place: which event may happen in which status of each facet, and what it moves to.
// The decider refuses any command whose event is not allowed here (ORDER_STATUS_CONFLICT), and the property test
// checks that random command sequences never reach a state outside it. Drawn in services/src/orders/README.md.
//
// Facets: `status` (the order), `pick` (warehouse picking, while PROCESSING), `payment` (the fulfillment charge, while
// PROCESSING). `null` means "not started"; `any` accepts every value of that facet; `same` keeps it.
import type { OrderEventType, OrderPaymentStatus, OrderStatus, PickStatus } from '@ledgerhouse/contracts';

export type StatusFrom = OrderStatus | null;
type Facet<T> = { from: readonly (T | null)[] | 'any'; to: T | null | 'same' };

export interface OrderTransition {
  status: { from: readonly StatusFrom[]; to: OrderStatus | 'same' };
  pick?: Facet<PickStatus>;
  payment?: Facet<OrderPaymentStatus>;
  /** Refused once every unit has been verified at the packing table. */
  refusedWhenPacked?: boolean;
}

const EDITABLE: readonly StatusFrom[] = ['RESERVING', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS'];
const OPEN: readonly StatusFrom[] = ['RESERVING', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS', 'PROCESSING', 'PROCESSED'];

export const ORDER_TRANSITIONS: Record<OrderEventType, OrderTransition> = {
  OrderPlaced: { status: { from: [null], to: 'RESERVING' } },
  /** Only while nothing has been handed to the warehouse. */
  OrderEdited: { status: { from: EDITABLE, to: 'RESERVING' } },
  OrderReserved: { status: { from: ['RESERVING'], to: 'READY_FOR_FULFILLMENT' } },
  OrderReservationShort: { status: { from: ['RESERVING'], to: 'INSUFFICIENT_GOODS' } },
  OrderReservationRetried: { status: { from: ['INSUFFICIENT_GOODS'], to: 'RESERVING' } },
  FulfillmentStarted: {
    status: { from: ['READY_FOR_FULFILLMENT'], to: 'PROCESSING' },
    pick: { from: [null], to: 'NOT_PICKED' },
    payment: { from: [null], to: null },
  },
  LabelPurchaseRequested: { status: { from: ['PROCESSING'], to: 'same' }, payment: { from: [null, 'PAYMENT_FAILED'], to: 'same' } },
  LabelAttached: { status: { from: ['PROCESSING'], to: 'same' }, refusedWhenPacked: true },
  /** The order stays PROCESSING with the failure shown ('Failed to purchase label'): the seller cancels the shipment or retries. */
  LabelPurchaseFailed: { status: { from: ['PROCESSING'], to: 'same' }, payment: { from: [null], to: 'same' } },
  FulfillmentCostsCalculated: { status: { from: ['PROCESSING'], to: 'same' }, payment: { from: [null, 'PAYMENT_FAILED'], to: 'same' } },
  FulfillmentPaymentRequested: {
    status: { from: ['PROCESSING'], to: 'same' },
    payment: { from: [null, 'PAYMENT_FAILED'], to: 'PAYMENT_PENDING' },
  },
  FulfillmentPaid: { status: { from: ['PROCESSING'], to: 'same' }, payment: { from: ['PAYMENT_PENDING'], to: 'PAID' } },
  FulfillmentPaymentFailed: {
    status: { from: ['PROCESSING'], to: 'same' },
    payment: { from: ['PAYMENT_PENDING'], to: 'PAYMENT_FAILED' },
  },
  /** The warehouse picks only what is paid for. */
  PickingStarted: {
    status: { from: ['PROCESSING'], to: 'same' },
    pick: { from: ['NOT_PICKED'], to: 'PICKING' },
    payment: { from: ['PAID'], to: 'same' },
  },
  UnitsPicked: { status: { from: ['PROCESSING'], to: 'same' }, pick: { from: ['PICKING'], to: 'same' } },
  OrderPicked: { status: { from: ['PROCESSING'], to: 'same' }, pick: { from: ['PICKING'], to: 'PICKED' } },
  OrderPacked: { status: { from: ['PROCESSING'], to: 'same' }, pick: { from: ['PICKED'], to: 'same' }, refusedWhenPacked: true },
  OrderAddedToManifest: { status: { from: ['PROCESSING'], to: 'same' }, pick: { from: ['PICKED'], to: 'same' } },
  OrderRemovedFromManifest: { status: { from: ['PROCESSING'], to: 'same' } },
  OrderHandedOver: { status: { from: ['PROCESSING'], to: 'PROCESSED' }, pick: { from: ['PICKED'], to: 'same' } },
  /** Final. Refused once packing has begun. */
  OrderCanceled: { status: { from: [...EDITABLE, 'PROCESSING'], to: 'CANCELED' }, refusedWhenPacked: true },
  /** Back to the seller: pick and payment facets reset. Refused once packing has begun. */
  ShipmentCanceled: {
    status: { from: ['PROCESSING'], to: 'READY_FOR_FULFILLMENT' },
    pick: { from: 'any', to: null },
    payment: { from: 'any', to: null },
    refusedWhenPacked: true,
  },
  OrderCommentAdded: { status: { from: [...OPEN, 'CANCELED'], to: 'same' } },
  OrderRegistrationChanged: { status: { from: [...OPEN, 'CANCELED'], to: 'same' } },
  /** A return is made from a canceled order only, once. */
  ReturnShipmentCreated: { status: { from: ['CANCELED'], to: 'same' } },
};

export interface Facets {
  status: StatusFrom;
  pick: PickStatus | null;
  payment: OrderPaymentStatus | null;
  packed: boolean;
}

function facetNext<T>(rule: Facet<T> | undefined, value: T | null): { ok: boolean; next: T | null } {
  if (!rule) return { ok: true, next: value };
  const ok = rule.from === 'any' || rule.from.includes(value);
  return { ok, next: rule.to === 'same' ? value : (rule.to as T | null) };
}

/** The facets after `event`, or `undefined` when the table does not allow it in `now`. */
export function nextFacets(now: Facets, event: OrderEventType): Facets | undefined {
  const rule = ORDER_TRANSITIONS[event];
  if (!rule.status.from.includes(now.status)) return undefined;
  if (rule.refusedWhenPacked && now.packed) return undefined;
  const pick = facetNext(rule.pick, now.pick);
  const payment = facetNext(rule.payment, now.payment);
  if (!pick.ok || !payment.ok) return undefined;
  const status = rule.status.to === 'same' ? now.status : rule.status.to;
  const packed = event === 'OrderPacked' ? true : event === 'ShipmentCanceled' ? false : now.packed;
  return { status, pick: pick.next, payment: payment.next, packed };
}

/** The seller may still edit the order: nothing has been handed to the warehouse. */
export const SELLER_MAY_EDIT: readonly StatusFrom[] = EDITABLE;
