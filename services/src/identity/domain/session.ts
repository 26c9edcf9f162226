// A refresh-token family. The current token rotates on every refresh; presenting an older one means it was stolen
// or replayed, so the whole family ends.
import { ErrorCode, type SessionEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export interface SessionState {
  userId: string | null;
  currentHash: string | null;
  expiresAt: string | null;
  previousHashes: string[];
  ended: boolean;
}

export type SessionCommand =
  | { type: 'Start'; sessionId: string; userId: string; tokenHash: string; expiresAt: Date; at: Date }
  | { type: 'Refresh'; presentedHash: string; nextHash: string; expiresAt: Date; at: Date }
  | { type: 'End'; presentedHash: string; at: Date }
  /** Ends the session without its token, e.g. when the password changes; an ended session stays as it is. */
  | { type: 'Revoke'; reason: 'PASSWORD_CHANGED'; at: Date };

export const sessionStream = (id: string) => `session-${id}`;

/** Thrown after the revocation was stored: the caller appends the events, then reports reuse. */
export const isReuseRevocation = (events: SessionEvent[]) =>
  events.some((e) => e.type === 'SessionEnded' && e.data.reason === 'REUSE_DETECTED');

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { userId: null, currentHash: null, expiresAt: null, previousHashes: [], ended: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, userId: event.data.userId, currentHash: event.data.tokenHash, expiresAt: event.data.expiresAt };
      case 'SessionRefreshed':
        return {
          ...state,
          previousHashes: [...state.previousHashes, state.currentHash!],
          currentHash: event.data.tokenHash,
          expiresAt: event.data.expiresAt,
        };
      case 'SessionEnded':
        return { ...state, ended: true };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide(command, state) {
    const at = command.at.toISOString();
    if (command.type === 'Start') {
      return [
        {
          type: 'SessionStarted',
          data: {
            sessionId: command.sessionId,
            userId: command.userId,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt.toISOString(),
            at,
          },
        },
      ];
    }
    if (command.type === 'Revoke')
      return !state.userId || state.ended ? [] : [{ type: 'SessionEnded', data: { reason: command.reason, at } }];
    if (!state.userId || state.ended) throw new DomainError(ErrorCode.REFRESH_TOKEN_INVALID);
    if (state.previousHashes.includes(command.presentedHash)) return [{ type: 'SessionEnded', data: { reason: 'REUSE_DETECTED', at } }];
    if (state.currentHash !== command.presentedHash) throw new DomainError(ErrorCode.REFRESH_TOKEN_INVALID);
    if (command.type === 'End') return [{ type: 'SessionEnded', data: { reason: 'LOGOUT', at } }];
    if (new Date(state.expiresAt!) < command.at) throw new DomainError(ErrorCode.REFRESH_TOKEN_INVALID);
    return [{ type: 'SessionRefreshed', data: { tokenHash: command.nextHash, expiresAt: command.expiresAt.toISOString(), at } }];
  },
};
