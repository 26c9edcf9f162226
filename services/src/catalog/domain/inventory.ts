// One product's stock. Every change is an event with its reason, document and the quantity after; the stream
// serialises reservations, so available (total − reserved) never goes below zero.
import { ErrorCode, type InventoryEvent, type StockReason } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export interface InventoryState {
  total: number;
  reserved: number;
  /** Open reservations by the document (order) that holds them. */
  reservations: Record<string, number>;
  /** Planned deliveries not yet received (incoming/expected). */
  incoming: number;
  expected: Record<string, number>;
  /** Deliveries (inbound shipments) whose units went into stock: receiving one again changes nothing. */
  received: Record<string, true>;
  /** Documents (orders) whose reservation left the warehouse: fulfilling one again changes nothing. */
  fulfilled: Record<string, true>;
}

export type InventoryCommand =
  | { type: 'ChangeStock'; reason: Exclude<StockReason, 'STOCK_TAKING'>; documentId: string; delta: number; comment?: string; at: Date }
  | { type: 'TakeStock'; documentId: string; counted: number; comment: string; at: Date }
  | { type: 'Reserve'; documentId: string; quantity: number; at: Date }
  | { type: 'Release'; documentId: string; at: Date }
  /**
   * Sets the document's reservation to `quantity` (0 releases it): the order saga's one idempotent way to reserve,
   * re-reserve after an edit and release. Asked again for what it holds, it records nothing.
   */
  | { type: 'SetReservation'; documentId: string; quantity: number; at: Date }
  | { type: 'FulfilReservation'; documentId: string; at: Date }
  | { type: 'ExpectDelivery'; documentId: string; quantity: number; at: Date }
  | { type: 'ClearExpectedDelivery'; documentId: string; reason: 'RECEIVED' | 'CANCELED'; at: Date }
  /** Sets the delivery's expected quantity (0 clears it): the inbound saga's one idempotent way to plan and re-plan. */
  | { type: 'ReviseExpectedDelivery'; documentId: string; quantity: number; at: Date }
  /** The delivery's good units go into stock under `reason`, and what it still expected is cleared; once per document. */
  | { type: 'ReceiveDelivery'; documentId: string; reason: 'INBOUND_SHIPMENT' | 'FULFILLMENT_RETURN'; quantity: number; at: Date };

export const inventoryStream = (productId: string) => `inventory-${productId}`;
export const available = (s: InventoryState) => s.total - s.reserved;

const positiveInteger = (n: number) => Number.isInteger(n) && n > 0;

