// return-<orderId>: the label bought for an order's return. RequestPurchase records the intent (a request id that is
// the carrier's idempotency key) before the carrier is asked; asked again while that request has no outcome (a crash
// mid-purchase), it answers nothing and the caller resumes the same request. After a failure, a new request.
import type { OrderLabel, ReturnLabelEvent } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';

export const returnLabelStream = (orderId: string) => `return-${orderId}`;

export interface ReturnLabelState {
  /** The request without an outcome yet, to resume. */
  pending: string | null;
  label: OrderLabel | null;
  requests: number;
}

export type ReturnLabelCommand =
  | { type: 'RequestPurchase'; orderId: string; sellerId: string; at: Date }
  | { type: 'RecordPurchase'; requestId: string; label: OrderLabel; at: Date }
  | { type: 'RecordFailure'; requestId: string; reason: string; at: Date };

export const returnLabelRequestId = (orderId: string, attempt: number) => `return-${orderId}-label-${attempt}`;

function evolve(state: ReturnLabelState, event: ReturnLabelEvent): ReturnLabelState {
  switch (event.type) {
    case 'ReturnLabelPurchaseRequested':
      return { ...state, pending: event.data.requestId, requests: state.requests + 1 };
    case 'ReturnLabelPurchased':
      return { ...state, pending: null, label: event.data.label };
    case 'ReturnLabelPurchaseFailed':
      return { ...state, pending: state.pending === event.data.requestId ? null : state.pending };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: ReturnLabelCommand, state: ReturnLabelState): ReturnLabelEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'RequestPurchase': {
      if (state.label || state.pending) return [];
      const requestId = returnLabelRequestId(command.orderId, state.requests + 1);
      return [{ type: 'ReturnLabelPurchaseRequested', data: { orderId: command.orderId, sellerId: command.sellerId, requestId, at } }];
    }
    case 'RecordPurchase':
      if (state.label || state.pending !== command.requestId) return [];
      return [{ type: 'ReturnLabelPurchased', data: { requestId: command.requestId, label: command.label, at } }];
    case 'RecordFailure':
      if (state.pending !== command.requestId) return [];
      return [{ type: 'ReturnLabelPurchaseFailed', data: { requestId: command.requestId, reason: command.reason, at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const returnLabelDecider: Decider<ReturnLabelCommand, ReturnLabelEvent, ReturnLabelState> = {
  initialState: { pending: null, label: null, requests: 0 },
  evolve,
  decide,
};
