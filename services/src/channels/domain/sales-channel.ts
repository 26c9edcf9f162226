// channel-<id>: one seller's connection to one marketplace account. Statuses (spec 4): ACTIVE, DEACTIVATED, CONNECTION_ERROR,
// INVALID_TOKEN; a deleted channel is gone for every command. Credentials arrive here already sealed.
import {
  ErrorCode,
  type ChannelFailure,
  type SalesChannelEvent,
  type SalesChannelMarketplace,
  type SalesChannelStatus,
  type SealedCredentials,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const channelStream = (channelId: string) => `channel-${channelId}`;

export type DeactivationReason = 'SELLER' | 'SELLER_BLOCKED';

export type SalesChannelCommand =
  | {
      type: 'Connect';
      channelId: string;
      sellerId: string;
      marketplace: SalesChannelMarketplace;
      name: string;
      accountName: string;
      country: string | null;
      sandbox: boolean;
      credentials: SealedCredentials;
      at: Date;
    }
  | { type: 'Rename'; name: string; at: Date }
  | { type: 'UpdateConnection'; credentials: SealedCredentials; refreshed: boolean; at: Date }
  | { type: 'Activate'; at: Date }
  | { type: 'Deactivate'; reason: DeactivationReason; at: Date }
  | { type: 'MarkConnectionFailed'; failure: ChannelFailure; at: Date }
  | { type: 'MarkTokenInvalid'; failure: ChannelFailure; at: Date }
  | { type: 'Delete'; at: Date }
  | { type: 'RecordImport'; modifiedUntil: string; imported: number; at: Date }
  | {
      type: 'RecordStockPush';
      sku: string;
      productId: string | null;
      quantity: number;
      status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
      message: string | null;
      at: Date;
    };

export interface SalesChannelState {
  exists: boolean;
  deleted: boolean;
  channelId: string;
  sellerId: string;
  marketplace: SalesChannelMarketplace;
  name: string;
  accountName: string;
  country: string | null;
  sandbox: boolean;
  status: SalesChannelStatus;
  credentials: SealedCredentials | null;
  lastFailure: ChannelFailure | null;
  /** How far the marketplace's order modification window has been read; null before the first import. */
  importedUntil: string | null;
}

export const initialChannelState: SalesChannelState = {
  exists: false,
  deleted: false,
  channelId: '',
  sellerId: '',
  marketplace: 'SHOPIFY',
  name: '',
  accountName: '',
  country: null,
  sandbox: false,
  status: 'ACTIVE',
  credentials: null,
  lastFailure: null,
  importedUntil: null,
};

/** Live: connected and not deleted. Every command but Connect needs it. */
export const isLive = (state: SalesChannelState) => state.exists && !state.deleted;

function evolve(state: SalesChannelState, event: SalesChannelEvent): SalesChannelState {
  switch (event.type) {
    case 'SalesChannelConnected': {
      const { at: _at, ...facts } = event.data;
      return { ...state, ...facts, exists: true, status: 'ACTIVE' };
    }
    case 'SalesChannelRenamed':
      return { ...state, name: event.data.name };
    case 'SalesChannelConnectionUpdated':
      return {
        ...state,
        credentials: event.data.credentials,
        status: state.status === 'DEACTIVATED' ? 'DEACTIVATED' : 'ACTIVE',
        lastFailure: state.status === 'DEACTIVATED' ? state.lastFailure : null,
      };
    case 'SalesChannelActivated':
      return { ...state, status: 'ACTIVE' };
    case 'SalesChannelDeactivated':
      return { ...state, status: 'DEACTIVATED' };
    case 'SalesChannelConnectionFailed':
      return { ...state, status: 'CONNECTION_ERROR', lastFailure: event.data.failure };
    case 'SalesChannelTokenInvalidated':
      return { ...state, status: 'INVALID_TOKEN', lastFailure: event.data.failure };
    case 'SalesChannelDeleted':
      return { ...state, deleted: true, credentials: null };
    case 'SalesChannelOrdersImported':
      return { ...state, importedUntil: event.data.modifiedUntil };
    case 'ChannelStockPushed':
    case 'ChannelOrderImportRefused':
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

const conflict = () => new DomainError(ErrorCode.CHANNEL_STATUS_CONFLICT);

/** A sync failure is recorded once per distinct failure; a deactivated channel does not sync, so none is recorded. */
function failureEvents(
  state: SalesChannelState,
  status: 'CONNECTION_ERROR' | 'INVALID_TOKEN',
  failure: ChannelFailure,
  at: string,
): SalesChannelEvent[] {
  if (state.status === 'DEACTIVATED') throw new DomainError(ErrorCode.CHANNEL_NOT_ACTIVE);
  const same = state.status === status && state.lastFailure?.code === failure.code && state.lastFailure.message === failure.message;
  if (same) return [];
  return status === 'CONNECTION_ERROR'
    ? [{ type: 'SalesChannelConnectionFailed', data: { failure, at } }]
    : [{ type: 'SalesChannelTokenInvalidated', data: { failure, at } }];
}

function decide(command: SalesChannelCommand, state: SalesChannelState): SalesChannelEvent[] {
  if (command.type === 'Connect') {
    if (state.exists) throw new DomainError(ErrorCode.ALREADY_EXISTS);
    const { type: _type, at, ...facts } = command;
    return [{ type: 'SalesChannelConnected', data: { ...facts, at: at.toISOString() } }];
  }
  if (!isLive(state)) throw new DomainError(ErrorCode.NOT_FOUND);
  const at = command.at.toISOString();
  switch (command.type) {
    case 'Rename':
      return command.name === state.name ? [] : [{ type: 'SalesChannelRenamed', data: { name: command.name, at } }];
    case 'UpdateConnection':
      return [{ type: 'SalesChannelConnectionUpdated', data: { credentials: command.credentials, refreshed: command.refreshed, at } }];
    case 'Activate':
      if (state.status !== 'DEACTIVATED') throw conflict();
      return [{ type: 'SalesChannelActivated', data: { at } }];
    case 'Deactivate':
      if (state.status === 'DEACTIVATED') throw conflict();
      return [{ type: 'SalesChannelDeactivated', data: { reason: command.reason, at } }];
    case 'MarkConnectionFailed':
      return failureEvents(state, 'CONNECTION_ERROR', command.failure, at);
    case 'MarkTokenInvalid':
      return failureEvents(state, 'INVALID_TOKEN', command.failure, at);
    case 'Delete':
      return [{ type: 'SalesChannelDeleted', data: { at } }];
    case 'RecordImport':
      return [{ type: 'SalesChannelOrdersImported', data: { modifiedUntil: command.modifiedUntil, imported: command.imported, at } }];
    case 'RecordStockPush': {
      const { type: _type, at: _at, ...push } = command;
      return [{ type: 'ChannelStockPushed', data: { ...push, at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const salesChannelDecider: Decider<SalesChannelCommand, SalesChannelEvent, SalesChannelState> = {
  initialState: initialChannelState,
  evolve,
  decide,
};
