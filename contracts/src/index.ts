export * from './locale';
export * from './errors';
export * from './validation-messages';
export * from './api/route';
export * from './api/health';
export * from './api/integration-requests';
export * from './events/channels';
