export * from './address-verifier';
export * from './format-address-verifier';
export * from './easypost-address-verifier';
