import { SUPPORTED_LOCALES } from '../locale';
import { renderSupportTemplate, SUPPORT_SYSTEM_TEMPLATES, SUPPORT_TEMPLATE_KEYS } from './system-templates';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('system chat templates', () => {
  it('has a text in every locale for every key', () => {
    for (const key of SUPPORT_TEMPLATE_KEYS)
      for (const locale of SUPPORTED_LOCALES) expect(SUPPORT_SYSTEM_TEMPLATES[key][locale].trim()).not.toBe('');
  });

  it('uses the same placeholders in every locale', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of SUPPORT_TEMPLATE_KEYS)
      expect(names(SUPPORT_SYSTEM_TEMPLATES[key]['ru-RU'])).toEqual(names(SUPPORT_SYSTEM_TEMPLATES[key]['en-US']));
  });

  it('fills params in the reader language', () => {
    const template = { key: 'INBOUND_LOST', params: { shipmentNumber: 'IN-000123', shipmentId: 'x' } };
    expect(renderSupportTemplate(template, 'en-US')).toContain('Your inbound shipment IN-000123 has been marked as lost');
    expect(renderSupportTemplate(template, 'ru-RU')).toContain('Ваша входящая поставка IN-000123 отмечена');
  });

  it('writes cents as dollars in each language format', () => {
    const template = { key: 'TOP_UP_FAILED', params: { amountCents: 123456, failure: 'CARD_DECLINED' } };
    expect(renderSupportTemplate(template, 'en-US')).toContain('top-up of $1,234.56 by card failed: The card was declined.');
    expect(nbsp(renderSupportTemplate(template, 'ru-RU'))).toContain('на 1 234,56 $ с карты не прошло: Карта отклонена.');
  });

  it('names the plan in the reader language', () => {
    const template = { key: 'SUBSCRIPTION_RENEWAL_FAILED', params: { plan: 'premium', amountCents: 14900 } };
    expect(renderSupportTemplate(template, 'en-US')).toContain(
      'Your Premium subscription could not be renewed: the wallet did not have $149.00',
    );
    expect(renderSupportTemplate(template, 'ru-RU')).toContain('подписку «Премиум»');
  });

  it('leaves out the lines of absent optional params', () => {
    const template = { key: 'INTEGRATION_REQUEST', params: { marketplace: 'Wildberries', contactEmail: 'a@b.co', website: '' } };
    expect(renderSupportTemplate(template, 'en-US')).toBe('Please help me set up an integration with Wildberries.\nContact email: a@b.co');
  });

  it('shows an unknown failure code and an unknown key without breaking', () => {
    expect(renderSupportTemplate({ key: 'AUTO_TOP_UP_FAILED', params: { amountCents: 100, failure: 'SOMETHING' } }, 'en-US')).toContain(
      'failed: SOMETHING.',
    );
    expect(renderSupportTemplate({ key: 'NO_SUCH_KEY', params: {} }, 'ru-RU')).toBe('Сообщение от поддержки Ledgerhouse.');
  });
});
