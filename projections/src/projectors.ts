import { integrationRequestsProjector } from './integration-requests';
import type { Projector } from './projector';
import { usersProjector } from './users';
import { productsProjector } from './products';
import { stockHistoryProjector } from './stock-history';
import { cardsProjector } from './cards';
import { walletProjector } from './wallet';
import { inventorySnapshotsProjector } from './inventory-snapshots';
import { subscriptionsProjector } from './subscriptions';
import { subscriptionHistoryProjector } from './subscription-history';
import { promoCodesProjector } from './promo-codes';
import { storageFeesProjector } from './storage-fees';
import { storageVolumesProjector } from './storage-volumes';
import { ordersPlacedProjector } from './orders-placed';

/** Every projector the app runs, in the order rebuilds replay them. */
export const allProjectors: readonly Projector[] = [integrationRequestsProjector, usersProjector, productsProjector, stockHistoryProjector, cardsProjector, walletProjector, inventorySnapshotsProjector, subscriptionsProjector, subscriptionHistoryProjector, promoCodesProjector, storageFeesProjector, storageVolumesProjector, ordersPlacedProjector];
