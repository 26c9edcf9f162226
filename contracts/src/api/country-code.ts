// A country as ISO 3166-1 alpha-2, checked against the maintained list of i18n-iso-countries (codes only: names live in the web).
import { z } from 'zod';
import codes from 'i18n-iso-countries/codes.json';

/** Every ISO 3166-1 alpha-2 code the list knows (upper case). */
export const COUNTRY_CODES: readonly string[] = (codes as string[][]).map(([alpha2]) => alpha2);
const known = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => known.has(code);

/** Trimmed and upper-cased; a code that names no country ("ZZ", "Germany") is COUNTRY_UNKNOWN. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { params: { fieldCode: 'COUNTRY_UNKNOWN' } });
