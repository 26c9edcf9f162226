export * from './carrier-port';
export * from './sandbox-carrier';
export * from './sandbox-services';
export * from './shipping-label-pdf';
export * from './easypost-carrier';
