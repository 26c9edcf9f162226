// Plain numbers (counts, measurements) as the app language writes them.
import { numberFormat } from './intl';

/** At most `maximumFractionDigits` decimals (3, Intl's own default, unless said). */
export const formatNumber = (value: number, locale: string | undefined, maximumFractionDigits = 3) =>
  numberFormat(locale, { maximumFractionDigits }).format(value);
