import fc from 'fast-check';
import { comparePositions, toPosition, type GlobalPosition } from './position';

const bigintOrder = (a: GlobalPosition, b: GlobalPosition): number => {
  const [ma, na] = a.split('.').map(BigInt);
  const [mb, nb] = b.split('.').map(BigInt);
  if (ma !== mb) return ma < mb ? -1 : 1;
  if (na !== nb) return na < nb ? -1 : 1;
  return 0;
};

describe('comparePositions', () => {
  it('orders by the numbers, not the text: 9999.2 before 10000.1, 5.10 after 5.9', () => {
    expect(comparePositions('9999.2' as GlobalPosition, '10000.1' as GlobalPosition)).toBe(-1);
    expect(comparePositions('5.10' as GlobalPosition, '5.9' as GlobalPosition)).toBe(1);
    expect(comparePositions('5.9' as GlobalPosition, '5.9' as GlobalPosition)).toBe(0);
  });

  it('puts null before every position', () => {
    expect(comparePositions(null, '0.0' as GlobalPosition)).toBe(-1);
    expect(comparePositions('0.0' as GlobalPosition, null)).toBe(1);
    expect(comparePositions(null, null)).toBe(0);
  });

  it('ignores leading zeros a client may send (X-Min-Position)', () => {
    expect(comparePositions('007.01' as GlobalPosition, '7.1' as GlobalPosition)).toBe(0);
    expect(comparePositions('0010.0' as GlobalPosition, '9.99' as GlobalPosition)).toBe(1);
  });

  it('agrees with BigInt order on any two positions', () => {
    const part = fc.oneof(fc.bigInt({ min: 0n, max: 99n }), fc.bigInt({ min: 0n, max: 2n ** 70n }));
    const position = fc.tuple(part, part).map(([major, minor]) => toPosition(major, minor));
    fc.assert(fc.property(position, position, (a, b) => comparePositions(a, b) === bigintOrder(a, b)));
  });
});
