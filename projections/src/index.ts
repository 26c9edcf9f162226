export * from './database';
export * from './projector';
export * from './projectors';
export * from './runner';
export * from './rebuild';
export * from './migrations';
export type { IntegrationRequestRow } from './integration-requests.table';
export type { UserRow } from './users.table';
export type { ProductRow } from './products.table';
