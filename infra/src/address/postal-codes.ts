// Postal code formats of the countries the built-in verifier knows, each with its written form: US ZIP or ZIP+4 as
// 12345-6789, Canada A1A 1A1, UK postcodes upper case with one space before the inward code, Germany 5 and Russia 6 digits.
type Normaliser = (compact: string) => string | null;

const US: Normaliser = (c) => {
  const m = /^([0-9]{5})([0-9]{4})?$/.exec(c);
  return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]) : null;
};

// Letters D, F, I, O, Q, U are never used; W and Z never first.
const CA: Normaliser = (c) => {
  const m = /^([ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z])([0-9][ABCEGHJ-NPRSTV-Z][0-9])$/.exec(c);
  return m ? `${m[1]} ${m[2]}` : null;
};

// Outward code (area, district) then inward code (sector, unit); GIR 0AA is Girobank's historic one.
const GB: Normaliser = (c) => {
  if (c === 'GIR0AA') return 'GIR 0AA';
  const m = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][ABD-HJLNP-UW-Z]{2})$/.exec(c);
  return m ? `${m[1]} ${m[2]}` : null;
};

const digits =
  (count: number): Normaliser =>
  (c) =>
    new RegExp(`^[0-9]{${count}}$`).test(c) ? c : null;

const FORMATS: Record<string, Normaliser> = { US, CA, GB, DE: digits(5), RU: digits(6) };

export const hasPostalFormat = (country: string): boolean => country in FORMATS;

/**
 * The postal code as the country writes it, or null when it is not in the country's format. Spaces, dashes and case
 * are forgiven ("k1a0b1", "12345 6789", "sw1a1aa"); anything else is not.
 */
export function normalisePostalCode(country: string, postalCode: string): string | null {
  const format = FORMATS[country];
  if (!format) return postalCode;
  const compact = postalCode.toUpperCase().replace(/[\s-]+/g, '');
  return format(compact);
}
