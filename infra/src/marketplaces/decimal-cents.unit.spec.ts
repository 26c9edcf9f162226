import { decimalToCents } from './decimal-cents';

describe('decimalToCents', () => {
  it.each([
    ['49.99', 4999],
    ['0.1', 10],
    ['100', 10000],
    ['19.995', 2000],
    ['-5.50', -550],
  ])('reads %s as %d cents without float error', (amount, cents) => {
    expect(decimalToCents(amount)).toBe(cents);
  });

  it('reads JSON numbers that floats cannot hold exactly (0.29 * 100 = 28.999…)', () => {
    expect([decimalToCents(0.29), decimalToCents(1.005), decimalToCents(29.99)]).toEqual([29, 101, 2999]);
  });

  it('refuses text that is not a decimal amount with UNAVAILABLE', () => {
    expect(() => decimalToCents('12,50')).toThrow(expect.objectContaining({ code: 'UNAVAILABLE' }));
  });
});
