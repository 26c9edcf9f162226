// Support's weekly hours (kept in the support time zone) as the reader's clock shows them: each opening of the coming
// week is turned into an instant, then written in the reader's zone; consecutive days with the same times share a row.
import { wallClockIn, zonedInstant, type SupportHoursView, type WallClock } from '@ledgerhouse/contracts';

/** The instant a date's "HH:MM" happens in `timeZone`. */
const timeOn = (date: WallClock, time: string, timeZone: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return zonedInstant(date.year, date.month, date.day, hour!, minute!, timeZone);
};

export interface LocalScheduleRow {
  /** ISO weekdays (1 = Monday) in the reader's zone on which support opens at `opens`. */
  weekdays: number[];
  opens: string;
  closes: string;
  /** The closing falls on the reader's next day (Moscow reads 18:00 to 06:00). */
  closesNextDay: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

const hhmm = (instant: number, timeZone: string) => {
  const { hour, minute } = wallClockIn(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

export function localSupportSchedule(
  hours: Pick<SupportHoursView, 'weekly' | 'timeZone'>,
  now: Date,
  viewerZone: string,
): LocalScheduleRow[] {
  const openings = [];
  for (let i = 0; i < 7; i++) {
    const date = wallClockIn(now.getTime() + i * DAY_MS, hours.timeZone);
    const entry = hours.weekly.find((w) => w.isoWeekday === date.weekday);
    if (!entry) continue;
    const opensAt = timeOn(date, entry.opens, hours.timeZone);
    const closesAt = timeOn(date, entry.closes, hours.timeZone);
    openings.push({
      weekday: wallClockIn(opensAt, viewerZone).weekday,
      opens: hhmm(opensAt, viewerZone),
      closes: hhmm(closesAt, viewerZone),
      closesNextDay: wallClockIn(closesAt, viewerZone).weekday !== wallClockIn(opensAt, viewerZone).weekday,
    });
  }
  openings.sort((a, b) => a.weekday - b.weekday);
  const rows: LocalScheduleRow[] = [];
  for (const o of openings) {
    const last = rows.at(-1);
    const same = last && last.opens === o.opens && last.closes === o.closes && last.closesNextDay === o.closesNextDay;
    if (same && last.weekdays.at(-1) === o.weekday - 1) last.weekdays.push(o.weekday);
    else rows.push({ weekdays: [o.weekday], opens: o.opens, closes: o.closes, closesNextDay: o.closesNextDay });
  }
  return rows;
}
