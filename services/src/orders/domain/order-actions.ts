// What the seller may do with an order now, read from the one transition table, so the view's buttons and the decider
// never disagree. Computed server side: the web shows what the view says.
import type { OrderPaymentStatus, OrderStatus, PickStatus } from '@ledgerhouse/contracts';
import { nextFacets, type Facets } from './transitions';

export interface OrderActions {
  changeable: boolean;
  cancelable: boolean;
  shipmentCancelable: boolean;
  returnable: boolean;
}

export interface OrderActionFacts {
  status: OrderStatus;
  pickStatus: PickStatus | null;
  paymentStatus: OrderPaymentStatus | null;
  packed: boolean;
  returnShipmentId: string | null;
}

export function orderActions(order: OrderActionFacts): OrderActions {
  const now: Facets = { status: order.status, pick: order.pickStatus, payment: order.paymentStatus, packed: order.packed };
  const allows = (event: Parameters<typeof nextFacets>[1]) => nextFacets(now, event) !== undefined;
  return {
    changeable: allows('OrderEdited'),
    cancelable: allows('OrderCanceled'),
    shipmentCancelable: allows('ShipmentCanceled'),
    returnable: allows('ReturnShipmentCreated') && order.returnShipmentId === null,
  };
}
