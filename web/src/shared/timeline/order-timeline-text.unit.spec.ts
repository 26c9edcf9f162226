import { ORDER_EVENT_TYPES } from '@ledgerhouse/contracts';
import en from '../../i18n/en-US/orderTimeline.json';
import ru from '../../i18n/ru-RU/orderTimeline.json';
import { orderTimelineText, type OrderTimelineTranslate } from './order-timeline-text';

const translator =
  (resources: unknown): OrderTimelineTranslate =>
  (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const line = (quantity: number) => ({ productId: 'p', sku: 'S', quantity, priceCents: 100 });

describe('order timeline text', () => {
  it('tells a placement with its products and pieces in English and Russian', () => {
    const event = { type: 'OrderPlaced', data: { orderId: 'o', sellerId: 's', placedAt: '', lines: [line(2), line(3)] } };
    expect(orderTimelineText(event, translator(en), money)).toBe('Order placed (products: 2, pieces: 5)');
    expect(orderTimelineText(event, translator(ru), money)).toBe('Заказ создан (товаров: 2, штук: 5)');
  });

  it('tells the payment with its amount and the comment with its author', () => {
    const t = translator(en);
    expect(orderTimelineText({ type: 'FulfillmentPaid', data: { amountCents: 1250, at: '' } }, t, money)).toBe(
      'Paid from the wallet: $12.50',
    );
    expect(orderTimelineText({ type: 'OrderCommentAdded', data: { author: 'MANAGER', text: 'Fragile', at: '' } }, t, money)).toBe(
      "Manager's comment: Fragile",
    );
  });

  it.each(ORDER_EVENT_TYPES)('has a sentence for %s in both languages', (type) => {
    const data = {
      lines: [],
      missing: [],
      label: { carrier: 'C', trackingNumber: 'T' },
      costs: { totalCents: 1 },
      amountCents: 1,
      reason: 'r',
      quantity: 1,
      author: 'SELLER',
      text: 'x',
      registration: 'NONE',
      automatic: false,
    };
    for (const resources of [en, ru]) {
      const text = orderTimelineText({ type, data }, translator(resources), money);
      expect(text).not.toBe(type);
      expect(text).not.toMatch(/undefined|\{\{/);
    }
  });
});