function evolve(state: InventoryState, event: InventoryEvent): InventoryState {
  switch (event.type) {
    case 'StockChanged': {
      const delivery = event.data.reason === 'INBOUND_SHIPMENT' || event.data.reason === 'FULFILLMENT_RETURN';
      const received = delivery ? { ...state.received, [event.data.documentId]: true as const } : state.received;
      return { ...state, total: event.data.totalAfter, received };
    }
    case 'StockReserved':
      return {
        ...state,
        reserved: event.data.reservedAfter,
        reservations: { ...state.reservations, [event.data.documentId]: event.data.quantity },
      };
    case 'ReservationReleased': {
      const { [event.data.documentId]: _released, ...rest } = state.reservations;
      const fulfilled =
        event.data.reason === 'FULFILLED' ? { ...state.fulfilled, [event.data.documentId]: true as const } : state.fulfilled;
      return { ...state, reserved: event.data.reservedAfter, reservations: rest, fulfilled };
    }
    case 'DeliveryExpected':
      return {
        ...state,
        incoming: event.data.incomingAfter,
        expected: { ...state.expected, [event.data.documentId]: event.data.quantity },
      };
    case 'ExpectedDeliveryCleared': {
      const { [event.data.documentId]: _cleared, ...rest } = state.expected;
      // A delivery cleared as received is received, even when none of its units were good.
      const received = event.data.reason === 'RECEIVED' ? { ...state.received, [event.data.documentId]: true as const } : state.received;
      return { ...state, incoming: event.data.incomingAfter, expected: rest, received };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: InventoryCommand, state: InventoryState): InventoryEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'ChangeStock': {
      if (!Number.isInteger(command.delta) || command.delta === 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
      if (available(state) + command.delta < 0) throw new DomainError(ErrorCode.INSUFFICIENT_STOCK, { available: available(state) });
      return [
        {
          type: 'StockChanged',
          data: {
            reason: command.reason,
            documentId: command.documentId,
            delta: command.delta,
            totalAfter: state.total + command.delta,
            comment: command.comment ?? null,
            at,
          },
        },
      ];
    }
    case 'TakeStock': {
      if (!Number.isInteger(command.counted) || command.counted < 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
      if (command.counted < state.reserved) throw new DomainError(ErrorCode.STOCK_BELOW_RESERVED, { reserved: state.reserved });
      const delta = command.counted - state.total;
      if (delta === 0) return [];
      return [
        {
          type: 'StockChanged',
          data: {
            reason: 'STOCK_TAKING',
            documentId: command.documentId,
            delta,
            totalAfter: command.counted,
            comment: command.comment,
            at,
          },
        },
      ];
    }
    case 'Reserve': {
      if (!positiveInteger(command.quantity)) throw new DomainError(ErrorCode.INVALID_QUANTITY);
      const held = state.reservations[command.documentId];
      if (held === command.quantity) return [];
      if (held !== undefined) throw new DomainError(ErrorCode.ALREADY_EXISTS);
      if (available(state) < command.quantity) throw new DomainError(ErrorCode.INSUFFICIENT_STOCK, { available: available(state) });
      return [
        {
          type: 'StockReserved',
          data: { documentId: command.documentId, quantity: command.quantity, reservedAfter: state.reserved + command.quantity, at },
        },
      ];
    }
    case 'SetReservation':
      return setReservation(command, state, at);
    case 'Release':
    case 'FulfilReservation': {
      const held = state.reservations[command.documentId];
      // Shipped once: asked again (a saga's replay) it records nothing.
      if (held === undefined && command.type === 'FulfilReservation' && state.fulfilled[command.documentId]) return [];
      if (held === undefined) throw new DomainError(ErrorCode.RESERVATION_NOT_FOUND);
      const reason = command.type === 'Release' ? 'CANCELED' : 'FULFILLED';
      const released: InventoryEvent = {
        type: 'ReservationReleased',
        data: { documentId: command.documentId, quantity: held, reservedAfter: state.reserved - held, reason, at },
      };
      if (command.type === 'Release') return [released];
      return [
        released,
        {
          type: 'StockChanged',
          data: { reason: 'FULFILLMENT', documentId: command.documentId, delta: -held, totalAfter: state.total - held, comment: null, at },
        },
      ];
    }
    case 'ExpectDelivery': {
      if (!positiveInteger(command.quantity)) throw new DomainError(ErrorCode.INVALID_QUANTITY);
      const planned = state.expected[command.documentId];
      if (planned === command.quantity) return [];
      if (planned !== undefined) throw new DomainError(ErrorCode.ALREADY_EXISTS);
      return [
        {
          type: 'DeliveryExpected',
          data: { documentId: command.documentId, quantity: command.quantity, incomingAfter: state.incoming + command.quantity, at },
        },
      ];
    }
    case 'ClearExpectedDelivery': {
      const planned = state.expected[command.documentId];
      if (planned === undefined) throw new DomainError(ErrorCode.EXPECTED_DELIVERY_NOT_FOUND);
      return [
        {
          type: 'ExpectedDeliveryCleared',
          data: { documentId: command.documentId, quantity: planned, incomingAfter: state.incoming - planned, reason: command.reason, at },
        },
      ];
    }
    case 'ReviseExpectedDelivery':
      return reviseExpected(command, state, at);
    case 'ReceiveDelivery':
      return receive(command, state, at);
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function setReservation(
  { documentId, quantity }: Extract<InventoryCommand, { type: 'SetReservation' }>,
  state: InventoryState,
  at: string,
): InventoryEvent[] {
  if (!Number.isInteger(quantity) || quantity < 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
  const held = state.reservations[documentId] ?? 0;
  if (held === quantity) return [];
  // What this document could hold: what is free plus what it already holds.
  const free = available(state) + held;
  if (quantity > free) throw new DomainError(ErrorCode.INSUFFICIENT_STOCK, { available: free });
  const events: InventoryEvent[] = [];
  const reservedAfterRelease = state.reserved - held;
  // A change is the old reservation released and the new one made, so the reserved-stock history adds up.
  if (held > 0)
    events.push({
      type: 'ReservationReleased',
      data: { documentId, quantity: held, reservedAfter: reservedAfterRelease, reason: 'CANCELED', at },
    });
  if (quantity > 0)
    events.push({ type: 'StockReserved', data: { documentId, quantity, reservedAfter: reservedAfterRelease + quantity, at } });
  return events;
}

function reviseExpected(
  { documentId, quantity }: Extract<InventoryCommand, { type: 'ReviseExpectedDelivery' }>,
  state: InventoryState,
  at: string,
): InventoryEvent[] {
  if (!Number.isInteger(quantity) || quantity < 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
  const planned = state.expected[documentId];
  if (planned === quantity || (planned === undefined && quantity === 0) || state.received[documentId]) return [];
  if (quantity === 0)
    return [
      {
        type: 'ExpectedDeliveryCleared',
        data: { documentId, quantity: planned, incomingAfter: state.incoming - planned, reason: 'CANCELED', at },
      },
    ];
  // A re-plan names the new quantity; incomingAfter moves by the difference.
  return [{ type: 'DeliveryExpected', data: { documentId, quantity, incomingAfter: state.incoming - (planned ?? 0) + quantity, at } }];
}

function receive(
  { documentId, reason, quantity }: Extract<InventoryCommand, { type: 'ReceiveDelivery' }>,
  state: InventoryState,
  at: string,
): InventoryEvent[] {
  if (!Number.isInteger(quantity) || quantity < 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
  if (state.received[documentId]) return [];
  const planned = state.expected[documentId];
  const events: InventoryEvent[] = [];
  if (quantity > 0)
    events.push({
      type: 'StockChanged',
      data: { reason, documentId, delta: quantity, totalAfter: state.total + quantity, comment: null, at },
    });
  if (planned !== undefined)
    events.push({
      type: 'ExpectedDeliveryCleared',
      data: { documentId, quantity: planned, incomingAfter: state.incoming - planned, reason: 'RECEIVED', at },
    });
  return events;
}

export const inventoryDecider: Decider<InventoryCommand, InventoryEvent, InventoryState> = {
  initialState: { total: 0, reserved: 0, reservations: {}, incoming: 0, expected: {}, received: {}, fulfilled: {} },
  evolve,
  decide,
};

/** Stock at an instant: the fold of every event recorded up to it (the store reads the stream `until` that instant). */
export function stockOf(
  events: readonly { type: string; data: unknown }[],
  from: InventoryState = inventoryDecider.initialState,
): { total: number; reserved: number; available: number } {
  const state = events.reduce((s, e) => evolve(s, e as InventoryEvent), from);
  return { total: state.total, reserved: state.reserved, available: available(state) };
}
