import { useTranslation } from 'react-i18next';
import { resolveLocale, type Locale } from '@ledgerhouse/contracts';

/** The app language as a contracts Locale (subjects, categories and system messages are kept per Locale). */
export function useSupportLocale(): Locale {
  const { i18n } = useTranslation();
  return resolveLocale(i18n.resolvedLanguage);
}
