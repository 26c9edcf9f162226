// forwarding-<shipmentId>: one forwarding shipment from the seller's declaration to the warehouse's charge.
// Every event the decider answers must be allowed by FORWARDING_TRANSITIONS for the current status.
import {
  ErrorCode,
  MAX_FILES_PER_UPLOAD,
  type ForwardingDetails,
  type ForwardingEvent,
  type ForwardingStatus,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { nextForwardingStatus } from './transitions';

export const forwardingStream = (shipmentId: string) => `forwarding-${shipmentId}`;

export interface ForwardingState {
  shipmentId: string | null;
  sellerId: string | null;
  status: ForwardingStatus | null;
  details: ForwardingDetails | null;
  managerNote: string | null;
  /** The amount of the open or last charge attempt. */
  amountCents: number | null;
}

/** Seller commands carry the seller: another seller's shipment is NOT_FOUND. Staff commands carry none. */
export type ForwardingCommand =
  | { type: 'Create'; shipmentId: string; sellerId: string; details: ForwardingDetails; at: Date }
  | { type: 'Edit'; sellerId: string; details: ForwardingDetails; at: Date }
  | { type: 'Cancel'; sellerId: string; at: Date }
  | { type: 'MarkDelivered'; at: Date }
  | { type: 'SetManagerNote'; managerNote: string | null; at: Date }
  /**
   * Records the intent before the wallet is charged; a charge left open (PAYMENT_PENDING) is resumed, not restarted.
   * `amountCents` null: the amount of the last attempt (a retry after a top-up).
   */
  | { type: 'RequestPayment'; amountCents: number | null; at: Date }
  /** The wallet's answer to the open charge; nothing when none is open (already recorded). */
  | { type: 'RecordPayment'; accepted: boolean; at: Date };

export const initialForwardingState: ForwardingState = {
  shipmentId: null,
  sellerId: null,
  status: null,
  details: null,
  managerNote: null,
  amountCents: null,
};

function evolve(state: ForwardingState, event: ForwardingEvent): ForwardingState {
  const status = nextForwardingStatus(state.status, event.type) ?? state.status;
  switch (event.type) {
    case 'ForwardingShipmentCreated': {
      const { shipmentId, sellerId, at: _at, ...details } = event.data;
      return { ...state, shipmentId, sellerId, details, status };
    }
    case 'ForwardingShipmentEdited': {
      const { at: _at, ...details } = event.data;
      return { ...state, details, status };
    }
    case 'ForwardingManagerNoteSet':
      return { ...state, managerNote: event.data.managerNote, status };
    case 'ForwardingPaymentRequested':
      return { ...state, amountCents: event.data.amountCents, status };
    case 'ForwardingShipmentCanceled':
    case 'ForwardingShipmentDelivered':
    case 'ForwardingShipmentPaid':
    case 'ForwardingPaymentFailed':
      return { ...state, status };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

const sameDetails = (a: ForwardingDetails, b: ForwardingDetails) => JSON.stringify(a) === JSON.stringify(b);

function decideEvents(command: ForwardingCommand, state: ForwardingState): ForwardingEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'Create':
      return [
        { type: 'ForwardingShipmentCreated', data: { shipmentId: command.shipmentId, sellerId: command.sellerId, ...command.details, at } },
      ];
    case 'Edit':
      return state.details && sameDetails(state.details, command.details)
        ? []
        : [{ type: 'ForwardingShipmentEdited', data: { ...command.details, at } }];
    case 'Cancel':
      return [{ type: 'ForwardingShipmentCanceled', data: { at } }];
    case 'MarkDelivered':
      return [{ type: 'ForwardingShipmentDelivered', data: { at } }];
    case 'SetManagerNote':
      return command.managerNote === state.managerNote
        ? []
        : [{ type: 'ForwardingManagerNoteSet', data: { managerNote: command.managerNote, at } }];
    case 'RequestPayment': {
      if (state.status === 'PAYMENT_PENDING') return [];
      const amountCents = command.amountCents ?? state.amountCents;
      if (amountCents === null) raise(ErrorCode.FORWARDING_STATUS_CONFLICT, { status: state.status });
      return [{ type: 'ForwardingPaymentRequested', data: { documentId: state.shipmentId!, amountCents, at } }];
    }
    case 'RecordPayment': {
      if (state.status !== 'PAYMENT_PENDING') return [];
      const data = { documentId: state.shipmentId!, amountCents: state.amountCents!, at };
      return [command.accepted ? { type: 'ForwardingShipmentPaid', data } : { type: 'ForwardingPaymentFailed', data }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function decide(command: ForwardingCommand, state: ForwardingState): ForwardingEvent[] {
  if (command.type === 'Create') {
    if (state.status !== null) return state.sellerId === command.sellerId ? [] : raise(ErrorCode.NOT_FOUND);
  } else {
    if (state.status === null) raise(ErrorCode.NOT_FOUND);
    if ('sellerId' in command && command.sellerId !== state.sellerId) raise(ErrorCode.NOT_FOUND);
    if (state.status === 'CANCELED') raise(ErrorCode.FORWARDING_SHIPMENT_CANCELED);
  }
  if ((command.type === 'Create' || command.type === 'Edit') && command.details.files.length > MAX_FILES_PER_UPLOAD)
    raise(ErrorCode.FILES_TOO_MANY, { max: MAX_FILES_PER_UPLOAD });
  const events = decideEvents(command, state);
  for (const event of events)
    if (nextForwardingStatus(state.status, event.type) === undefined) raise(ErrorCode.FORWARDING_STATUS_CONFLICT, { status: state.status });
  return events;
}

function raise(code: ErrorCode, params: Record<string, unknown> = {}): never {
  throw new DomainError(code, params);
}

export const forwardingDecider: Decider<ForwardingCommand, ForwardingEvent, ForwardingState> = {
  initialState: initialForwardingState,
  evolve,
  decide,
};
