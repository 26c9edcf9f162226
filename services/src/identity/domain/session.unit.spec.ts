import { DomainError } from '../../errors/domain-error';
import { isReuseRevocation, sessionDecider as decider, type SessionCommand, type SessionState } from './session';

const at = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-12-01T10:00:00Z');
const given = (...commands: SessionCommand[]): SessionState =>
  commands.reduce((state, c) => decider.decide(c, state).reduce(decider.evolve, state), decider.initialState);
const start: SessionCommand = { type: 'Start', sessionId: 's', userId: 'u', tokenHash: 't1', expiresAt: later, at };

describe('session decider', () => {
  it('rotates the current token', () => {
    const state = given(start, { type: 'Refresh', presentedHash: 't1', nextHash: 't2', expiresAt: later, at });
    expect(state.currentHash).toBe('t2');
    expect(state.previousHashes).toEqual(['t1']);
  });

  it('ends the whole family when a rotated token comes back', () => {
    const state = given(start, { type: 'Refresh', presentedHash: 't1', nextHash: 't2', expiresAt: later, at });
    const events = decider.decide({ type: 'Refresh', presentedHash: 't1', nextHash: 't3', expiresAt: later, at }, state);
    expect(isReuseRevocation(events)).toBe(true);
    const ended = events.reduce(decider.evolve, state);
    expect(() => decider.decide({ type: 'Refresh', presentedHash: 't2', nextHash: 't4', expiresAt: later, at }, ended)).toThrow(DomainError);
  });

  it('refuses an unknown or expired token', () => {
    expect(() => decider.decide({ type: 'Refresh', presentedHash: 'x', nextHash: 'y', expiresAt: later, at }, given(start))).toThrow('REFRESH_TOKEN_INVALID');
    expect(() => decider.decide({ type: 'Refresh', presentedHash: 't1', nextHash: 'y', expiresAt: later, at: new Date('2027-01-01') }, given(start))).toThrow('REFRESH_TOKEN_INVALID');
  });
});
