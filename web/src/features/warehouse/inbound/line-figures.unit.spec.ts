import { discrepancies, everythingPlaced, isBinCode, receiptOf, remainingToPlace } from './line-figures';

const line = (declared: number, received: number, damaged = 0, placed = 0) => ({ declared, received, damaged, placed });

describe('line figures', () => {
  it('marks a line exact when good and damaged units make the declared quantity', () => {
    expect(receiptOf(line(5, 4, 1))).toEqual({ kind: 'exact' });
  });

  it('marks over-receipt with the surplus and under-receipt with the missing count', () => {
    expect(receiptOf(line(5, 7))).toEqual({ kind: 'over', count: 2 });
    expect(receiptOf(line(5, 2, 1))).toEqual({ kind: 'under', count: 2 });
  });

  it('lists only the lines that differ, in their order', () => {
    const lines = [line(1, 1), line(3, 0), line(2, 3)];
    expect(discrepancies(lines).map((d) => d.receipt)).toEqual([
      { kind: 'under', count: 3 },
      { kind: 'over', count: 1 },
    ]);
  });

  it('counts only good units as still to place, and is done when every line is placed', () => {
    expect(remainingToPlace(line(5, 4, 1, 1))).toBe(3);
    expect(everythingPlaced([line(5, 4, 1, 4), line(1, 0, 1, 0)])).toBe(true);
    expect(everythingPlaced([line(5, 4, 1, 3)])).toBe(false);
  });

  it('tells a bin code from a product barcode', () => {
    expect(isBinCode('A-01-02')).toBe(true);
    expect(isBinCode('a-01-02')).toBe(true);
    expect(isBinCode('4006381333931')).toBe(false);
    expect(isBinCode('A-1-02')).toBe(false);
  });
});
