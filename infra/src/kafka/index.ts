export * from './broker-port';
export * from './kafka-partition';
export * from './memory-broker';
export * from './kafka-broker';
export * from './kafka-retry-schedule';
export * from './kafka-client-options';
export * from './cloud-event-codec';
