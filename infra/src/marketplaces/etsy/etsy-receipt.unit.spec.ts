import type { EtsyReceipt } from './etsy-api';
import { readAnswer } from '../answer-schema';
import { etsyReceiptAnswer } from './etsy-answers';
import { etsyCarrierName } from './etsy-carrier-name';
import { centsOf, orderOfReceipt } from './etsy-receipt';

const receipt = (overrides: Partial<EtsyReceipt> = {}): EtsyReceipt => ({
  receipt_id: 3100000001,
  name: 'Ada Buyer',
  first_line: '1 Main St',
  second_line: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country_iso: 'US',
  status: 'Paid',
  message_from_buyer: 'Gift wrap, please',
  is_paid: true,
  is_shipped: false,
  create_timestamp: 1_763_900_000,
  updated_timestamp: 1_763_900_060,
  grandtotal: { amount: 2598, divisor: 100, currency_code: 'USD' },
  shipments: [],
  transactions: [
    {
      transaction_id: 42,
      listing_id: 7,
      product_id: 8,
      title: 'Mug',
      sku: 'MUG',
      quantity: 2,
      price: { amount: 1299, divisor: 100, currency_code: 'USD' },
    },
  ],
  ...overrides,
});

describe('Etsy money in cents', () => {
  it.each([
    [{ amount: 1299, divisor: 100 }, 1299],
    [{ amount: 13, divisor: 1 }, 1300],
    [{ amount: 12345, divisor: 1000 }, 1235],
    [{ amount: 12344, divisor: 1000 }, 1234],
  ])('reads %j as %i cents', (money, cents) => {
    expect(centsOf({ ...money, currency_code: 'USD' })).toBe(cents);
  });

  it.each([[{ amount: 1299, divisor: 0 }], [{ amount: 12.5, divisor: 100 }]])(
    'refuses a receipt with %j, valid in the model but no amount, as an UNAVAILABLE MarketplaceError',
    (money) => {
      const odd = receipt({ transactions: [{ ...receipt().transactions[0], price: { ...money, currency_code: 'USD' } }] });
      expect(() => readAnswer(etsyReceiptAnswer, odd, 'Etsy getShopReceipt')).toThrow(
        expect.objectContaining({
          name: 'MarketplaceError',
          code: 'UNAVAILABLE',
          message: expect.stringContaining('transactions.0.price'),
        }),
      );
    },
  );
});

describe('Etsy receipt as an order', () => {
  it('maps the buyer, address, note, times and one line per transaction', () => {
    expect(orderOfReceipt(receipt())).toEqual({
      channelOrderId: '3100000001',
      number: '3100000001',
      orderedAt: '2025-11-23T12:13:20.000Z',
      modifiedAt: '2025-11-23T12:14:20.000Z',
      buyer: { fullName: 'Ada Buyer', phone: null },
      address: { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701', line1: '1 Main St', line2: null },
      note: 'Gift wrap, please',
      lines: [{ sku: 'MUG', quantity: 2, priceCents: 1299, channelLineId: '42' }],
      fulfillable: true,
    });
  });

  it.each([
    ['Canceled', false, false],
    ['Fully Refunded', false, false],
    ['Completed', true, false],
    ['Partially Refunded', false, true],
  ])('treats a %s receipt (shipped: %s) as fulfillable: %s', (status, isShipped, fulfillable) => {
    expect(orderOfReceipt(receipt({ status, is_shipped: isShipped })).fulfillable).toBe(fulfillable);
  });
});

describe('Etsy carrier names', () => {
  it.each([
    ['USPS', 'usps'],
    ['FedEx', 'fedex'],
    ['DHL Express', 'dhl-express'],
    ['Royal  Mail', 'royal-mail'],
    ['Poste Italiane', 'poste-italiane'],
  ])('sends %s as %s', (ours, etsys) => {
    expect(etsyCarrierName(ours)).toBe(etsys);
  });
});
