// Money: integer cents in the API, dollars as the app language writes them ("$50.00" in English, "50,00 $" in Russian).
import { numberFormat } from './intl';

const USD = { style: 'currency', currency: 'USD' } as const;

export const formatMoney = (cents: number, locale: string | undefined) => numberFormat(locale, USD).format(cents / 100);

/** Dollars typed in a form to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Where the currency sign goes and which decimal separator the language uses, as in the lists' money format. */
export function moneyInputFormat(locale: string | undefined): { prefix?: string; suffix?: string; decimalSeparator: string } {
  const parts = numberFormat(locale, USD).formatToParts(1.5);
  const sign = parts.find((p) => p.type === 'currency')?.value ?? '$';
  const decimalSeparator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const signFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return signFirst ? { prefix: sign, decimalSeparator } : { suffix: sign, decimalSeparator };
}
