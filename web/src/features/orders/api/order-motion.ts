// Which orders the sagas are still moving on their own, so their screens read them again until they settle.
import type { OrderRow } from '@ledgerhouse/contracts';

/** How often an order the sagas are still moving is read again (reservation, label purchase, payment). */
export const MOVING_REFRESH_MS = 2000;

/** The sagas move it on their own: reserving, a label being bought, a payment pending. */
export const isMoving = (o: Pick<OrderRow, 'status' | 'trackingNumber' | 'labelFailed' | 'paymentStatus'>) =>
  o.status === 'RESERVING' ||
  (o.status === 'PROCESSING' && ((!o.trackingNumber && !o.labelFailed) || o.paymentStatus === 'PAYMENT_PENDING'));
