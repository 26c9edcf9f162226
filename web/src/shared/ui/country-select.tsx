import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../countries/country-names';

/** ISO 3166-1 country by name in the app language (type to search); the value is the alpha-2 code. */
export function CountrySelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  return <Select allowClear {...props} options={options} showSearch={{ optionFilterProp: 'label' }} />;
}
