export * from './topics';
export * from './public-event';
export * from './catalog';
export * from './translate';
export * from './order-commands';
export * from './json-schemas';
export * from './topic-keys';
