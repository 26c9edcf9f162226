// A marketplace that answers 429 says when to come back; a short wait is taken here, a long one is the caller's to schedule.
import { MarketplaceError } from './marketplace-port';

export interface RateLimitRetryPolicy {
  /** Calls in all, the first included. */
  attempts: number;
  /** A wait longer than this is not taken in-process: the error goes to the caller with its retryAfterMs. */
  maxWaitMs: number;
  /** The wait when the marketplace gives no hint, doubled on each retry. */
  baseWaitMs: number;
}

export const DEFAULT_RATE_LIMIT_RETRY: RateLimitRetryPolicy = { attempts: 3, maxWaitMs: 2_000, baseWaitMs: 200 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRateLimitRetry<T>(call: () => Promise<T>, policy: RateLimitRetryPolicy = DEFAULT_RATE_LIMIT_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof MarketplaceError) || error.code !== 'RATE_LIMITED' || attempt >= policy.attempts) throw error;
      const waitMs = error.details.retryAfterMs ?? policy.baseWaitMs * 2 ** (attempt - 1);
      if (waitMs > policy.maxWaitMs) throw error;
      await wait(waitMs);
    }
  }
}
