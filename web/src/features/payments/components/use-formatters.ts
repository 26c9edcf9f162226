// Money (integer cents in the API) in dollars and dates, both in the user's language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en-US';
  return useMemo(() => {
    const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      locale,
      money: (cents: number) => usd.format(cents / 100),
      date: (iso: string) => day.format(new Date(iso)),
      dateTime: (iso: string) => moment.format(new Date(iso)),
      /** A charge period "YYYY-MM" as "March 2026". */
      month: (period: string) => month.format(new Date(`${period}-01T00:00:00Z`)),
      number: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    };
  }, [locale]);
}
