import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { byMatch, countryMatch, countryOptions, type CountryOption } from '../countries/country-names';

/** ISO 3166-1 country by name in the app language (type to search, short names too: "USA", "UK"); an exact name is
 * offered first, so Enter picks "United States", not "United States Minor Outlying Islands". The value is the alpha-2
 * code. */
export function CountrySelect(props: Omit<SelectProps<string, CountryOption>, 'options' | 'showSearch'>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const options = useMemo(() => countryOptions(language), [language]);
  const collator = useMemo(() => new Intl.Collator(language), [language]);
  return (
    <Select<string, CountryOption>
      allowClear
      {...props}
      options={options}
      showSearch={{
        filterOption: (search, option) => option !== undefined && countryMatch(option, search) !== null,
        filterSort: (a, b, { searchValue }) => byMatch(searchValue, collator)(a, b),
      }}
    />
  );
}
