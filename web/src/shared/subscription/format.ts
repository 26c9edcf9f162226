// Money (integer cents in the API) and dates in the user's locale.
export const formatMoney = (cents: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

export const formatDate = (iso: string | null | undefined, locale: string | undefined, withTime = false) =>
  iso ? new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso)) : '—';

/** Dollars typed in a form to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Free receiving time: "1 h", "45 min" or "1 h 30 min" in the user's language. */
export function formatMinutes(total: number, t: (key: 'duration' | 'durationHours' | 'durationMinutes', values: { hours: number; minutes: number }) => string): string {
  const values = { hours: Math.floor(total / 60), minutes: total % 60 };
  if (values.minutes === 0 && values.hours > 0) return t('durationHours', values);
  if (values.hours === 0) return t('durationMinutes', values);
  return t('duration', values);
}
