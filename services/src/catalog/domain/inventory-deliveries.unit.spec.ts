// given / when / then for planned deliveries as the inbound saga drives them: re-planning and receiving, each
// idempotent per document so a saga that handles an event again records nothing new.
import type { InventoryEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { inventoryDecider } from './inventory';

const { given } = deciderSpec(inventoryDecider);
const at = new Date('2026-11-23T10:00:00Z');
const iso = at.toISOString();

const expected = (documentId: string, quantity: number, incomingAfter: number): InventoryEvent => ({
  type: 'DeliveryExpected',
  data: { documentId, quantity, incomingAfter, at: iso },
});
const cleared = (documentId: string, quantity: number, incomingAfter: number, reason: 'RECEIVED' | 'CANCELED'): InventoryEvent => ({
  type: 'ExpectedDeliveryCleared',
  data: { documentId, quantity, incomingAfter, reason, at: iso },
});
const stockIn = (
  documentId: string,
  delta: number,
  totalAfter: number,
  reason: 'INBOUND_SHIPMENT' | 'FULFILLMENT_RETURN' = 'INBOUND_SHIPMENT',
): InventoryEvent => ({
  type: 'StockChanged',
  data: { reason, documentId, delta, totalAfter, comment: null, at: iso },
});

describe('revising a planned delivery', () => {
  it('plans, re-plans by the difference and clears at zero', () => {
    given(expected('other', 2, 2))
      .when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 5, at })
      .then([expected('ship-1', 5, 7)])
      .when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 3, at })
      .then([expected('ship-1', 3, 5)])
      .when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 0, at })
      .then([cleared('ship-1', 3, 2, 'CANCELED')]);
  });

  it('records nothing when asked again for the quantity already planned, or to clear what is not planned', () => {
    given(expected('ship-1', 4, 4))
      .when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 4, at })
      .thenNothing();
    given().when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 0, at }).thenNothing();
  });

  it('never re-plans a delivery already received, and refuses a negative or fractional quantity', () => {
    given(expected('ship-1', 4, 4), stockIn('ship-1', 4, 4), cleared('ship-1', 4, 0, 'RECEIVED'))
      .when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 6, at })
      .thenNothing();
    given().when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: -1, at }).thenThrows('INVALID_QUANTITY');
    given().when({ type: 'ReviseExpectedDelivery', documentId: 'ship-1', quantity: 1.5, at }).thenThrows('INVALID_QUANTITY');
  });
});

describe('receiving a delivery', () => {
  it('puts the good units into total stock and clears what was expected, in one decision', () => {
    given(stockIn('earlier', 10, 10), expected('ship-1', 6, 6))
      .when({ type: 'ReceiveDelivery', documentId: 'ship-1', reason: 'INBOUND_SHIPMENT', quantity: 5, at })
      .then([stockIn('ship-1', 5, 15), cleared('ship-1', 6, 0, 'RECEIVED')]);
  });

  it('names a return FULFILLMENT_RETURN', () => {
    given(expected('ret-1', 1, 1))
      .when({ type: 'ReceiveDelivery', documentId: 'ret-1', reason: 'FULFILLMENT_RETURN', quantity: 1, at })
      .then([stockIn('ret-1', 1, 1, 'FULFILLMENT_RETURN'), cleared('ret-1', 1, 0, 'RECEIVED')]);
  });

  it('with no good units only clears the plan', () => {
    given(expected('ship-1', 3, 3))
      .when({ type: 'ReceiveDelivery', documentId: 'ship-1', reason: 'INBOUND_SHIPMENT', quantity: 0, at })
      .then([cleared('ship-1', 3, 0, 'RECEIVED')]);
  });

  it('records nothing when the same delivery is received again', () => {
    given(expected('ship-1', 6, 6), stockIn('ship-1', 6, 6), cleared('ship-1', 6, 0, 'RECEIVED'))
      .when({ type: 'ReceiveDelivery', documentId: 'ship-1', reason: 'INBOUND_SHIPMENT', quantity: 6, at })
      .thenNothing();
    given(expected('ship-1', 3, 3), cleared('ship-1', 3, 0, 'RECEIVED'))
      .when({ type: 'ReceiveDelivery', documentId: 'ship-1', reason: 'INBOUND_SHIPMENT', quantity: 0, at })
      .thenNothing();
  });
});
