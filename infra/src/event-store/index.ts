export * from './port';
export * from './position';
export * from './errors';
export * from './upcasting';
export * from './keyed-queue';
export * from './postgres-schema';
export * from './postgres-event-store';
export * from './eventstoredb-event-store';
