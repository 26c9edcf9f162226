import { createInstance, type TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import { resources } from '../../../i18n/resources';
import { topUpFailure } from './payment-failures';

async function translator(lng: 'en-US' | 'ru-RU'): Promise<TFunction<'payments'>> {
  const i18n = createInstance();
  await i18n.init({
    resources,
    lng,
    ns: ['payments'],
    defaultNS: 'payments',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.getFixedT(lng, 'payments');
}

const refused = (failure: string) =>
  new ApiError(402, 'TOPUP_FAILED', 'Failed to top up wallet balance', { failure, entryId: 'e-1', position: '12' });

describe('top-up failures', () => {
  it('names the card refusal reason in the user language', async () => {
    expect(topUpFailure(refused('CARD_DECLINED'), await translator('en-US'), 'en-US')).toBe(
      'Failed to top up wallet balance: The card was declined',
    );
    expect(topUpFailure(refused('CARD_INSUFFICIENT_FUNDS'), await translator('ru-RU'), 'ru-RU')).toBe(
      'Не удалось пополнить баланс кошелька: На карте недостаточно средств',
    );
  });

  it('says the top-up failed without a reason it does not know, and ignores other errors', async () => {
    const t = await translator('en-US');
    expect(topUpFailure(new ApiError(402, 'TOPUP_FAILED', '', null), t, 'en-US')).toBe('Failed to top up wallet balance');
    expect(topUpFailure(new ApiError(422, 'CARD_REQUIRED', 'Link a card first', null), t, 'en-US')).toBeNull();
    expect(topUpFailure(new TypeError('Failed to fetch'), t, 'en-US')).toBeNull();
  });
});
