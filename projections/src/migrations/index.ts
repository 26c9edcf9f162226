// Read-model tables. Frozen once landed: add a new file, never edit an old one.
import type { MigrationSet } from '@ledgerhouse/infra';
import * as integrationRequests from './20261122_1001_integration_requests';
import * as users from './20261122_1002_users';
import * as products from './20261122_1003_products';
import * as stockHistory from './20261122_1004_stock_history';
import * as productSortIndexes from './20261122_1005_products_sort_indexes';

export const readModelMigrations: MigrationSet = {
  '20261122_1001_integration_requests': integrationRequests,
  '20261122_1002_users': users,
  '20261122_1003_products': products,
  '20261122_1004_stock_history': stockHistory,
  '20261122_1005_products_sort_indexes': productSortIndexes,
};
