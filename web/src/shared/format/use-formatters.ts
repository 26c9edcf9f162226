// The formatters bound to the app language, for components.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from './dates';
import { formatMoney } from './money';
import { formatNumber } from './numbers';

export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en-US';
  return useMemo(
    () => ({
      locale,
      money: (cents: number) => formatMoney(cents, locale),
      date: (iso: string) => formatDate(iso, locale),
      dateTime: (iso: string) => formatDate(iso, locale, true),
      /** A charge period "YYYY-MM" as "March 2026". */
      month: (period: string) => formatMonth(period, locale),
      number: (value: number) => formatNumber(value, locale, 2),
    }),
    [locale],
  );
}
