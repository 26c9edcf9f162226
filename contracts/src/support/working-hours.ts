// Support working hours (spec 9): Monday-Friday 10:00-22:00 in New York, daylight saving included. Computed with Intl
// in that zone, so the UTC instants move by an hour across the March and November changes.

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

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SUPPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClockAt(instant: Date): WallClock {
  const all = parts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(all.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** ISO weekday of a calendar date (no zone involved: the date is already local). */
const isoWeekdayOf = (year: number, month: number, day: number) => ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

/** The UTC instant of a local wall-clock hour; the zone's offset is read at the guess and corrected once. */
function instantOf(year: number, month: number, day: number, hour: number): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClockAt(new Date(guess));
    const seenMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - seenMs;
  }
  return new Date(guess);
}

/** Whether support is open at `instant`, and when that next changes. */
export function supportHoursAt(instant: Date): SupportHoursNow {
  const local = wallClockAt(instant);
  const weekday = isoWeekdayOf(local.year, local.month, local.day);
  const workday = weekday <= 5;
  const hours = local.hour + local.minute / 60 + local.second / 3600;
  const at = (dayOffset: number, hour: number) => {
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + dayOffset));
    return instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour).toISOString();
  };
  if (workday && hours >= OPENS_AT && hours < CLOSES_AT) return { openNow: true, nextChangeAt: at(0, CLOSES_AT) };
  if (workday && hours < OPENS_AT) return { openNow: false, nextChangeAt: at(0, OPENS_AT) };
  // After closing on a workday, or at the weekend: the next workday's opening.
  const daysToNextWorkday = weekday >= 5 ? 8 - weekday : 1;
  return { openNow: false, nextChangeAt: at(daysToNextWorkday, OPENS_AT) };
}
