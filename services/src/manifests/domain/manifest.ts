// manifest-<manifestId>: a carrier's end-of-day handover of packed parcels. OPEN while orders are added and removed;
// closed once, with the scan form's file (a second close changes nothing).
import { ErrorCode, type ManifestEvent, type ManifestStatus } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const manifestStream = (manifestId: string) => `manifest-${manifestId}`;

export interface ManifestState {
  status: ManifestStatus | null;
  number: string | null;
  carrier: string | null;
  orderIds: readonly string[];
  scanFormFileId: string | null;
}

export type ManifestCommand =
  | { type: 'CreateManifest'; manifestId: string; number: string; carrier: string; orderIds: readonly string[]; at: Date }
  | { type: 'ChangeManifestOrders'; orderIds: readonly string[]; at: Date }
  | { type: 'CloseManifest'; scanFormFileId: string; at: Date };

const initialState: ManifestState = { status: null, number: null, carrier: null, orderIds: [], scanFormFileId: null };
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

function evolve(state: ManifestState, event: ManifestEvent): ManifestState {
  switch (event.type) {
    case 'ManifestCreated':
      return { ...state, status: 'OPEN', number: event.data.number, carrier: event.data.carrier, orderIds: event.data.orderIds };
    case 'ManifestOrdersChanged':
      return { ...state, orderIds: event.data.orderIds };
    case 'ManifestClosed':
      return { ...state, status: 'CLOSED', scanFormFileId: event.data.scanFormFileId };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: ManifestCommand, state: ManifestState): ManifestEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'CreateManifest') {
    if (state.status !== null) return [];
    if (command.orderIds.length === 0) throw new DomainError(ErrorCode.MANIFEST_EMPTY);
    const { manifestId, number, carrier, orderIds } = command;
    return [{ type: 'ManifestCreated', data: { manifestId, number, carrier, orderIds: [...orderIds], at } }];
  }
  if (state.status === null) throw new DomainError(ErrorCode.MANIFEST_NOT_FOUND);
  switch (command.type) {
    case 'ChangeManifestOrders':
      if (state.status === 'CLOSED') throw new DomainError(ErrorCode.MANIFEST_CLOSED);
      if (command.orderIds.length === 0) throw new DomainError(ErrorCode.MANIFEST_EMPTY);
      if (sameSet(command.orderIds, state.orderIds)) return [];
      return [{ type: 'ManifestOrdersChanged', data: { orderIds: [...command.orderIds], at } }];
    case 'CloseManifest':
      if (state.status === 'CLOSED') return [];
      if (state.orderIds.length === 0) throw new DomainError(ErrorCode.MANIFEST_EMPTY);
      return [{ type: 'ManifestClosed', data: { scanFormFileId: command.scanFormFileId, at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const manifestDecider: Decider<ManifestCommand, ManifestEvent, ManifestState> = { initialState, evolve, decide };
