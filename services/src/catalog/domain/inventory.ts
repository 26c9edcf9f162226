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
}

export type InventoryCommand =
  | { type: 'ChangeStock'; reason: Exclude<StockReason, 'STOCK_TAKING'>; documentId: string; delta: number; comment?: string; at: Date }
  | { type: 'TakeStock'; documentId: string; counted: number; comment: string; at: Date }
  | { type: 'Reserve'; documentId: string; quantity: number; at: Date }
  | { type: 'Release'; documentId: string; at: Date }
  | { type: 'FulfilReservation'; documentId: string; at: Date }
  | { type: 'ExpectDelivery'; documentId: string; quantity: number; at: Date }
  | { type: 'ClearExpectedDelivery'; documentId: string; reason: 'RECEIVED' | 'CANCELED'; at: Date };

export const inventoryStream = (productId: string) => `inventory-${productId}`;
export const available = (s: InventoryState) => s.total - s.reserved;

const positiveInteger = (n: number) => Number.isInteger(n) && n > 0;

function evolve(state: InventoryState, event: InventoryEvent): InventoryState {
  switch (event.type) {
    case 'StockChanged':
      return { ...state, total: event.data.totalAfter };
    case 'StockReserved':
      return { ...state, reserved: event.data.reservedAfter, reservations: { ...state.reservations, [event.data.documentId]: event.data.quantity } };
    case 'ReservationReleased': {
      const { [event.data.documentId]: _released, ...rest } = state.reservations;
      return { ...state, reserved: event.data.reservedAfter, reservations: rest };
    }
    case 'DeliveryExpected':
      return { ...state, incoming: event.data.incomingAfter, expected: { ...state.expected, [event.data.documentId]: event.data.quantity } };
    case 'ExpectedDeliveryCleared': {
      const { [event.data.documentId]: _cleared, ...rest } = state.expected;
      return { ...state, incoming: event.data.incomingAfter, expected: rest };
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
      if (!Number.isInteger(command.delta) || command.delta === 0) throw new DomainError(ErrorCode.INVALID_QUANTITY, 422);
      if (available(state) + command.delta < 0) throw new DomainError(ErrorCode.INSUFFICIENT_STOCK, 409, { available: available(state) });
      return [{ type: 'StockChanged', data: { reason: command.reason, documentId: command.documentId, delta: command.delta, totalAfter: state.total + command.delta, comment: command.comment ?? null, at } }];
    }
    case 'TakeStock': {
      if (!Number.isInteger(command.counted) || command.counted < 0) throw new DomainError(ErrorCode.INVALID_QUANTITY, 422);
      if (command.counted < state.reserved) throw new DomainError(ErrorCode.STOCK_BELOW_RESERVED, 409, { reserved: state.reserved });
      const delta = command.counted - state.total;
      if (delta === 0) return [];
      return [{ type: 'StockChanged', data: { reason: 'STOCK_TAKING', documentId: command.documentId, delta, totalAfter: command.counted, comment: command.comment, at } }];
    }
    case 'Reserve': {
      if (!positiveInteger(command.quantity)) throw new DomainError(ErrorCode.INVALID_QUANTITY, 422);
      const held = state.reservations[command.documentId];
      if (held === command.quantity) return [];
      if (held !== undefined) throw new DomainError(ErrorCode.ALREADY_EXISTS, 409);
      if (available(state) < command.quantity) throw new DomainError(ErrorCode.INSUFFICIENT_STOCK, 409, { available: available(state) });
      return [{ type: 'StockReserved', data: { documentId: command.documentId, quantity: command.quantity, reservedAfter: state.reserved + command.quantity, at } }];
    }
    case 'Release':
    case 'FulfilReservation': {
      const held = state.reservations[command.documentId];
      if (held === undefined) throw new DomainError(ErrorCode.RESERVATION_NOT_FOUND, 404);
      const reason = command.type === 'Release' ? 'CANCELED' : 'FULFILLED';
      const released: InventoryEvent = { type: 'ReservationReleased', data: { documentId: command.documentId, quantity: held, reservedAfter: state.reserved - held, reason, at } };
      if (command.type === 'Release') return [released];
      return [released, { type: 'StockChanged', data: { reason: 'FULFILLMENT', documentId: command.documentId, delta: -held, totalAfter: state.total - held, comment: null, at } }];
    }
    case 'ExpectDelivery': {
      if (!positiveInteger(command.quantity)) throw new DomainError(ErrorCode.INVALID_QUANTITY, 422);
      const planned = state.expected[command.documentId];
      if (planned === command.quantity) return [];
      if (planned !== undefined) throw new DomainError(ErrorCode.ALREADY_EXISTS, 409);
      return [{ type: 'DeliveryExpected', data: { documentId: command.documentId, quantity: command.quantity, incomingAfter: state.incoming + command.quantity, at } }];
    }
    case 'ClearExpectedDelivery': {
      const planned = state.expected[command.documentId];
      if (planned === undefined) throw new DomainError(ErrorCode.EXPECTED_DELIVERY_NOT_FOUND, 404);
      return [{ type: 'ExpectedDeliveryCleared', data: { documentId: command.documentId, quantity: planned, incomingAfter: state.incoming - planned, reason: command.reason, at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const inventoryDecider: Decider<InventoryCommand, InventoryEvent, InventoryState> = {
  initialState: { total: 0, reserved: 0, reservations: {}, incoming: 0, expected: {} },
  evolve,
  decide,
};

/** Stock at an instant: the fold of every event recorded up to it (the store reads the stream `until` that instant). */
export function stockOf(events: readonly { type: string; data: unknown }[], from: InventoryState = inventoryDecider.initialState): { total: number; reserved: number; available: number } {
  const state = events.reduce((s, e) => evolve(s, e as InventoryEvent), from);
  return { total: state.total, reserved: state.reserved, available: available(state) };
}
