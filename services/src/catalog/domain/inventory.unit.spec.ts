// given / when / then for stock: reasons, reservations, stock taking, fulfilment.
import type { InventoryEvent, StockReason } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { inventoryDecider, stockOf, type InventoryCommand } from './inventory';

const { given } = deciderSpec(inventoryDecider);
const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();

const changed = (
  delta: number,
  totalAfter: number,
  reason: StockReason = 'INBOUND_SHIPMENT',
  documentId = 'in-1',
  comment: string | null = null,
): InventoryEvent => ({
  type: 'StockChanged',
  data: { reason, documentId, delta, totalAfter, comment, at: iso },
});
const reserved = (documentId: string, quantity: number, reservedAfter: number): InventoryEvent => ({
  type: 'StockReserved',
  data: { documentId, quantity, reservedAfter, at: iso },
});
const released = (documentId: string, quantity: number, reservedAfter: number, reason: 'CANCELED' | 'FULFILLED'): InventoryEvent => ({
  type: 'ReservationReleased',
  data: { documentId, quantity, reservedAfter, reason, at: iso },
});
const expected = (documentId: string, quantity: number, incomingAfter: number): InventoryEvent => ({
  type: 'DeliveryExpected',
  data: { documentId, quantity, incomingAfter, at: iso },
});

const receive = (delta: number): InventoryCommand => ({ type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta, at });
const reserve = (documentId: string, quantity: number): InventoryCommand => ({ type: 'Reserve', documentId, quantity, at });
const takeStock = (documentId: string, counted: number, comment = ''): InventoryCommand => ({
  type: 'TakeStock',
  documentId,
  counted,
  comment,
  at,
});

