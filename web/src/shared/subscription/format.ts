// Money (integer cents in the API) and dates in the user's locale.
export const formatMoney = (cents: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

export const formatDate = (iso: string | null | undefined, locale: string | undefined, withTime = false) =>
  iso ? new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso)) : '—';

/** Dollars typed in a form to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
