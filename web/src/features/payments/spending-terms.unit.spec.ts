// One term per thing: a spending's purpose (wallet and admin columns) and the first words of its note are the same.
import { describeSpendingReference, type SpendingReference } from '@ledgerhouse/contracts';
import enAdmin from '../../i18n/en-US/admin.json';
import enPayments from '../../i18n/en-US/payments.json';
import ruAdmin from '../../i18n/ru-RU/admin.json';
import ruPayments from '../../i18n/ru-RU/payments.json';

const references: Record<string, SpendingReference> = {
  INBOUND_SHIPMENT: { kind: 'INBOUND_SHIPMENT', number: 'IN-000001' },
  ORDER_FULFILLMENT: { kind: 'ORDER_FULFILLMENT', number: 'SO-1001' },
  FORWARDING_SHIPMENT: { kind: 'FORWARDING_SHIPMENT', trackingNumber: '1Z999' },
  RETURN_SHIPMENT: { kind: 'RETURN_SHIPMENT', number: 'SO-1001' },
  STORAGE_FEE: { kind: 'STORAGE_FEE', period: '2027-03' },
};

describe('spending terms', () => {
  it.each([
    ['en-US', enPayments.purposes, enAdmin],
    ['ru-RU', ruPayments.purposes, ruAdmin],
  ] as const)('names each purpose in %s as its note does, on the wallet and in admin', (locale, purposes, admin) => {
    for (const [purpose, reference] of Object.entries(references)) {
      const note = describeSpendingReference(reference, locale).split(' · ')[0];
      expect([purpose, purposes[purpose as keyof typeof purposes]]).toEqual([purpose, note]);
      expect([purpose, JSON.stringify(admin).includes(`"${purpose}":"${note}"`)]).toEqual([purpose, true]);
    }
  });
});
