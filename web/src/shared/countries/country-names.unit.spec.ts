import { byMatch, countryMatch, countryOptions } from './country-names';

const firstFor = (search: string, language: string) =>
  countryOptions(language)
    .filter((o) => countryMatch(o, search) !== null)
    .sort(byMatch(search, new Intl.Collator(language)))
    .map((o) => o.value)
    .slice(0, 2);

describe('country select search', () => {
  it('offers the country an exact name names first: "United States" is the US, not the Minor Outlying Islands', () => {
    expect(firstFor('United States', 'en-US')).toEqual(['US', 'UM']);
    expect(firstFor('united states ', 'en-US')[0]).toBe('US');
    expect(firstFor('UK', 'en-US')[0]).toBe('GB');
    expect(firstFor('США', 'ru-RU')[0]).toBe('US');
  });

  it('puts names that start with the text before names that only contain it', () => {
    expect(firstFor('Ger', 'en-US')[0]).toBe('DE');
    expect(firstFor('Nigeri', 'en-US')).toEqual(['NG']);
    expect(countryOptions('en-US').filter((o) => countryMatch(o, 'zzz') !== null)).toEqual([]);
  });
});
