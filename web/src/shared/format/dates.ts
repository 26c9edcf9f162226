// Dates and instants (ISO strings from the API) as the app language writes them; a missing one is "—".
import { dateTimeFormat } from './intl';

const DAY = { dateStyle: 'medium' } as const;
const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;
const TO_THE_SECOND = { dateStyle: 'short', timeStyle: 'medium' } as const;
const MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** "Mar 5, 2026", or with the time "Mar 5, 2026, 2:30 PM". */
export const formatDate = (iso: string | null | undefined, locale: string | undefined, withTime = false) =>
  iso ? dateTimeFormat(locale, withTime ? MOMENT : DAY).format(new Date(iso)) : '—';

/** An instant down to the second, e.g. when a mail was sent: "3/5/26, 2:30:15 PM". */
export const formatInstantToSecond = (iso: string, locale: string | undefined) =>
  dateTimeFormat(locale, TO_THE_SECOND).format(new Date(iso));

/** A charge period "YYYY-MM" as "March 2026". */
export const formatMonth = (period: string, locale: string | undefined) =>
  dateTimeFormat(locale, MONTH).format(new Date(`${period}-01T00:00:00Z`));
