import { timelineText, type TimelineTranslate } from './timeline-text';
import en from '../../../i18n/en-US/shipments.json';
import ru from '../../../i18n/ru-RU/shipments.json';

const translator =
  (resources: unknown): TimelineTranslate =>
  (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const line = (quantity: number) => ({ productId: 'p', quantity, barcode: 'b', packageSize: null, weight: null, countryOfOrigin: null });

describe('timeline text', () => {
  it('tells a submission with its pieces and products in English and Russian', () => {
    const event = { type: 'InboundSubmitted', data: { lines: [line(2), line(3)], delivery: null, at: '' } };
    expect(timelineText(event, translator(en), money)).toBe('Sent to the warehouse (products: 2, pieces: 5)');
    expect(timelineText(event, translator(ru), money)).toBe('Отправлена на склад (товаров: 2, штук: 5)');
  });

  it('tells damaged scans apart and signs corrections', () => {
    const t = translator(en);
    const scan = { scanId: 's', productId: 'p', barcode: 'B1', quantity: 2, at: '' };
    expect(timelineText({ type: 'InboundUnitsReceived', data: { ...scan, damaged: false } }, t, money)).toBe('2 received (B1)');
    expect(timelineText({ type: 'InboundUnitsReceived', data: { ...scan, damaged: true } }, t, money)).toBe('2 received damaged (B1)');
    expect(
      timelineText(
        { type: 'InboundReceiptCorrected', data: { productId: 'p', delta: 1, damaged: false, reason: 'recount', at: '' } },
        t,
        money,
      ),
    ).toBe('Count corrected by +1: recount');
  });

  it('sums accepted units and translates payment failures', () => {
    const t = translator(ru);
    const accepted = {
      received: [
        { productId: 'a', received: 3, damaged: 1, declared: 5 },
        { productId: 'b', received: 2, damaged: 0, declared: 2 },
      ],
      billableSeconds: 60,
      at: '',
    };
    expect(timelineText({ type: 'InboundAccepted', data: accepted }, t, money)).toBe('Принята: 5 целых, 1 повреждённых из 7 заявленных');
    expect(timelineText({ type: 'InboundPaymentFailed', data: { reason: 'INSUFFICIENT_FUNDS', at: '' } }, t, money)).toBe(
      'Оплата не прошла: недостаточно денег в кошельке',
    );
  });

  it('names an event it does not know by its type instead of failing', () => {
    expect(timelineText({ type: 'InboundSomethingNew', data: {} }, translator(en), money)).toBe('InboundSomethingNew');
  });

  it('tells a return label bought through the app with its carrier and price, in both languages', () => {
    const event = { type: 'ReturnLabelPurchased', data: { carrier: 'USPS', service: 'Priority', trackingNumber: '9400', costCents: 876 } };
    expect(timelineText(event, translator(en), money)).toBe('Return label bought: USPS Priority, $8.76 charged');
    expect(timelineText(event, translator(ru), money)).toBe('Куплена этикетка возврата: USPS Priority, списано $8.76');
  });
});
