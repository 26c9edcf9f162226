// Read-model tables. Frozen once landed: add a new file, never edit an old one.
import type { MigrationSet } from '@ledgerhouse/infra';
import * as integrationRequests from './20261122_1001_integration_requests';
import * as users from './20261122_1002_users';
import * as products from './20261122_1003_products';
import * as stockHistory from './20261122_1004_stock_history';
import * as productSortIndexes from './20261122_1005_products_sort_indexes';
import * as cards from './20261122_1201_cards';
import * as wallet from './20261122_1202_wallet';
import * as productListingsIncoming from './20261122_1101_products_listings_incoming';
import * as productSearchTrigram from './20261122_1102_products_search_trigram';
import * as inventorySnapshots from './20261122_1103_inventory_snapshots';
import * as subscriptions from './20261122_1250_subscriptions';
import * as promoCodes from './20261122_1251_promo_codes';
import * as storageFees from './20261122_1252_storage_fees';
import * as ordersPlaced from './20261122_1253_orders_placed';

export const readModelMigrations: MigrationSet = {
  '20261122_1001_integration_requests': integrationRequests,
  '20261122_1002_users': users,
  '20261122_1003_products': products,
  '20261122_1004_stock_history': stockHistory,
  '20261122_1005_products_sort_indexes': productSortIndexes,
  '20261122_1201_cards': cards,
  '20261122_1202_wallet': wallet,
  '20261122_1101_products_listings_incoming': productListingsIncoming,
  '20261122_1102_products_search_trigram': productSearchTrigram,
  '20261122_1103_inventory_snapshots': inventorySnapshots,
  '20261122_1250_subscriptions': subscriptions,
  '20261122_1251_promo_codes': promoCodes,
  '20261122_1252_storage_fees': storageFees,
  '20261122_1253_orders_placed': ordersPlaced,
};
