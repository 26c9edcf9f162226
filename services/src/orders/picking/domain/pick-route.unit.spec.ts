import { pickRoute, type RouteOrder } from './pick-route';

const order = (orderId: string, needs: [string, number][]): RouteOrder => ({
  orderId,
  number: orderId.toUpperCase(),
  needs: needs.map(([productId, quantity]) => ({ productId, sku: `SKU-${productId}`, quantity })),
});

describe('pickRoute', () => {
  it('groups the units by bin, bins in code order', () => {
    const route = pickRoute(
      [
        order('o1', [
          ['p1', 1],
          ['p2', 2],
        ]),
      ],
      [
        { binCode: 'B-01-01', productId: 'p1', quantity: 5 },
        { binCode: 'A-01-01', productId: 'p2', quantity: 5 },
      ],
    );
    expect(route.stops.map((s) => [s.binCode, s.lines.map((l) => [l.productId, l.quantity])])).toEqual([
      ['A-01-01', [['p2', 2]]],
      ['B-01-01', [['p1', 1]]],
    ]);
    expect(route.unlocated).toEqual([]);
  });

  it('gives the oldest order the units first and spreads a need over bins', () => {
    const route = pickRoute(
      [order('old', [['p1', 3]]), order('new', [['p1', 2]])],
      [
        { binCode: 'A-01-02', productId: 'p1', quantity: 10 },
        { binCode: 'A-01-01', productId: 'p1', quantity: 2 },
      ],
    );
    expect(route.stops).toEqual([
      { binCode: 'A-01-01', lines: [expect.objectContaining({ orderId: 'old', quantity: 2 })] },
      {
        binCode: 'A-01-02',
        lines: [expect.objectContaining({ orderId: 'old', quantity: 1 }), expect.objectContaining({ orderId: 'new', quantity: 2 })],
      },
    ]);
  });

  it('leaves units no bin holds as unlocated', () => {
    const route = pickRoute([order('o1', [['p1', 4]])], [{ binCode: 'A-01-01', productId: 'p1', quantity: 1 }]);
    expect(route.stops).toEqual([{ binCode: 'A-01-01', lines: [expect.objectContaining({ quantity: 1 })] }]);
    expect(route.unlocated).toEqual([expect.objectContaining({ orderId: 'o1', productId: 'p1', quantity: 3 })]);
  });

  it('ignores empty bins and needs already met', () => {
    const route = pickRoute([order('o1', [['p1', 0]])], [{ binCode: 'A-01-01', productId: 'p1', quantity: 0 }]);
    expect(route).toEqual({ stops: [], unlocated: [] });
  });
});
