// Per-key attempt counting with exponential lockout, e.g. failed logins per email whatever address they come from.
// State lives in this process's memory: a restart forgets it and each instance counts on its own (see README).
import { RateLimited } from '../../errors/rate-limited';

export interface BackoffPolicy {
  /** Attempts allowed before the first lockout. */
  free: number;
  /** The first lockout; each further attempt after one doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** Quiet time after which a key starts afresh. */
  forgetAfterMs: number;
  /** Keys kept at most; the oldest go first (an attacker spraying new keys cannot grow memory without bound). */
  maxKeys: number;
}

interface Entry {
  attempts: number;
  lastAt: number;
  lockedUntil: number;
}

export class AttemptBackoff {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly policy: BackoffPolicy) {}

  /**
   * Counts an attempt before it is tried (so parallel guesses cannot all slip in before the first failure is known)
   * or throws RateLimited while the key is locked out. A success calls `succeeded` to start afresh.
   */
  attempt(key: string, now: Date): void {
    const at = now.getTime();
    const known = this.entries.get(key);
    const entry = known && at - known.lastAt < this.policy.forgetAfterMs ? known : { attempts: 0, lastAt: at, lockedUntil: 0 };
    if (entry.lockedUntil > at) throw new RateLimited(Math.ceil((entry.lockedUntil - at) / 1000));
    entry.attempts += 1;
    entry.lastAt = at;
    const over = entry.attempts - this.policy.free;
    if (over >= 0) entry.lockedUntil = at + Math.min(this.policy.maxLockMs, this.policy.baseLockMs * 2 ** Math.min(over, 30));
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.policy.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Attempts counted for the key and not yet forgiven by a success or by quiet time (failures, for logins). */
  failuresSoFar(key: string, now: Date): number {
    const entry = this.entries.get(key);
    return entry && now.getTime() - entry.lastAt < this.policy.forgetAfterMs ? entry.attempts : 0;
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }
}
