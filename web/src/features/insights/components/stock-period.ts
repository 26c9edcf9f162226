// The chart's periods in the reader's time zone: today, the last 7 or 30 days (today included), or whole days picked.
import dayjs, { type Dayjs } from 'dayjs';

export const PERIOD_KINDS = ['day', 'week', 'month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const DAYS: Record<Exclude<PeriodKind, 'custom'>, number> = { day: 1, week: 7, month: 30 };

/** From the start of the first day to the end of the last, as API instants. */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, today: Dayjs = dayjs()): { from: string; to: string } {
  return daysRange(today.subtract(DAYS[kind] - 1, 'day'), today);
}

export const daysRange = (first: Dayjs, last: Dayjs) => ({
  from: first.startOf('day').toDate().toISOString(),
  to: last.endOf('day').toDate().toISOString(),
});
