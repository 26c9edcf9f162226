// When a webhook delivery is tried, and when an endpoint counts as failing: the Standard Webhooks schedule (attempts
// immediately, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h: about 27.5 hours in all), and the disable rule.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each attempt: index 0 is the first attempt (immediately), the last entry the eighth and final one. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/**
 * An endpoint whose every attempt failed for this long (no success since its streak's first failure) is disabled with
 * reason FAILING and its owner mailed. Shorter than the schedule, so the last attempt of the first failed delivery
 * decides it.
 */
export const WEBHOOK_FAILING_WINDOW_MS = 24 * HOUR;

/** When the next attempt is due after `attemptsMade` failed ones (the last at `lastAt`); null: give up (FAILED). */
export function nextAttemptAt(attemptsMade: number, lastAt: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attemptsMade];
  return delay === undefined ? null : new Date(lastAt.getTime() + delay);
}

/** A 2xx answer is delivered; anything else (3xx included: redirects are not followed), or no answer, is retried. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/** The failing streak still held against an endpoint: one that began before its owner last enabled it is over. */
export function currentFailingSince(failingSince: Date | null, enabledAt: Date | null): Date | null {
  if (failingSince === null || enabledAt === null) return failingSince;
  return failingSince.getTime() < enabledAt.getTime() ? null : failingSince;
}

/**
 * The failing streak after an attempt: a success ends it; a failure starts it or keeps its start. A streak from before
 * the endpoint was last enabled is over (re-enabled after FAILING, its first failure must not disable it again).
 */
export function failingSinceAfter(
  failingSince: Date | null,
  attemptAt: Date,
  delivered: boolean,
  enabledAt: Date | null = null,
): Date | null {
  if (delivered) return null;
  return currentFailingSince(failingSince, enabledAt) ?? attemptAt;
}

/** True when the endpoint has failed for the whole window and must be disabled (FAILING). */
export function isFailing(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_FAILING_WINDOW_MS;
}
