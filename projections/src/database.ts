// The read side's kysely Database: one interface, each table in its own <table>.table.ts.
import type { ProjectionCheckpointsTable } from './projection-checkpoints.table';
import type { IntegrationRequestsTable } from './integration-requests.table';
import type { UsersTable } from './users.table';
import type { ProductsTable } from './products.table';
import type { InventoryHistoryTable, ReservedHistoryTable } from './stock-history.table';
import type { CardPaymentsTable, CardsTable } from './cards.table';
import type { WalletBalancesTable, WalletSpendingsTable, WalletTopUpsTable } from './wallet.table';
import type { InventorySnapshotsTable } from './inventory-snapshots.table';
import type { SubscriptionHistoryTable, SubscriptionsTable } from './subscriptions.table';
import type { PromoCodesTable } from './promo-codes.table';
import type { StorageFeesTable, StorageVolumesTable } from './storage-fees.table';
import type { OrdersPlacedTable } from './orders-placed.table';

export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointsTable;
  integration_requests: IntegrationRequestsTable;
  users: UsersTable;
  products: ProductsTable;
  inventory_history: InventoryHistoryTable;
  reserved_history: ReservedHistoryTable;
  cards: CardsTable;
  card_payments: CardPaymentsTable;
  wallet_balances: WalletBalancesTable;
  wallet_top_ups: WalletTopUpsTable;
  wallet_spendings: WalletSpendingsTable;
  inventory_snapshots: InventorySnapshotsTable;
  subscriptions: SubscriptionsTable;
  subscription_history: SubscriptionHistoryTable;
  promo_codes: PromoCodesTable;
  storage_fees: StorageFeesTable;
  storage_volumes: StorageVolumesTable;
  orders_placed: OrdersPlacedTable;
}
