// given / when / then for a refresh-token family: rotation, reuse, revocation.
import type { SessionEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { isReuseRevocation, sessionDecider, type SessionCommand } from './session';

const { given } = deciderSpec(sessionDecider);
const at = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-12-01T10:00:00Z');
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's', userId: 'u', tokenHash: 't1', expiresAt: later.toISOString(), at: at.toISOString() },
};
const refreshed = (tokenHash: string): SessionEvent => ({
  type: 'SessionRefreshed',
  data: { tokenHash, expiresAt: later.toISOString(), at: at.toISOString() },
});
const refresh = (presentedHash: string, nextHash: string, when = at): SessionCommand => ({
  type: 'Refresh',
  presentedHash,
  nextHash,
  expiresAt: later,
  at: when,
});

describe('session decider', () => {
  it('starts a family with its first token', () => {
    given().when({ type: 'Start', sessionId: 's', userId: 'u', tokenHash: 't1', expiresAt: later, at }).then([started]);
  });

  it('rotates the current token', () => {
    const rotated = given(started)
      .when(refresh('t1', 't2'))
      .then([refreshed('t2')]);
    expect(rotated.state.currentHash).toBe('t2');
    expect(rotated.state.previousHashes).toEqual(['t1']);
    rotated.when(refresh('t2', 't3')).then([refreshed('t3')]);
  });

  it('ends the whole family when a rotated token comes back', () => {
    const reused = given(started, refreshed('t2')).when(refresh('t1', 't3'));
    expect(isReuseRevocation(reused.events)).toBe(true);
    reused
      .then([{ type: 'SessionEnded', data: { reason: 'REUSE_DETECTED', at: at.toISOString() } }])
      .when(refresh('t2', 't4'))
      .thenThrows('REFRESH_TOKEN_INVALID');
  });

  it('a revocation ends an open session without its token and leaves an ended or unknown one as it is', () => {
    const revoke: SessionCommand = { type: 'Revoke', reason: 'PASSWORD_CHANGED', at };
    given(started)
      .when(revoke)
      .then([{ type: 'SessionEnded', data: { reason: 'PASSWORD_CHANGED', at: at.toISOString() } }])
      .when(revoke)
      .thenNothing();
    given().when(revoke).thenNothing();
  });

  it('refuses an unknown or expired token', () => {
    given(started).when(refresh('x', 'y')).thenThrows('REFRESH_TOKEN_INVALID');
    given(started)
      .when(refresh('t1', 'y', new Date('2027-01-01')))
      .thenThrows('REFRESH_TOKEN_INVALID');
  });
});
