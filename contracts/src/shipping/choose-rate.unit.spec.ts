import { chooseRate } from './choose-rate';

const rate = (id: string, priceCents: number, estimatedDays: number | null) => ({ id, priceCents, estimatedDays });

describe('chooseRate', () => {
  it('answers null when there are no rates, for either priority', () => {
    expect(chooseRate([], 'CHEAPEST')).toBeNull();
    expect(chooseRate([], 'BEST_RATIO')).toBeNull();
  });

  it('CHEAPEST picks the lowest price whatever the transit days', () => {
    const rates = [rate('fast', 900, 1), rate('slow', 500, 7), rate('none', 700, null)];
    expect(chooseRate(rates, 'CHEAPEST')?.id).toBe('slow');
  });

  it('CHEAPEST keeps the first of equally priced rates', () => {
    expect(chooseRate([rate('a', 500, 3), rate('b', 500, 1)], 'CHEAPEST')?.id).toBe('a');
  });

  it('BEST_RATIO picks the lowest price × days, not the lowest price', () => {
    // 500 × 7 = 3500, 900 × 1 = 900, 600 × 3 = 1800
    const rates = [rate('slow', 500, 7), rate('fast', 900, 1), rate('mid', 600, 3)];
    expect(chooseRate(rates, 'BEST_RATIO')?.id).toBe('fast');
  });

  it('BEST_RATIO breaks a tie of price × days towards the cheaper rate, in either order', () => {
    // 400 × 3 = 1200 = 600 × 2
    expect(chooseRate([rate('dear', 600, 2), rate('cheap', 400, 3)], 'BEST_RATIO')?.id).toBe('cheap');
    expect(chooseRate([rate('cheap', 400, 3), rate('dear', 600, 2)], 'BEST_RATIO')?.id).toBe('cheap');
  });

  it('BEST_RATIO ignores rates without an estimate while any rate has one', () => {
    const rates = [rate('unknown', 100, null), rate('known', 800, 2)];
    expect(chooseRate(rates, 'BEST_RATIO')?.id).toBe('known');
  });

  it('BEST_RATIO falls back to CHEAPEST when no rate has an estimate', () => {
    const rates = [rate('a', 900, null), rate('b', 300, null), rate('c', 500, null)];
    expect(chooseRate(rates, 'BEST_RATIO')?.id).toBe('b');
  });

  it('gives back the rate object it was given', () => {
    const only = rate('only', 100, 1);
    expect(chooseRate([only], 'BEST_RATIO')).toBe(only);
  });
});
