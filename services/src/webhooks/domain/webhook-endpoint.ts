// webhook-<webhookId>: one endpoint from its creation to its deletion. ACTIVE -disable-> DISABLED -enable-> ACTIVE;
// delete ends it. A seller acts only on their own SELLER endpoints; any staff member on every WAREHOUSE endpoint; anyone
// else gets WEBHOOK_NOT_FOUND, as for an endpoint that does not exist. The system (the dispatcher) may only disable.
import {
  ErrorCode,
  type Locale,
  type SealedCredentials,
  type WebhookDisabledReason,
  type WebhookEvent,
  type WebhookScope,
  type WebhookStatus,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

/** Who acts: a seller (SELLER scope, their own), staff (WAREHOUSE scope), or the dispatcher (system). */
export type WebhookActor = { scope: WebhookScope; userId: string } | { scope: 'SYSTEM' };

export interface WebhookSettings {
  url: string;
  description: string;
  eventTypes: string[];
}

export type WebhookCommand =
  | (WebhookSettings & { type: 'Create'; webhookId: string; actor: WebhookActor; secret: SealedCredentials; locale: Locale; at: Date })
  | (Partial<WebhookSettings> & { type: 'Update'; actor: WebhookActor; at: Date })
  | { type: 'Disable'; actor: WebhookActor; reason: WebhookDisabledReason; lastFailure?: string; at: Date }
  | { type: 'Enable'; actor: WebhookActor; at: Date }
  | { type: 'RotateSecret'; actor: WebhookActor; secret: SealedCredentials; at: Date }
  | { type: 'Delete'; actor: WebhookActor; at: Date };

export interface WebhookState {
  ownerId: string | null;
  scope: WebhookScope | null;
  status: WebhookStatus | 'DELETED' | null;
  settings: WebhookSettings | null;
  secret: SealedCredentials | null;
}

export const initialWebhookState: WebhookState = { ownerId: null, scope: null, status: null, settings: null, secret: null };

function evolve(state: WebhookState, event: WebhookEvent): WebhookState {
  switch (event.type) {
    case 'WebhookCreated': {
      const { ownerId, scope, url, description, eventTypes, secret } = event.data;
      return { ownerId, scope, status: 'ACTIVE', settings: { url, description, eventTypes }, secret };
    }
    case 'WebhookUpdated': {
      const { url, description, eventTypes } = event.data;
      return { ...state, settings: { url, description, eventTypes } };
    }
    case 'WebhookDisabled':
      return { ...state, status: 'DISABLED' };
    case 'WebhookEnabled':
      return { ...state, status: 'ACTIVE' };
    case 'WebhookSecretRotated':
      return { ...state, secret: event.data.secret };
    case 'WebhookDeleted':
      return { ...state, status: 'DELETED' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** True when the actor may see and manage the endpoint. */
export function mayManage(actor: WebhookActor, state: Pick<WebhookState, 'ownerId' | 'scope'>): boolean {
  if (actor.scope === 'SYSTEM') return true;
  if (actor.scope === 'WAREHOUSE') return state.scope === 'WAREHOUSE';
  return state.scope === 'SELLER' && state.ownerId === actor.userId;
}

function decide(command: WebhookCommand, state: WebhookState): WebhookEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'Create') {
    if (state.status !== null) return [];
    if (command.actor.scope === 'SYSTEM') raise(ErrorCode.WEBHOOK_NOT_FOUND);
    const { webhookId, url, description, eventTypes, secret, locale } = command;
    const { scope, userId: ownerId } = command.actor;
    return [{ type: 'WebhookCreated', data: { webhookId, ownerId, scope, url, description, eventTypes, secret, locale, at } }];
  }
  if (state.status === null || state.status === 'DELETED' || !mayManage(command.actor, state)) raise(ErrorCode.WEBHOOK_NOT_FOUND);
  if (command.actor.scope === 'SYSTEM' && command.type !== 'Disable') raise(ErrorCode.WEBHOOK_NOT_FOUND);
  switch (command.type) {
    case 'Update': {
      const settings = state.settings!;
      const next = {
        url: command.url ?? settings.url,
        description: command.description ?? settings.description,
        eventTypes: command.eventTypes ?? settings.eventTypes,
      };
      if (JSON.stringify(next) === JSON.stringify(settings)) return [];
      return [{ type: 'WebhookUpdated', data: { ...next, at } }];
    }
    case 'Disable':
      if (state.status === 'DISABLED') {
        // The dispatcher's second look at a streak it already disabled changes nothing; a person is told.
        if (command.actor.scope === 'SYSTEM') return [];
        raise(ErrorCode.WEBHOOK_STATUS_CONFLICT);
      }
      return [
        {
          type: 'WebhookDisabled',
          data: { reason: command.reason, at, ...(command.lastFailure ? { lastFailure: command.lastFailure } : {}) },
        },
      ];
    case 'Enable':
      if (state.status === 'ACTIVE') raise(ErrorCode.WEBHOOK_STATUS_CONFLICT);
      return [{ type: 'WebhookEnabled', data: { at } }];
    case 'RotateSecret':
      return [{ type: 'WebhookSecretRotated', data: { secret: command.secret, at } }];
    case 'Delete':
      return [{ type: 'WebhookDeleted', data: { at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function raise(code: ErrorCode): never {
  throw new DomainError(code);
}

export const webhookDecider: Decider<WebhookCommand, WebhookEvent, WebhookState> = { initialState: initialWebhookState, evolve, decide };
