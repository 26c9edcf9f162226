// Marketplaces send money as decimal strings ("49.99") or JSON numbers (29.99); we keep integer cents, never floats.
import { MarketplaceError } from './marketplace-port';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Exact for up to two decimals; a third and later decimals round half away from zero. */
export function decimalToCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(3) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new MarketplaceError('UNAVAILABLE', `Unreadable amount from the marketplace: ${JSON.stringify(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}
