import { prefillOf } from './prefill';

describe('inbound wizard prefill', () => {
  it('takes the product and a positive whole quantity from the address', () => {
    expect(prefillOf(new URLSearchParams('productId=p-1&quantity=30'))).toEqual({ productId: 'p-1', quantity: 30 });
  });

  it('leaves a missing, fractional, zero or negative quantity for the seller to enter', () => {
    for (const q of ['', 'quantity=2.5', 'quantity=0', 'quantity=-3', 'quantity=ten'])
      expect(prefillOf(new URLSearchParams(`productId=p-1&${q}`))).toEqual({ productId: 'p-1', quantity: null });
  });

  it('is no prefill without a product', () => {
    expect(prefillOf(new URLSearchParams('quantity=30'))).toBeNull();
  });
});