describe('inventory decider', () => {
  it('records a receipt with its reason, document and the total after', () => {
    given()
      .when(receive(30))
      .then([changed(30, 30)]);
  });

  it('refuses a zero or fractional quantity', () => {
    given().when(receive(0)).thenThrows('INVALID_QUANTITY');
    given(changed(5, 5)).when(reserve('o', 1.5)).thenThrows('INVALID_QUANTITY');
  });

  it('reserves only what is available and says how much that is', () => {
    const state = given(changed(3, 3), reserved('o-1', 2, 2));
    state.when(reserve('o-2', 2)).thenThrows('INSUFFICIENT_STOCK', { params: { available: 1 } });
    state.when(reserve('o-2', 1)).then([reserved('o-2', 1, 3)]);
  });

  it('treats a repeated reservation of the same document as done', () => {
    given(changed(3, 3), reserved('o-1', 2, 2))
      .when(reserve('o-1', 2))
      .thenNothing();
  });

  it('releases a canceled reservation and ships a fulfilled one', () => {
    const history = [changed(10, 10), reserved('o-1', 4, 4), reserved('o-2', 1, 5)];
    const canceled = given(changed(10, 10), reserved('o-1', 4, 4))
      .when({ type: 'Release', documentId: 'o-1', at })
      .then([released('o-1', 4, 0, 'CANCELED')]);
    expect(canceled.state).toMatchObject({ total: 10, reserved: 0 });
    const shipped = given(...history)
      .when({ type: 'FulfilReservation', documentId: 'o-1', at })
      .then([released('o-1', 4, 1, 'FULFILLED'), changed(-4, 6, 'FULFILLMENT', 'o-1')]);
    expect(shipped.state).toMatchObject({ total: 6, reserved: 1 });
    given(...history)
      .when({ type: 'Release', documentId: 'nope', at })
      .thenThrows('RESERVATION_NOT_FOUND');
  });

  it('sets the counted quantity at stock taking, never below what is reserved', () => {
    const state = given(changed(10, 10), reserved('o-1', 4, 4));
    state.when(takeStock('count-1', 8, 'shelf B2')).then([changed(-2, 8, 'STOCK_TAKING', 'count-1', 'shelf B2')]);
    state.when(takeStock('count-2', 3)).thenThrows('STOCK_BELOW_RESERVED', { params: { reserved: 4 } });
    state.when(takeStock('count-3', 10)).thenNothing();
  });

  it('cannot take more out than is available', () => {
    given(changed(5, 5), reserved('o-1', 4, 4))
      .when({ type: 'ChangeStock', reason: 'FULFILLMENT', documentId: 'x', delta: -2, at })
      .thenThrows('INSUFFICIENT_STOCK', { params: { available: 1 } });
  });

  it('folds any prefix of the history into the stock of that moment', () => {
    const events = [changed(30, 30), reserved('o-1', 5, 5), released('o-1', 5, 0, 'FULFILLED'), changed(-5, 25, 'FULFILLMENT', 'o-1')];
    given(changed(30, 30), reserved('o-1', 5, 5))
      .when({ type: 'FulfilReservation', documentId: 'o-1', at })
      .then(events.slice(2));
    expect(stockOf(events.slice(0, 1))).toEqual({ total: 30, reserved: 0, available: 30 });
    expect(stockOf(events.slice(0, 2))).toEqual({ total: 30, reserved: 5, available: 25 });
    expect(stockOf(events)).toEqual({ total: 25, reserved: 0, available: 25 });
  });

  it('counts a planned delivery as incoming until it is received or canceled', () => {
    const planned = given()
      .when({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 12, at })
      .then([expected('ship-1', 12, 12)])
      .when({ type: 'ExpectDelivery', documentId: 'ship-2', quantity: 3, at })
      .then([expected('ship-2', 3, 15)]);
    expect(planned.state.incoming).toBe(15);
    planned
      .when({ type: 'ClearExpectedDelivery', documentId: 'ship-1', reason: 'RECEIVED', at })
      .then([
        { type: 'ExpectedDeliveryCleared', data: { documentId: 'ship-1', quantity: 12, incomingAfter: 3, reason: 'RECEIVED', at: iso } },
      ]);
    const canceled = given(expected('ship-1', 12, 12))
      .when({ type: 'ClearExpectedDelivery', documentId: 'ship-1', reason: 'CANCELED', at })
      .then([
        { type: 'ExpectedDeliveryCleared', data: { documentId: 'ship-1', quantity: 12, incomingAfter: 0, reason: 'CANCELED', at: iso } },
      ]);
    expect(canceled.state.incoming).toBe(0);
  });

  it('treats a repeated planned delivery as done and refuses clearing an unknown one', () => {
    const planned = given(expected('ship-1', 4, 4));
    planned.when({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 4, at }).thenNothing();
    planned.when({ type: 'ExpectDelivery', documentId: 'ship-1', quantity: 5, at }).thenThrows('ALREADY_EXISTS');
    planned.when({ type: 'ClearExpectedDelivery', documentId: 'ship-9', reason: 'CANCELED', at }).thenThrows('EXPECTED_DELIVERY_NOT_FOUND');
    planned.when({ type: 'ExpectDelivery', documentId: 'ship-2', quantity: 0, at }).thenThrows('INVALID_QUANTITY');
  });
  describe('SetReservation (the order saga, keyed by the order)', () => {
    const set = (documentId: string, quantity: number): InventoryCommand => ({ type: 'SetReservation', documentId, quantity, at });

    it('reserves, and asked again for the same quantity records nothing', () => {
      given(changed(5, 5))
        .when(set('o-1', 2))
        .then([reserved('o-1', 2, 2)])
        .when(set('o-1', 2))
        .thenNothing();
    });

    it('changes a reservation by releasing the old one and reserving the new one', () => {
      const changedUp = given(changed(5, 5), reserved('o-1', 2, 2), reserved('o-2', 1, 3))
        .when(set('o-1', 4))
        .then([released('o-1', 2, 1, 'CANCELED'), reserved('o-1', 4, 5)]);
      expect(changedUp.state).toMatchObject({ reserved: 5, reservations: { 'o-1': 4, 'o-2': 1 } });
    });

    it('counts what the document already holds as available to it', () => {
      const state = given(changed(5, 5), reserved('o-1', 2, 2), reserved('o-2', 2, 4));
      state.when(set('o-1', 4)).thenThrows('INSUFFICIENT_STOCK', { params: { available: 3 } });
      state.when(set('o-3', 2)).thenThrows('INSUFFICIENT_STOCK', { params: { available: 1 } });
    });

    it('releases with 0, and releasing nothing records nothing', () => {
      given(changed(5, 5), reserved('o-1', 2, 2))
        .when(set('o-1', 0))
        .then([released('o-1', 2, 0, 'CANCELED')])
        .when(set('o-1', 0))
        .thenNothing();
      given(changed(5, 5)).when(set('o-9', 0)).thenNothing();
    });

    it('refuses a negative or fractional quantity', () => {
      given(changed(5, 5)).when(set('o-1', -1)).thenThrows('INVALID_QUANTITY');
      given(changed(5, 5)).when(set('o-1', 0.5)).thenThrows('INVALID_QUANTITY');
    });
  });

  it('ships a fulfilled reservation once: asked again it records nothing', () => {
    given(changed(10, 10), reserved('o-1', 4, 4))
      .when({ type: 'FulfilReservation', documentId: 'o-1', at })
      .then([released('o-1', 4, 0, 'FULFILLED'), changed(-4, 6, 'FULFILLMENT', 'o-1')])
      .when({ type: 'FulfilReservation', documentId: 'o-1', at })
      .thenNothing();
  });
});
