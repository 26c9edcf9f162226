// Support working hours (spec 9): Monday-Friday 10:00-22:00 in New York, daylight saving included. Computed with Intl
// in that zone, so the UTC instants move by an hour across the March and November changes.
import { wallClockIn, zonedInstant } from './zoned-time';

export const SUPPORT_TIME_ZONE = 'America/New_York';
const OPENS_AT = 10;
const CLOSES_AT = 22;

/** ISO weekday 1 (Monday) .. 7 with local opening and closing times; the weekend is closed. */
export const SUPPORT_WEEKLY_HOURS = [1, 2, 3, 4, 5].map((isoWeekday) => ({ isoWeekday, opens: '10:00', closes: '22:00' }));

export interface SupportHoursNow {
  openNow: boolean;
  /** UTC ISO instant of the next opening (when closed) or closing (when open). */
  nextChangeAt: string;
}

/** Whether support is open at `instant`, and when that next changes. */
export function supportHoursAt(instant: Date): SupportHoursNow {
  const local = wallClockIn(instant, SUPPORT_TIME_ZONE);
  const weekday = local.weekday;
  const workday = weekday <= 5;
  const hours = local.hour + local.minute / 60 + local.second / 3600;
  const at = (dayOffset: number, hour: number) => {
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + dayOffset));
    return new Date(
      zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, 0, SUPPORT_TIME_ZONE),
    ).toISOString();
  };
  if (workday && hours >= OPENS_AT && hours < CLOSES_AT) return { openNow: true, nextChangeAt: at(0, CLOSES_AT) };
  if (workday && hours < OPENS_AT) return { openNow: false, nextChangeAt: at(0, OPENS_AT) };
  // After closing on a workday, or at the weekend: the next workday's opening.
  const daysToNextWorkday = weekday >= 5 ? 8 - weekday : 1;
  return { openNow: false, nextChangeAt: at(daysToNextWorkday, OPENS_AT) };
}
