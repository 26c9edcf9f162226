import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '@ledgerhouse/contracts';

const labels: Record<string, string> = { 'en-US': 'English', 'ru-RU': 'Русский' };

/** en-US / ru-RU; i18next keeps the choice in localStorage and the app sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      data-testid="language-switch"
      aria-label={t('language')}
      size="small"
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(lng: string) => void i18n.changeLanguage(lng)}
      options={SUPPORTED_LOCALES.map((l) => ({ value: l, label: labels[l] }))}
      style={{ width: 110 }}
    />
  );
}
