// given / when / then for stock: reasons, reservations, stock taking, fulfilment.
import type { InventoryEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { inventoryDecider as decider, stockOf, type InventoryCommand, type InventoryState } from './inventory';

const at = new Date('2026-11-22T10:00:00Z');
const given = (...commands: InventoryCommand[]): InventoryState =>
  commands.reduce((state, c) => decider.decide(c, state).reduce(decider.evolve, state), decider.initialState);
const receive = (delta: number): InventoryCommand => ({ type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta, at });
const failure = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof DomainError ? { code: err.code, params: err.params } : err;
  }
};

describe('inventory decider', () => {
  it('records a receipt with its reason, document and the total after', () => {
    expect(decider.decide(receive(30), decider.initialState)).toEqual([
      { type: 'StockChanged', data: { reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta: 30, totalAfter: 30, comment: null, at: at.toISOString() } },
    ]);
  });

  it('refuses a zero or fractional quantity', () => {
    expect(failure(() => decider.decide(receive(0), decider.initialState))).toMatchObject({ code: 'INVALID_QUANTITY' });
    expect(failure(() => decider.decide({ type: 'Reserve', documentId: 'o', quantity: 1.5, at }, given(receive(5))))).toMatchObject({ code: 'INVALID_QUANTITY' });
  });

  it('reserves only what is available and says how much that is', () => {
    const state = given(receive(3), { type: 'Reserve', documentId: 'o-1', quantity: 2, at });
    expect(failure(() => decider.decide({ type: 'Reserve', documentId: 'o-2', quantity: 2, at }, state))).toEqual({ code: 'INSUFFICIENT_STOCK', params: { available: 1 } });
    expect(decider.decide({ type: 'Reserve', documentId: 'o-2', quantity: 1, at }, state)[0]).toMatchObject({ type: 'StockReserved', data: { reservedAfter: 3 } });
  });

  it('treats a repeated reservation of the same document as done', () => {
    const state = given(receive(3), { type: 'Reserve', documentId: 'o-1', quantity: 2, at });
    expect(decider.decide({ type: 'Reserve', documentId: 'o-1', quantity: 2, at }, state)).toEqual([]);
  });

  it('releases a canceled reservation and ships a fulfilled one', () => {
    const state = given(receive(10), { type: 'Reserve', documentId: 'o-1', quantity: 4, at }, { type: 'Reserve', documentId: 'o-2', quantity: 1, at });
    const canceled = given(receive(10), { type: 'Reserve', documentId: 'o-1', quantity: 4, at }, { type: 'Release', documentId: 'o-1', at });
    expect(canceled).toMatchObject({ total: 10, reserved: 0 });
    const shipped = decider.decide({ type: 'FulfilReservation', documentId: 'o-1', at }, state).reduce(decider.evolve, state);
    expect(shipped).toMatchObject({ total: 6, reserved: 1 });
    expect(failure(() => decider.decide({ type: 'Release', documentId: 'nope', at }, state))).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
  });

  it('sets the counted quantity at stock taking, never below what is reserved', () => {
    const state = given(receive(10), { type: 'Reserve', documentId: 'o-1', quantity: 4, at });
    expect(decider.decide({ type: 'TakeStock', documentId: 'count-1', counted: 8, comment: 'shelf B2', at }, state)[0]).toMatchObject({ data: { reason: 'STOCK_TAKING', delta: -2, totalAfter: 8 } });
    expect(failure(() => decider.decide({ type: 'TakeStock', documentId: 'count-2', counted: 3, comment: '', at }, state))).toEqual({ code: 'STOCK_BELOW_RESERVED', params: { reserved: 4 } });
    expect(decider.decide({ type: 'TakeStock', documentId: 'count-3', counted: 10, comment: '', at }, state)).toEqual([]);
  });

  it('cannot take more out than is available', () => {
    const state = given(receive(5), { type: 'Reserve', documentId: 'o-1', quantity: 4, at });
    expect(failure(() => decider.decide({ type: 'ChangeStock', reason: 'FULFILLMENT', documentId: 'x', delta: -2, at }, state))).toEqual({ code: 'INSUFFICIENT_STOCK', params: { available: 1 } });
  });

  it('folds any prefix of the history into the stock of that moment', () => {
    const events: InventoryEvent[] = [];
    let state = decider.initialState;
    for (const c of [receive(30), { type: 'Reserve', documentId: 'o-1', quantity: 5, at } as InventoryCommand, { type: 'FulfilReservation', documentId: 'o-1', at } as InventoryCommand]) {
      const produced = decider.decide(c, state);
      events.push(...produced);
      state = produced.reduce(decider.evolve, state);
    }
    expect(stockOf(events.slice(0, 1))).toEqual({ total: 30, reserved: 0, available: 30 });
    expect(stockOf(events.slice(0, 2))).toEqual({ total: 30, reserved: 5, available: 25 });
    expect(stockOf(events)).toEqual({ total: 25, reserved: 0, available: 25 });
  });

  it('counts a planned delivery as incoming until it is received or canceled', () => {
    const planned = given({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 12, at }, { type: 'ExpectDelivery', documentId: 'ship-2', quantity: 3, at });
    expect(planned.incoming).toBe(15);
    expect(decider.decide({ type: 'ClearExpectedDelivery', documentId: 'ship-1', reason: 'RECEIVED', at }, planned)).toEqual([
      { type: 'ExpectedDeliveryCleared', data: { documentId: 'ship-1', quantity: 12, incomingAfter: 3, reason: 'RECEIVED', at: at.toISOString() } },
    ]);
    expect(given({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 12, at }, { type: 'ClearExpectedDelivery', documentId: 'ship-1', reason: 'CANCELED', at }).incoming).toBe(0);
  });

  it('treats a repeated planned delivery as done and refuses clearing an unknown one', () => {
    const planned = given({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 4, at });
    expect(decider.decide({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 4, at }, planned)).toEqual([]);
    expect(failure(() => decider.decide({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 5, at }, planned))).toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(failure(() => decider.decide({ type: 'ClearExpectedDelivery', documentId: 'ship-9', reason: 'CANCELED', at }, planned))).toMatchObject({ code: 'EXPECTED_DELIVERY_NOT_FOUND' });
    expect(failure(() => decider.decide({ type: 'ExpectDelivery', documentId: 'ship-2', quantity: 0, at }, planned))).toMatchObject({ code: 'INVALID_QUANTITY' });
  });
});
