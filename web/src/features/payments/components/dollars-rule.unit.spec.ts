import { autoTopUpBody, topUpBody } from '@ledgerhouse/contracts';
import { dollarsRule } from './dollars-rule';
import { formatMoney, toCents } from '../../../shared/format/money';

const check = (rule: ReturnType<typeof dollarsRule>, value: unknown) =>
  (rule.validator as (r: unknown, v: unknown) => Promise<void>)({}, value);

describe('dollar fields checked against cent contracts', () => {
  it('rejects a top-up below $1 with the contract message', async () => {
    await expect(check(dollarsRule(topUpBody.shape.amountCents, 'en-US'), 0.99)).rejects.toThrow('Minimum top-up is $1');
    await expect(check(dollarsRule(topUpBody.shape.amountCents, 'en-US'), 1)).resolves.toBeUndefined();
  });

  it('lets an optional trigger level stay empty but not go below $30', async () => {
    const trigger = dollarsRule(autoTopUpBody.shape.triggerLevelCents.unwrap(), 'ru-RU', { optional: true });
    await expect(check(trigger, null)).resolves.toBeUndefined();
    await expect(check(trigger, 29.99)).rejects.toThrow(`Порог не может быть меньше ${formatMoney(3000, 'ru-RU')}`);
    await expect(check(dollarsRule(autoTopUpBody.shape.minimumAmountCents, 'en-US'), undefined)).rejects.toThrow('Required field');
  });

  it('writes the minimums in Russian as the app writes money (one money format per language)', async () => {
    await expect(check(dollarsRule(topUpBody.shape.amountCents, 'ru-RU'), 0.5)).rejects.toThrow(
      `Минимальная сумма пополнения — ${formatMoney(100, 'ru-RU')}`,
    );
    await expect(check(dollarsRule(autoTopUpBody.shape.minimumAmountCents, 'ru-RU'), 99)).rejects.toThrow(
      `Минимальная сумма автопополнения — ${formatMoney(10_000, 'ru-RU')}`,
    );
  });

  it('rounds dollars to whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
