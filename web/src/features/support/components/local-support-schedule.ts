// Support's weekly hours (kept in the support time zone) as the reader's clock shows them: each opening of the coming
// week is turned into an instant, then written in the reader's zone; consecutive days with the same times share a row.
import type { SupportHoursView } from '@ledgerhouse/contracts';

export interface LocalScheduleRow {
  /** ISO weekdays (1 = Monday) in the reader's zone on which support opens at `opens`. */
  weekdays: number[];
  opens: string;
  closes: string;
}

const DAY_MS = 24 * 3600 * 1000;

function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { year: +get('year'), month: +get('month'), day: +get('day'), hour: +get('hour'), minute: +get('minute'), weekday };
}

/** The instant a wall-clock time of `timeZone` happens (the zone's offset read at a guess, corrected twice). */
export function zonedInstant(year: number, month: number, day: number, time: string, timeZone: string): number {
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(guess, timeZone);
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return guess;
}

const hhmm = (instant: number, timeZone: string) => {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

export function localSupportSchedule(
  hours: Pick<SupportHoursView, 'weekly' | 'timeZone'>,
  now: Date,
  viewerZone: string,
): LocalScheduleRow[] {
  const openings = [];
  for (let i = 0; i < 7; i++) {
    const date = wallClock(now.getTime() + i * DAY_MS, hours.timeZone);
    const entry = hours.weekly.find((w) => w.isoWeekday === date.weekday);
    if (!entry) continue;
    const opensAt = zonedInstant(date.year, date.month, date.day, entry.opens, hours.timeZone);
    const closesAt = zonedInstant(date.year, date.month, date.day, entry.closes, hours.timeZone);
    openings.push({
      weekday: wallClock(opensAt, viewerZone).weekday,
      opens: hhmm(opensAt, viewerZone),
      closes: hhmm(closesAt, viewerZone),
    });
  }
  openings.sort((a, b) => a.weekday - b.weekday);
  const rows: LocalScheduleRow[] = [];
  for (const o of openings) {
    const last = rows.at(-1);
    if (last && last.opens === o.opens && last.closes === o.closes && last.weekdays.at(-1) === o.weekday - 1) last.weekdays.push(o.weekday);
    else rows.push({ weekdays: [o.weekday], opens: o.opens, closes: o.closes });
  }
  return rows;
}
