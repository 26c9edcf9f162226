// Which list tab an order is in (services/src/orders/README.md). Kept on the row so the seller's tab filter and badges use an index.
import type { OrderTabColumn } from './orders.table';

export interface OrderTabFacts {
  status: string;
  paymentStatus: string | null;
  labelFailed: boolean;
}

/** action-required: the seller must act (stock, start fulfillment, a failed payment or label); processing: the warehouse or a saga is on it. */
export function orderTab({ status, paymentStatus, labelFailed }: OrderTabFacts): OrderTabColumn {
  switch (status) {
    case 'INSUFFICIENT_GOODS':
    case 'READY_FOR_FULFILLMENT':
      return 'action-required';
    case 'PROCESSING':
      return paymentStatus === 'PAYMENT_FAILED' || labelFailed ? 'action-required' : 'processing';
    case 'PROCESSED':
      return 'completed';
    case 'CANCELED':
      return 'cancelled';
    default:
      return 'processing';
  }
}
