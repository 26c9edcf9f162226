// eBay: the connector (OAuth consent, Sell Fulfillment orders and shipping, Inventory quantities) and its simulator.
import type { MarketplaceAdapter } from '../adapter';
import { EbayConnector } from './ebay-connector';
import type { EbayCredentials } from './ebay-http';
import { startEbaySimulator } from './ebay-simulator';

export { ebayChallengeResponse, parseEbayAccountDeletion, type EbayAccountDeletion } from './ebay-account-deletion';
export {
  EbayNotificationKeys,
  verifyEbayNotification,
  type EbayNotificationKey,
  type EbayNotificationKeySource,
} from './ebay-notification-signature';
export type { EbayDeletedUser, SignedEbayNotification } from './ebay-simulator-notification';
export { startEbaySimulator, type EbaySimulator, type EbaySimulatorOptions } from './ebay-simulator';

export const ebayAdapter: MarketplaceAdapter<EbayCredentials> = {
  marketplace: 'EBAY',
  createConnector: (config, fetches) => new EbayConnector(config, fetches),
  startSimulator: (options) => startEbaySimulator(options),
};
