// Calendar months for billing periods: the n-th period of a plan ends n months after the plan started,
// so a plan started on Jan 31 renews on Feb 28, Mar 31, Apr 30 (no drift to the 28th).

/** `start` plus `months` calendar months (UTC), the day clamped to the target month's last day. */
export function addMonths(start: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The UTC month of an instant, YYYY-MM. */
export const monthOf = (instant: Date): string => instant.toISOString().slice(0, 7);

/** The month before the instant's month, YYYY-MM. */
export const previousMonthOf = (instant: Date): string =>
  monthOf(new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() - 1, 1)));

/** Days in a YYYY-MM month. */
export function daysInMonth(period: string): number {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
