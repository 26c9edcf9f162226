import { moneyInputFormat } from './money-input';

describe('moneyInputFormat', () => {
  it('puts the dollar sign first with a decimal point in English', () => {
    expect(moneyInputFormat('en-US')).toEqual({ prefix: '$', decimalSeparator: '.' });
  });

  it('puts the dollar sign last with a decimal comma in Russian, as the lists write "25,00 $"', () => {
    expect(moneyInputFormat('ru-RU')).toEqual({ suffix: '$', decimalSeparator: ',' });
  });
});
