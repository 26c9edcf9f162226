import dayjs from 'dayjs';
import { formNamePath } from './order-errors';
import { linesTotal, toCreateBody, type OrderFormValues } from './order-form-values';

const values: OrderFormValues = {
  number: ' A-100 ',
  orderDate: dayjs('2026-11-20T10:00:00Z'),
  channel: 'MANUAL',
  buyer: { fullName: ' Ann Buyer ', phone: '+1 212 555 0100' },
  address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: ' ' },
  note: '',
  lines: [
    { sku: ' MUG-1 ', quantity: 2, price: 12.5 },
    { sku: 'BOWL-1', quantity: 1, price: 0.1 },
  ],
};

describe('order form values', () => {
  it('make the create body: trimmed text, empty optional text as null, dollars as whole cents', () => {
    expect(toCreateBody(values)).toEqual({
      number: 'A-100',
      channel: 'MANUAL',
      orderDate: '2026-11-20T10:00:00.000Z',
      buyer: { fullName: 'Ann Buyer', phone: '+1 212 555 0100' },
      address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
      note: null,
      lines: [
        { sku: 'MUG-1', quantity: 2, priceCents: 1250 },
        { sku: 'BOWL-1', quantity: 1, priceCents: 10 },
      ],
    });
  });

  it('total the goods in cents', () => {
    expect(linesTotal(values.lines)).toBe(2510);
    expect(linesTotal(undefined)).toBe(0);
  });

  it("place a server field error at the form's own field (list indexes as numbers, price in dollars)", () => {
    expect(formNamePath('lines.1.quantity')).toEqual(['lines', 1, 'quantity']);
    expect(formNamePath('lines.0.priceCents')).toEqual(['lines', 0, 'price']);
    expect(formNamePath('address.postalCode')).toEqual(['address', 'postalCode']);
  });
});
