import { orderActions, type OrderActionFacts } from './order-actions';

const order = (over: Partial<OrderActionFacts>): OrderActionFacts => ({
  status: 'READY_FOR_FULFILLMENT',
  pickStatus: null,
  paymentStatus: null,
  packed: false,
  returnShipmentId: null,
  ...over,
});

describe('orderActions', () => {
  it('lets the seller edit and cancel an order the warehouse does not have yet, but not cancel a shipment or return it', () => {
    for (const status of ['RESERVING', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS'] as const) {
      expect(orderActions(order({ status }))).toEqual({ changeable: true, cancelable: true, shipmentCancelable: false, returnable: false });
    }
  });

  it('lets the seller cancel the fulfillment or the shipment while processing, until packed', () => {
    const processing = order({ status: 'PROCESSING', pickStatus: 'PICKED', paymentStatus: 'PAID' });
    expect(orderActions(processing)).toEqual({ changeable: false, cancelable: true, shipmentCancelable: true, returnable: false });
    expect(orderActions({ ...processing, packed: true })).toEqual({
      changeable: false,
      cancelable: false,
      shipmentCancelable: false,
      returnable: false,
    });
  });

  it('allows one return of a canceled order, nothing on a processed one', () => {
    expect(orderActions(order({ status: 'CANCELED' })).returnable).toBe(true);
    expect(orderActions(order({ status: 'CANCELED', returnShipmentId: 'in-1' })).returnable).toBe(false);
    expect(orderActions(order({ status: 'PROCESSED', pickStatus: 'PICKED', paymentStatus: 'PAID', packed: true }))).toEqual({
      changeable: false,
      cancelable: false,
      shipmentCancelable: false,
      returnable: false,
    });
  });
});
