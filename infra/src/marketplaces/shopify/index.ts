// Shopify: the GraphQL Admin API connector (as a fulfillment service) and its local simulator.
import type { MarketplaceAdapter } from '../adapter';
import { ShopifyConnector } from './shopify-connector';
import { startShopifySimulator } from './simulator/shopify-simulator';

export { ShopifyConnector } from './shopify-connector';
export {
  startShopifySimulator,
  SANDBOX_STORE_DOMAIN,
  type ShopifySimulator,
  type ShopifySimulatorOptions,
} from './simulator/shopify-simulator';
export { verifyShopifyWebhook, SHOPIFY_FULFILLMENT_NOTIFICATION_PATH, type ShopifyFulfillmentOrderNotification } from './shopify-webhook';

export const shopifyAdapter: MarketplaceAdapter = {
  marketplace: 'SHOPIFY',
  createConnector: (config, fetches) => new ShopifyConnector(config, fetches),
  startSimulator: (options) => startShopifySimulator(options),
};
