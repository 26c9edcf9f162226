export * from './payment-port';
export * from './sandbox-records';
export * from './sandbox-payments';
export * from './stripe-payments';
