// Read-model tables. Frozen once landed: add a new file, never edit an old one.
import type { MigrationSet } from '@ledgerhouse/infra';
import * as integrationRequests from './20261122_1001_integration_requests';

export const readModelMigrations: MigrationSet = {
  '20261122_1001_integration_requests': integrationRequests,
};
