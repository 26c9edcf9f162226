// The replay period's limits, checked before the request (the server checks them again with its own clock):
// at most WEBHOOK_REPLAY_MAX_DAYS long, starting at most WEBHOOK_REPLAY_MAX_AGE_DAYS ago.
import { WEBHOOK_REPLAY_MAX_AGE_DAYS, WEBHOOK_REPLAY_MAX_DAYS } from '@ledgerhouse/contracts';

const DAY_MS = 86_400_000;

export type ReplayPeriodProblem = 'EMPTY' | 'TOO_OLD' | 'TOO_LONG';

export interface ReplayPeriod {
  from: string;
  to: string;
}

/** The body to send, or what is wrong with the chosen range; an end in the future is cut to now. */
export function replayPeriodOf(from: Date, to: Date, now: Date): ReplayPeriod | { problem: ReplayPeriodProblem } {
  const end = to.getTime() > now.getTime() ? now : to;
  if (end.getTime() <= from.getTime()) return { problem: 'EMPTY' };
  if (from.getTime() < now.getTime() - WEBHOOK_REPLAY_MAX_AGE_DAYS * DAY_MS) return { problem: 'TOO_OLD' };
  if (end.getTime() - from.getTime() > WEBHOOK_REPLAY_MAX_DAYS * DAY_MS) return { problem: 'TOO_LONG' };
  return { from: from.toISOString(), to: end.toISOString() };
}

/**
 * Whether the picker greys out a day: later than today, before the oldest allowed day, or (once the first end of the
 * range is picked) further than the longest period from it.
 */
export function isReplayDayDisabled(day: Date, now: Date, picked: Date | null): boolean {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const today = startOfDay(now);
  const oldest = startOfDay(new Date(now.getTime() - WEBHOOK_REPLAY_MAX_AGE_DAYS * DAY_MS));
  const value = startOfDay(day);
  if (value > today || value < oldest) return true;
  return picked !== null && Math.abs(value - startOfDay(picked)) > WEBHOOK_REPLAY_MAX_DAYS * DAY_MS;
}
