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
import * as integrationRequestsSeller from './20261123_1001_integration_requests_seller';
import * as walletPendingTopUps from './20261123_1202_wallet_pending_top_ups';
import * as productDefaults from './20261123_1401_product_defaults';
import * as forwardingShipments from './20261123_1620_forwarding_shipments';
import * as inboundShipmentsCore from './20261123_1701_inbound_shipments_core';
import * as forwardingShipmentFiles from './20261123_1621_forwarding_shipment_files';
import * as walletSpendingReference from './20261123_1301_wallet_spending_reference';
import * as sagas from './20261123_1501_sagas';
import * as locations from './20261123_1601_locations';
import * as warehouseOrdersManifests from './20261123_1910_warehouse_orders_manifests';
import * as sagaOrderStock from './20261123_1820_saga_order_stock';
import * as sagaOrderUnpaid from './20261123_1830_saga_order_unpaid';
import * as orders from './20261123_1810_orders';
import * as channelListingSync from './20261123_2040_channel_listing_sync';
import * as sagaChannelTracking from './20261123_2110_saga_channel_tracking';
import * as salesChannels from './20261123_2120_sales_channels';
import * as supportChats from './20261124_0010_support_chats';
import * as sagaSupportSystemChats from './20261124_0020_saga_support_system_chats';
import * as sagaSupportReplyMail from './20261124_0030_saga_support_reply_mail';
import * as integrationRelay from './20261125_0020_integration_relay';
import * as webhooks from './20261125_0010_webhooks';
import * as orderCommandReceipts from './20261125_0030_order_command_receipts';
import * as webhookEndpointPositions from './20261125_0040_webhook_endpoint_positions';
import * as attemptBackoff from './20261125_0050_attempt_backoff';
import * as fileReferences from './20261128_1001_file_references';
import * as supportMessagesActedBy from './20261128_1002_support_messages_acted_by';
import * as staffActions from './20261128_1003_staff_actions';
import * as processorCheckpoints from './20261128_2001_processor_checkpoints';
import * as walletTopUpRefunds from './20261128_2201_wallet_top_up_refunds';
import * as notificationMailsSent from './20261128_2301_notification_mails_sent';
import * as statements from './20261128_2410_statements';
import * as floorMetrics from './20261128_2420_floor_metrics';
import * as insightsStock from './20261128_2430_insights_stock';
import * as reorderAlerts from './20261128_2440_reorder_alerts';
import * as statementLedgerCheckpoints from './20261129_0010_statement_ledger_checkpoints';
import * as insightsStockSeriesOrder from './20261129_0020_insights_stock_series_order';

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
  '20261123_1001_integration_requests_seller': integrationRequestsSeller,
  '20261123_1202_wallet_pending_top_ups': walletPendingTopUps,
  '20261123_1401_product_defaults': productDefaults,
  '20261123_1620_forwarding_shipments': forwardingShipments,
  '20261123_1701_inbound_shipments_core': inboundShipmentsCore,
  '20261123_1621_forwarding_shipment_files': forwardingShipmentFiles,
  '20261123_1301_wallet_spending_reference': walletSpendingReference,
  '20261123_1501_sagas': sagas,
  '20261123_1601_locations': locations,
  '20261123_1910_warehouse_orders_manifests': warehouseOrdersManifests,
  '20261123_1820_saga_order_stock': sagaOrderStock,
  '20261123_1830_saga_order_unpaid': sagaOrderUnpaid,
  '20261123_1810_orders': orders,
  '20261123_2040_channel_listing_sync': channelListingSync,
  '20261123_2110_saga_channel_tracking': sagaChannelTracking,
  '20261123_2120_sales_channels': salesChannels,
  '20261124_0010_support_chats': supportChats,
  '20261124_0020_saga_support_system_chats': sagaSupportSystemChats,
  '20261124_0030_saga_support_reply_mail': sagaSupportReplyMail,
  '20261125_0020_integration_relay': integrationRelay,
  '20261125_0010_webhooks': webhooks,
  '20261125_0030_order_command_receipts': orderCommandReceipts,
  '20261125_0040_webhook_endpoint_positions': webhookEndpointPositions,
  '20261125_0050_attempt_backoff': attemptBackoff,
  '20261128_1001_file_references': fileReferences,
  '20261128_1002_support_messages_acted_by': supportMessagesActedBy,
  '20261128_1003_staff_actions': staffActions,
  '20261128_2001_processor_checkpoints': processorCheckpoints,
  '20261128_2201_wallet_top_up_refunds': walletTopUpRefunds,
  '20261128_2301_notification_mails_sent': notificationMailsSent,
  '20261128_2410_statements': statements,
  '20261128_2420_floor_metrics': floorMetrics,
  '20261128_2430_insights_stock': insightsStock,
  '20261128_2440_reorder_alerts': reorderAlerts,
  '20261129_0010_statement_ledger_checkpoints': statementLedgerCheckpoints,
  '20261129_0020_insights_stock_series_order': insightsStockSeriesOrder,
};
