// The money end of an inbound shipment's stream: costs recorded once it is LOCATED, the wallet charge asked for
// (intent) and its result. Driven by the inbound payment saga; each command records nothing when its work is already
// done, so a saga that handles an event again changes nothing. Statuses follow the one transition table.
import { ErrorCode, type InboundCosts, type InboundEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { nextStatus, type From } from './transitions';

export interface InboundPaymentState {
  status: From | 'deleted';
  shipmentId: string | null;
  sellerId: string | null;
  costs: InboundCosts | null;
}

export type InboundPaymentCommand =
  | { type: 'RecordInboundCosts'; costs: InboundCosts; at: Date }
  /** `retry`: after a top-up, for a PAYMENT_FAILED shipment; the first request (retry false) is made from PAYMENT only. */
  | { type: 'RequestInboundPayment'; retry: boolean; at: Date }
  | { type: 'MarkInboundPaid'; amountCents: number; at: Date }
  | { type: 'MarkInboundPaymentFailed'; reason: 'INSUFFICIENT_FUNDS' | 'ACCOUNT_BLOCKED' | 'OTHER'; at: Date };

export const inboundStream = (shipmentId: string) => `inbound-${shipmentId}`;

function evolve(state: InboundPaymentState, event: InboundEvent): InboundPaymentState {
  const status = state.status === 'deleted' ? state.status : (nextStatus(state.status, event.type) ?? state.status);
  switch (event.type) {
    case 'InboundDraftCreated':
      return { ...state, status, shipmentId: event.data.shipmentId, sellerId: event.data.sellerId };
    case 'InboundCostsCalculated':
      return { ...state, status, costs: event.data.costs };
    default:
      return { ...state, status };
  }
}

const conflict = (state: InboundPaymentState) => new DomainError(ErrorCode.INBOUND_STATUS_CONFLICT, { status: state.status });

function decide(command: InboundPaymentCommand, state: InboundPaymentState): InboundEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'RecordInboundCosts':
      if (state.costs) return [];
      if (state.status !== 'LOCATED') throw conflict(state);
      return [{ type: 'InboundCostsCalculated', data: { costs: command.costs, at } }];
    case 'RequestInboundPayment':
      if (state.status === 'PAYMENT_PENDING' || state.status === 'PAID') return [];
      if (state.status === 'PAYMENT_FAILED' && !command.retry) return [];
      if ((state.status !== 'PAYMENT' && state.status !== 'PAYMENT_FAILED') || !state.costs || !state.shipmentId) throw conflict(state);
      return [{ type: 'InboundPaymentRequested', data: { amountCents: state.costs.totalCents, documentId: state.shipmentId, at } }];
    case 'MarkInboundPaid':
      if (state.status === 'PAID') return [];
      if (state.status !== 'PAYMENT_PENDING') throw conflict(state);
      return [{ type: 'InboundPaid', data: { amountCents: command.amountCents, at } }];
    case 'MarkInboundPaymentFailed':
      if (state.status === 'PAYMENT_FAILED' || state.status === 'PAID') return [];
      if (state.status !== 'PAYMENT_PENDING') throw conflict(state);
      return [{ type: 'InboundPaymentFailed', data: { reason: command.reason, at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const inboundPaymentDecider: Decider<InboundPaymentCommand, InboundEvent, InboundPaymentState> = {
  initialState: { status: null, shipmentId: null, sellerId: null, costs: null },
  evolve,
  decide,
};
