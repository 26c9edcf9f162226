// The read side's kysely Database: one interface, each table in its own <table>.table.ts.
import type { ProcessorCheckpointsTable } from './processor-checkpoints.table';
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
import type { WalletPendingTopUpsTable } from './wallet-pending-top-ups.table';
import type { ProductDefaultsTable } from './product-defaults.table';
import type { LocationsTable } from './locations.table';
import type { StockByBinTable } from './stock-by-bin.table';
import type { ForwardingShipmentsTable } from './forwarding-shipments.table';
import type { InboundShipmentsTable } from './inbound-shipments.table';
import type { InboundTimelineTable } from './inbound-timeline.table';
import type { WarehouseOrdersTable } from './warehouse-orders.table';
import type { ManifestsTable } from './manifests.table';
import type { OrdersTable } from './orders.table';
import type { OrderTimelineTable } from './order-timeline.table';
import type { SalesChannelsTable } from './sales-channels.table';
import type { SupportChatsTable, SupportMessagesTable } from './support-chats.table';
import type { WebhookEndpointsTable } from './webhooks.table';
import type { FileReferencesTable } from './file-references.table';
import type { StaffActionsTable } from './staff-actions.table';
import type { StatementAlarmsTable, StatementLinesTable, StatementMonthsTable } from './statement-lines.table';
import type { FloorActivityTable, FloorManifestCarriersTable, FloorReceivingTable, FloorShippingTable } from './floor-metrics.table';
import type { InsightsStockChangesTable, InsightsStockProductsTable, InsightsStockSellersTable } from './insights-stock.table';
import type {
  ChannelListingSyncChannelsTable,
  ChannelListingSyncProductsTable,
  ChannelListingSyncTable,
} from './channel-listing-sync.table';

export interface ReadModelDatabase {
  processor_checkpoints: ProcessorCheckpointsTable;
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
  wallet_pending_top_ups: WalletPendingTopUpsTable;
  inventory_snapshots: InventorySnapshotsTable;
  subscriptions: SubscriptionsTable;
  subscription_history: SubscriptionHistoryTable;
  promo_codes: PromoCodesTable;
  storage_fees: StorageFeesTable;
  storage_volumes: StorageVolumesTable;
  orders_placed: OrdersPlacedTable;
  product_defaults: ProductDefaultsTable;
  locations: LocationsTable;
  stock_by_bin: StockByBinTable;
  forwarding_shipments: ForwardingShipmentsTable;
  inbound_shipments: InboundShipmentsTable;
  inbound_timeline: InboundTimelineTable;
  warehouse_orders: WarehouseOrdersTable;
  manifests: ManifestsTable;
  orders: OrdersTable;
  order_timeline: OrderTimelineTable;
  channel_listing_sync: ChannelListingSyncTable;
  channel_listing_sync_channels: ChannelListingSyncChannelsTable;
  channel_listing_sync_products: ChannelListingSyncProductsTable;
  sales_channels: SalesChannelsTable;
  support_chats: SupportChatsTable;
  support_messages: SupportMessagesTable;
  webhook_endpoints: WebhookEndpointsTable;
  file_references: FileReferencesTable;
  staff_actions: StaffActionsTable;
  statement_lines: StatementLinesTable;
  statement_months: StatementMonthsTable;
  statement_alarms: StatementAlarmsTable;
  floor_activity: FloorActivityTable;
  floor_receiving: FloorReceivingTable;
  floor_shipping: FloorShippingTable;
  floor_manifest_carriers: FloorManifestCarriersTable;
  insights_stock_changes: InsightsStockChangesTable;
  insights_stock_products: InsightsStockProductsTable;
  insights_stock_sellers: InsightsStockSellersTable;
}
