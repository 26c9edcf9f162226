import { describeSpendingReference, legacySpendingReference } from './spending-reference';

const user = 'ccef1b2a-1d7c-4a8e-9a57-0a1c1f0b7c11';

describe('spending reference', () => {
  it('words a plan payment, a renewal and a storage month in each language', () => {
    const basic = { kind: 'SUBSCRIPTION' as const, plan: 'basic' as const, periodStart: '2026-11-23T05:24:41.381Z', renewal: false };
    expect(describeSpendingReference(basic, 'en-US')).toBe('Subscription · Basic · Nov 23, 2026');
    expect(describeSpendingReference(basic, 'ru-RU')).toBe('Подписка · Базовый · 23 нояб. 2026 г.');
    expect(describeSpendingReference({ ...basic, plan: 'premium', renewal: true }, 'en-US')).toBe(
      'Subscription renewal · Premium · Nov 23, 2026',
    );
    expect(describeSpendingReference({ kind: 'STORAGE_FEE', period: '2027-03' }, 'en-US')).toBe('Storage fee · March 2027');
    expect(describeSpendingReference({ kind: 'STORAGE_FEE', period: '2027-03' }, 'ru-RU')).toBe('Плата за хранение · март 2027 г.');
  });

  it('words a forwarding shipment by its label tracking number in each language', () => {
    const forwarding = { kind: 'FORWARDING_SHIPMENT' as const, trackingNumber: '1Z999AA10123456784' };
    expect(describeSpendingReference(forwarding, 'en-US')).toBe('Forwarding shipment · 1Z999AA10123456784');
    expect(describeSpendingReference(forwarding, 'ru-RU')).toBe('Переадресация · 1Z999AA10123456784');
  });

  it('words an order fulfillment by the order number in each language', () => {
    const fulfillment = { kind: 'ORDER_FULFILLMENT' as const, number: 'SO-1001' };
    expect(describeSpendingReference(fulfillment, 'en-US')).toBe('Order fulfillment · SO-1001');
    expect(describeSpendingReference(fulfillment, 'ru-RU')).toBe('Исполнение заказа · SO-1001');
  });

  it('reads the facts of an old spending from its system-made document id, and none from anything else', () => {
    expect(legacySpendingReference(`subscription-${user}-basic-2026-11-23T05:24:41.381Z`, 'basic plan, 2026-11-23')).toEqual({
      kind: 'SUBSCRIPTION',
      plan: 'basic',
      periodStart: '2026-11-23T05:24:41.381Z',
      renewal: false,
    });
    expect(
      legacySpendingReference(`subscription-${user}-premium-2026-12-23T05:24:41.381Z`, 'premium plan renewal, 2026-12-23'),
    ).toMatchObject({ plan: 'premium', renewal: true });
    expect(legacySpendingReference(`storage-${user}-2026-10`, 'Storage 2026-10: 1.48 ft³ average')).toEqual({
      kind: 'STORAGE_FEE',
      period: '2026-10',
    });
    for (const documentId of [`staff-${user}`, 'INV-2026-0042', `subscription-${user}-gold-2026-11-23T05:24:41.381Z`])
      expect(legacySpendingReference(documentId, 'typed by staff')).toBeNull();
  });
});
