// Country names in the app's languages from i18n-iso-countries; only the en and ru name files are bundled.
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import { COUNTRY_CODES } from '@ledgerhouse/contracts';

countries.registerLocale(en);
countries.registerLocale(ru);

const nameLanguage = (appLanguage: string | undefined) => (appLanguage?.startsWith('ru') ? 'ru' : 'en');

/** The country's name in the app language; the code itself for a code the list does not name. */
export function countryName(code: string, appLanguage: string | undefined): string {
  return countries.getName(code, nameLanguage(appLanguage)) ?? code;
}

export interface CountryOption {
  value: string;
  label: string;
  /** Every name the country goes by in the app language (official, short, abbreviations), lower case. */
  names: string[];
}

/** Every ISO 3166-1 country as a select option, sorted by name in the app language. */
export function countryOptions(appLanguage: string | undefined): CountryOption[] {
  const collator = new Intl.Collator(appLanguage);
  const language = nameLanguage(appLanguage);
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: countryName(code, appLanguage),
    names: (countries.getName(code, language, { select: 'all' }) ?? [code]).map((n) => n.toLowerCase()),
  })).sort((a, b) => collator.compare(a.label, b.label));
}

/** How well `search` names the country: 0 exactly one of its names, 1 the start of one, 2 inside one, null not at all. */
export function countryMatch(option: CountryOption, search: string): 0 | 1 | 2 | null {
  const typed = search.trim().toLowerCase();
  if (!typed) return 2;
  if (option.names.includes(typed)) return 0;
  if (option.names.some((n) => n.startsWith(typed))) return 1;
  return option.names.some((n) => n.includes(typed)) ? 2 : null;
}

/** Matching options best first (an exact name wins, so Enter picks it), then by name. */
export const byMatch = (search: string, collator: Intl.Collator) => (a: CountryOption, b: CountryOption) =>
  (countryMatch(a, search) ?? 3) - (countryMatch(b, search) ?? 3) || collator.compare(a.label, b.label);
