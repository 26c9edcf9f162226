// At most `limit` calls in any window of `windowMs`, by the injected clock: how a carrier API answers 429.
import type { Clock } from '../clock/clock';

export class CallRateLimiter {
  private readonly calls: number[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs = 1000,
  ) {}

  /** Counts the call and says whether it is within the limit; a refused call is not counted. */
  tryCall(): boolean {
    const now = this.clock.now().getTime();
    while (this.calls.length > 0 && this.calls[0] <= now - this.windowMs) this.calls.shift();
    if (this.calls.length >= this.limit) return false;
    this.calls.push(now);
    return true;
  }
}
