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

/** Every ISO 3166-1 country as a select option, sorted by name in the app language. */
export function countryOptions(appLanguage: string | undefined): { value: string; label: string }[] {
  const collator = new Intl.Collator(appLanguage);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, appLanguage) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
