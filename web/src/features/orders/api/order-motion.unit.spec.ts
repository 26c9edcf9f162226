import { isMoving } from './order-motion';

const order = (patch: Partial<Parameters<typeof isMoving>[0]>) => ({
  status: 'PROCESSING' as const,
  trackingNumber: null,
  labelFailed: false,
  paymentStatus: null,
  ...patch,
});

describe('an order the sagas are still moving', () => {
  it('is reserving, buying its label, or waiting for its payment', () => {
    expect(isMoving(order({ status: 'RESERVING' }))).toBe(true);
    expect(isMoving(order({}))).toBe(true);
    expect(isMoving(order({ trackingNumber: '1Z', paymentStatus: 'PAYMENT_PENDING' }))).toBe(true);
  });

  it('is not once it waits for the seller or the warehouse', () => {
    expect(isMoving(order({ status: 'READY_FOR_FULFILLMENT' }))).toBe(false);
    expect(isMoving(order({ labelFailed: true }))).toBe(false);
    expect(isMoving(order({ trackingNumber: '1Z', paymentStatus: 'PAYMENT_FAILED' }))).toBe(false);
    expect(isMoving(order({ trackingNumber: '1Z', paymentStatus: 'PAID' }))).toBe(false);
  });
});
