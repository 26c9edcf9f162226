import { formatMoney, moneyInputFormat, toCents } from './money';

describe('moneyInputFormat', () => {
  it('puts the dollar sign first with a decimal point in English', () => {
    expect(moneyInputFormat('en-US')).toEqual({ prefix: '$', decimalSeparator: '.' });
  });

  it('puts the dollar sign last with a decimal comma in Russian, as the lists write "25,00 $"', () => {
    expect(moneyInputFormat('ru-RU')).toEqual({ suffix: '$', decimalSeparator: ',' });
  });
});

describe('formatMoney', () => {
  it('writes cents as dollars the way each language does', () => {
    expect(formatMoney(5000, 'en-US')).toBe('$50.00');
    expect(formatMoney(2500, 'ru-RU')).toBe('25,00\u00a0$');
  });
});

describe('toCents', () => {
  it('rounds typed dollars to whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
