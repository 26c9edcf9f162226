import { pagedTotal } from './paged-total';

const label = (key: string, n: number) => `${key}:${n}`;
const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('pagedTotal', () => {
  it('shows the exact total when the count is not capped', () => {
    const out = pagedTotal({ items: items(20), total: 57, totalCapped: false }, { page: 1, pageSize: 20 }, label);
    expect(out.total).toBe(57);
    expect(out.showTotal?.()).toBe('total:57');
  });

  it('keeps offering the next page past the cap and reads "more than"', () => {
    const out = pagedTotal({ items: items(50), total: 10_000, totalCapped: true }, { page: 200, pageSize: 50 }, label);
    expect(out.total).toBe(10_050);
    expect(out.showTotal?.()).toBe('totalCapped:10000');
  });

  it('ends the pager at a short page past the cap', () => {
    expect(pagedTotal({ items: items(7), total: 10_000, totalCapped: true }, { page: 205, pageSize: 50 }, label).total).toBe(204 * 50 + 7);
  });

  it('answers zero while nothing is loaded', () => {
    expect(pagedTotal(undefined, { page: 1, pageSize: 20 }, label)).toEqual({ total: 0 });
  });
});
