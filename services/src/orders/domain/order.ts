// order-<orderId>: the order decider. Every event it answers must be allowed by ORDER_TRANSITIONS (transitions.ts) for
// the facets it meets, else ORDER_STATUS_CONFLICT (with the clearer ORDER_NOT_EDITABLE and ORDER_CANCEL_AFTER_PACKING
// where the seller asked). A command that was done already (a retry) answers no events. State and evolve: order-state.ts.
import { isDeepStrictEqual } from 'node:util';
import { ErrorCode, type OrderEvent, type OrderEventType, type OrderStatus } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import type { OrderCommand } from './order-commands';
import { withinOrderLimits } from './order-line-limits';
import { evolveOrder, initialOrderState, orderedOf, pickedOf, type OrderState } from './order-state';
import { nextFacets, SELLER_MAY_EDIT, type Facets } from './transitions';

export { orderStream } from './order-commands';
export type { OrderCommand } from './order-commands';
export type { OrderState } from './order-state';

function raise(code: ErrorCode, params: Record<string, unknown> = {}): never {
  throw new DomainError(code, params);
}

/** Key order does not count: a stored event's objects come back from jsonb with their keys sorted. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const statusOf = (state: OrderState): OrderStatus | null => state.facets.status;

/** The event a command asks for first: its status is checked before its input. */
function eventOf(command: OrderCommand): OrderEventType {
  switch (command.type) {
    case 'PlaceOrder':
      return 'OrderPlaced';
    case 'EditOrder':
      return 'OrderEdited';
    case 'StartFulfillment':
      return 'FulfillmentStarted';
    case 'CancelOrder':
      return 'OrderCanceled';
    case 'CancelShipment':
      return 'ShipmentCanceled';
    case 'AddComment':
      return 'OrderCommentAdded';
    case 'RecordReturnShipment':
      return 'ReturnShipmentCreated';
    case 'RecordReservation':
      return command.result.ok ? 'OrderReserved' : 'OrderReservationShort';
    case 'RetryReservation':
      return 'OrderReservationRetried';
    case 'RequestLabelPurchase':
      return 'LabelPurchaseRequested';
    case 'AttachLabel':
      return 'LabelAttached';
    case 'RecordLabelFailure':
      return 'LabelPurchaseFailed';
    case 'RecordCosts':
      return 'FulfillmentCostsCalculated';
    case 'RequestPayment':
      return 'FulfillmentPaymentRequested';
    case 'RecordPayment':
      return command.result.ok ? 'FulfillmentPaid' : 'FulfillmentPaymentFailed';
    case 'StartPicking':
      return 'PickingStarted';
    case 'PickUnits':
      return 'UnitsPicked';
    case 'Pack':
      return 'OrderPacked';
    case 'AddToManifest':
      return 'OrderAddedToManifest';
    case 'RemoveFromManifest':
      return 'OrderRemovedFromManifest';
    case 'HandOver':
      return 'OrderHandedOver';
    case 'RecordRegistration':
      return 'OrderRegistrationChanged';
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

/** Done already: the command would change nothing (a retried request, a saga replaying its step). */
function isRetry(command: OrderCommand, state: OrderState): boolean {
  const { status, pick, payment, packed } = state.facets;
  switch (command.type) {
    case 'EditOrder': {
      const { orderDate, buyer, address, note, lines } = command;
      const unchanged = same(
        [state.orderDate, state.buyer, state.address, state.note, state.lines],
        [orderDate, buyer, address, note, lines],
      );
      return unchanged && SELLER_MAY_EDIT.includes(status);
    }
    case 'StartFulfillment':
      return status === 'PROCESSING' && same(state.options, command.options);
    case 'CancelOrder':
      return status === 'CANCELED';
    case 'RecordReturnShipment':
      return state.returnShipmentId === command.inboundShipmentId;
    case 'RecordReservation':
      return command.result.ok
        ? status === 'READY_FOR_FULFILLMENT'
        : status === 'INSUFFICIENT_GOODS' && same(state.missing, command.result.missing);
    case 'RetryReservation':
      return status === 'RESERVING';
    case 'RequestLabelPurchase':
      return state.labelRequestId === command.requestId;
    case 'AttachLabel':
      return state.label !== null && same(state.label, command.label);
    case 'RecordLabelFailure':
      return state.labelFailedRequestId === command.requestId;
    case 'RequestPayment':
      return payment === 'PAYMENT_PENDING' || payment === 'PAID';
    case 'RecordPayment':
      return command.result.ok ? payment === 'PAID' : payment === 'PAYMENT_FAILED';
    case 'StartPicking':
      return pick === 'PICKING' || pick === 'PICKED';
    case 'PickUnits':
      return state.scanIds.has(command.units.scanId);
    case 'Pack':
      return packed;
    case 'AddToManifest':
      return state.manifestId === command.manifestId;
    case 'RemoveFromManifest':
      return state.manifestId !== command.manifestId;
    case 'HandOver':
      return status === 'PROCESSED' && state.manifestId === command.manifestId;
    case 'RecordRegistration':
      return state.registration === command.registration;
    case 'PlaceOrder':
    case 'CancelShipment':
    case 'AddComment':
    case 'RecordCosts':
      return false;
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

/** Why the table refuses the command's first event: the seller's refusals get their own codes. */
function refuse(command: OrderCommand, facets: Facets): never {
  const status = facets.status;
  if (command.type === 'EditOrder') raise(ErrorCode.ORDER_NOT_EDITABLE, { status });
  if ((command.type === 'CancelOrder' || command.type === 'CancelShipment') && facets.packed)
    raise(ErrorCode.ORDER_CANCEL_AFTER_PACKING, { status });
  raise(ErrorCode.ORDER_STATUS_CONFLICT, { status });
}

function decideEvents(command: OrderCommand, state: OrderState): OrderEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'PlaceOrder': {
      const { orderId, sellerId, number, orderDate, source, buyer, address, note, lines } = command;
      if (!withinOrderLimits(lines)) raise(ErrorCode.VALIDATION_FAILED);
      return [{ type: 'OrderPlaced', data: { orderId, sellerId, placedAt: at, number, orderDate, source, buyer, address, note, lines } }];
    }
    case 'EditOrder': {
      const { orderDate, buyer, address, note, lines } = command;
      if (!withinOrderLimits(lines)) raise(ErrorCode.VALIDATION_FAILED);
      return [{ type: 'OrderEdited', data: { orderDate, buyer, address, note, lines, at } }];
    }
    case 'StartFulfillment':
      return [{ type: 'FulfillmentStarted', data: { options: command.options, automatic: command.automatic, at } }];
    case 'CancelOrder':
      return [{ type: 'OrderCanceled', data: { at } }];
    case 'CancelShipment':
      return [{ type: 'ShipmentCanceled', data: { at } }];
    case 'AddComment':
      return [{ type: 'OrderCommentAdded', data: { author: command.author, text: command.text, at } }];
    case 'RecordReturnShipment':
      if (state.returnShipmentId) raise(ErrorCode.ORDER_STATUS_CONFLICT, { status: statusOf(state) });
      return [{ type: 'ReturnShipmentCreated', data: { inboundShipmentId: command.inboundShipmentId, at } }];
    case 'RecordReservation':
      return command.result.ok
        ? [{ type: 'OrderReserved', data: { at } }]
        : [{ type: 'OrderReservationShort', data: { missing: command.result.missing, at } }];
    case 'RetryReservation':
      return [{ type: 'OrderReservationRetried', data: { at } }];
    case 'RequestLabelPurchase':
      return [{ type: 'LabelPurchaseRequested', data: { requestId: command.requestId, at } }];
    case 'AttachLabel':
      if (!command.label?.trackingNumber?.trim()) raise(ErrorCode.ORDER_LABEL_REQUIRED);
      return [{ type: 'LabelAttached', data: { label: command.label, at } }];
    case 'RecordLabelFailure':
      return [{ type: 'LabelPurchaseFailed', data: { requestId: command.requestId, reason: command.reason, at } }];
    case 'RecordCosts':
      return [{ type: 'FulfillmentCostsCalculated', data: { costs: command.costs, at } }];
    case 'RequestPayment':
      return [{ type: 'FulfillmentPaymentRequested', data: { attempt: state.paymentAttempts + 1, at } }];
    case 'RecordPayment':
      return command.result.ok
        ? [{ type: 'FulfillmentPaid', data: { amountCents: command.result.amountCents, at } }]
        : [{ type: 'FulfillmentPaymentFailed', data: { reason: command.result.reason, at } }];
    case 'StartPicking':
      return [{ type: 'PickingStarted', data: { at } }];
    case 'PickUnits':
      return pickUnits(command.units, state, at);
    case 'Pack':
      if (!state.label) raise(ErrorCode.ORDER_LABEL_REQUIRED);
      return [{ type: 'OrderPacked', data: { at } }];
    case 'AddToManifest':
      if (!state.facets.packed) raise(ErrorCode.ORDER_NOT_PACKED);
      if (state.manifestId) raise(ErrorCode.ORDER_STATUS_CONFLICT, { status: statusOf(state), manifestId: state.manifestId });
      return [{ type: 'OrderAddedToManifest', data: { manifestId: command.manifestId, at } }];
    case 'RemoveFromManifest':
      return [{ type: 'OrderRemovedFromManifest', data: { manifestId: command.manifestId, at } }];
    case 'HandOver':
      if (!state.facets.packed) raise(ErrorCode.ORDER_NOT_PACKED);
      if (state.manifestId !== command.manifestId)
        raise(ErrorCode.ORDER_STATUS_CONFLICT, { status: statusOf(state), manifestId: state.manifestId });
      return [{ type: 'OrderHandedOver', data: { manifestId: command.manifestId, at } }];
    case 'RecordRegistration':
      return [
        {
          type: 'OrderRegistrationChanged',
          data: { registration: command.registration, ...(command.message ? { message: command.message } : {}), at },
        },
      ];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

/** Units of one product, never more than the lines still need; the last unit picked also picks the order. */
function pickUnits(units: Extract<OrderCommand, { type: 'PickUnits' }>['units'], state: OrderState, at: string): OrderEvent[] {
  const ordered = orderedOf(state, units.productId);
  if (ordered === 0) raise(ErrorCode.ORDER_PRODUCT_NOT_IN_ORDER, { productId: units.productId });
  const remaining = ordered - pickedOf(state, units.productId);
  if (!Number.isInteger(units.quantity) || units.quantity < 1 || units.quantity > remaining)
    raise(ErrorCode.PICK_QUANTITY_EXCEEDED, { remaining });
  const picked: OrderEvent = { type: 'UnitsPicked', data: { ...units, at } };
  const after = evolveOrder(state, picked);
  const done = after.lines.every((line) => pickedOf(after, line.productId) >= orderedOf(after, line.productId));
  return done ? [picked, { type: 'OrderPicked', data: { at } }] : [picked];
}

function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'PlaceOrder') {
    if (state.facets.status !== null) return state.sellerId === command.sellerId ? [] : raise(ErrorCode.NOT_FOUND);
  } else {
    if (state.facets.status === null) raise(ErrorCode.NOT_FOUND);
    if ('sellerId' in command && command.sellerId !== state.sellerId) raise(ErrorCode.NOT_FOUND);
  }
  if (isRetry(command, state)) return [];
  if (nextFacets(state.facets, eventOf(command)) === undefined) refuse(command, state.facets);
  const events = decideEvents(command, state);
  let facets = state.facets;
  for (const event of events) {
    const next = nextFacets(facets, event.type);
    if (next === undefined) raise(ErrorCode.ORDER_STATUS_CONFLICT, { status: facets.status });
    facets = next;
  }
  return events;
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide,
};
