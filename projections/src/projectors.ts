import { integrationRequestsProjector } from './integration-requests';
import type { Projector } from './projector';
import { usersProjector } from './users';
import { productsProjector } from './products';
import { stockHistoryProjector } from './stock-history';
import { cardsProjector } from './cards';
import { walletProjector } from './wallet';
import { walletPendingTopUpsProjector } from './wallet-pending-top-ups';
import { inventorySnapshotsProjector } from './inventory-snapshots';
import { subscriptionsProjector } from './subscriptions';
import { subscriptionHistoryProjector } from './subscription-history';
import { promoCodesProjector } from './promo-codes';
import { storageFeesProjector } from './storage-fees';
import { storageVolumesProjector } from './storage-volumes';
import { ordersPlacedProjector } from './orders-placed';
import { productDefaultsProjector } from './product-defaults';
import { locationsProjector } from './locations';
import { stockByBinProjector } from './stock-by-bin';
import { forwardingShipmentsProjector } from './forwarding-shipments';
import { inboundShipmentsProjector } from './inbound-shipments';
import { inboundTimelineProjector } from './inbound-timeline';
import { warehouseOrdersProjector } from './warehouse-orders';
import { manifestsProjector } from './manifests';
import { ordersProjector } from './orders';
import { orderTimelineProjector } from './order-timeline';
import { channelListingSyncProjector } from './channel-listing-sync';
import { salesChannelsProjector } from './sales-channels';
import { supportChatsProjector } from './support-chats';
import { webhooksProjector } from './webhooks';
import { fileReferencesProjector } from './file-references';
import { staffActionsProjector } from './staff-actions';
import { statementsProjector } from './statement-lines';
import { statementAlarmsProjector } from './statement-alarms';
import { floorActivityProjector } from './floor-activity';
import { floorReceivingProjector } from './floor-receiving';
import { floorShippingProjector } from './floor-shipping';
import { insightsStockProjector } from './insights-stock';
import { reorderAlertsProjector } from './reorder-alerts';

/** Every projector the app runs, in the order rebuilds replay them. */
export const allProjectors: readonly Projector[] = [
  integrationRequestsProjector,
  usersProjector,
  productsProjector,
  stockHistoryProjector,
  cardsProjector,
  walletProjector,
  walletPendingTopUpsProjector,
  inventorySnapshotsProjector,
  subscriptionsProjector,
  subscriptionHistoryProjector,
  promoCodesProjector,
  storageFeesProjector,
  storageVolumesProjector,
  ordersPlacedProjector,
  productDefaultsProjector,
  locationsProjector,
  stockByBinProjector,
  forwardingShipmentsProjector,
  inboundShipmentsProjector,
  inboundTimelineProjector,
  warehouseOrdersProjector,
  manifestsProjector,
  ordersProjector,
  orderTimelineProjector,
  channelListingSyncProjector,
  salesChannelsProjector,
  supportChatsProjector,
  webhooksProjector,
  fileReferencesProjector,
  staffActionsProjector,
  statementsProjector,
  statementAlarmsProjector,
  floorActivityProjector,
  floorReceivingProjector,
  floorShippingProjector,
  insightsStockProjector,
  reorderAlertsProjector,
];
