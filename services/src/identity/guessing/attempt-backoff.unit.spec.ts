import { RateLimited } from '../../errors/rate-limited';
import { AttemptBackoff } from './attempt-backoff';

const policy = { free: 3, baseLockMs: 10_000, maxLockMs: 40_000, forgetAfterMs: 3_600_000, maxKeys: 2 };
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const retryAfter = (fn: () => void): number | null => {
  try {
    fn();
    return null;
  } catch (err) {
    if (!(err instanceof RateLimited)) throw err;
    return err.retryAfterSeconds;
  }
};

describe('AttemptBackoff', () => {
  it('allows the free attempts, then locks the key for a window that doubles per further attempt up to the cap', () => {
    const backoff = new AttemptBackoff(policy);
    for (let i = 0; i < 3; i++) expect(retryAfter(() => backoff.attempt('a', t0))).toBeNull();
    expect(retryAfter(() => backoff.attempt('a', t0))).toBe(10);
    expect(retryAfter(() => backoff.attempt('a', at(10_000)))).toBeNull();
    expect(retryAfter(() => backoff.attempt('a', at(10_000)))).toBe(20);
    expect(retryAfter(() => backoff.attempt('a', at(30_000)))).toBeNull();
    expect(retryAfter(() => backoff.attempt('a', at(30_000)))).toBe(40);
    expect(retryAfter(() => backoff.attempt('a', at(70_000)))).toBeNull();
    expect(retryAfter(() => backoff.attempt('a', at(70_000)))).toBe(40);
  });

  it('counts each key on its own and starts a key afresh after a success', () => {
    const backoff = new AttemptBackoff(policy);
    for (let i = 0; i < 3; i++) backoff.attempt('a', t0);
    expect(retryAfter(() => backoff.attempt('b', t0))).toBeNull();
    backoff.succeeded('a');
    expect(retryAfter(() => backoff.attempt('a', t0))).toBeNull();
  });

  it('forgets a key after a quiet period', () => {
    const backoff = new AttemptBackoff(policy);
    for (let i = 0; i < 3; i++) backoff.attempt('a', t0);
    expect(retryAfter(() => backoff.attempt('a', at(3_600_000)))).toBeNull();
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const backoff = new AttemptBackoff(policy);
    for (let i = 0; i < 3; i++) backoff.attempt('a', t0);
    backoff.attempt('b', t0);
    backoff.attempt('c', t0);
    expect(retryAfter(() => backoff.attempt('a', t0))).toBeNull();
  });
});
