import type { OrderEvent } from '@ledgerhouse/contracts';
import { stillShort, stuckSince } from './stuck-order';

const at = '2026-11-20T10:00:00.000Z';
const placed: OrderEvent = { type: 'OrderPlaced', data: { orderId: 'o1', sellerId: 's1', placedAt: at, number: 'ORD-7' } };
const short: OrderEvent = {
  type: 'OrderReservationShort',
  data: {
    missing: [
      { productId: 'p1', sku: 'MUG', requested: 3, available: 1 },
      { productId: 'p2', sku: 'CUP', requested: 1, available: 0 },
    ],
    at,
  },
};

describe('stillShort', () => {
  it('answers the order and its missing SKUs while its last reservation was short', () => {
    expect(stillShort([placed, short])).toEqual({
      orderId: 'o1',
      sellerId: 's1',
      number: 'ORD-7',
      skus: ['MUG', 'CUP'],
      since: new Date(at),
    });
  });

  it('dates the wait from its first short reservation since the goods were last reserved', () => {
    const later = (iso: string): OrderEvent =>
      ({ type: 'OrderReservationShort', data: { missing: short.data.missing, at: iso } }) as OrderEvent;
    const retried: OrderEvent = { type: 'OrderReservationRetried', data: { at } };
    const events = [placed, short, retried, later('2026-11-20T12:00:00.000Z')];
    expect(stillShort(events)?.since).toEqual(new Date(at));
    const reservedThenShort = [
      placed,
      short,
      retried,
      { type: 'OrderReserved', data: { at } } as OrderEvent,
      later('2026-11-21T08:00:00.000Z'),
    ];
    expect(stillShort(reservedThenShort)?.since).toEqual(new Date('2026-11-21T08:00:00.000Z'));
  });

  it('keeps the wait through a retry that has no outcome yet', () => {
    expect(stillShort([placed, short, { type: 'OrderReservationRetried', data: { at } }])).not.toBeNull();
  });

  it('ends the wait when the goods were reserved or the order canceled', () => {
    expect(
      stillShort([placed, short, { type: 'OrderReservationRetried', data: { at } }, { type: 'OrderReserved', data: { at } }]),
    ).toBeNull();
    expect(stillShort([placed, short, { type: 'OrderCanceled', data: { at } }])).toBeNull();
  });

  it('answers null for an order never short or without its placement', () => {
    expect(stillShort([placed, { type: 'OrderReserved', data: { at } }])).toBeNull();
    expect(stillShort([short])).toBeNull();
  });
});

describe('stuckSince', () => {
  it('is a day before now', () => {
    expect(stuckSince(new Date('2026-11-21T10:00:00.000Z')).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
