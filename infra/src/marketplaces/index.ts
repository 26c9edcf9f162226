// Every marketplace adapter by its marketplace.
import type { MarketplaceAdapter } from './adapter';
import { amazonAdapter } from './amazon';
import { ebayAdapter } from './ebay';
import { etsyAdapter } from './etsy';
import type { Marketplace } from './marketplace-port';
import { shopifyAdapter } from './shopify';
import { walmartAdapter } from './walmart';

export const MARKETPLACE_ADAPTERS: Record<Marketplace, MarketplaceAdapter> = {
  EBAY: ebayAdapter,
  ETSY: etsyAdapter,
  SHOPIFY: shopifyAdapter,
  WALMART: walmartAdapter,
  AMAZON: amazonAdapter,
};

/** What the import's webhook route needs of Shopify: the signature check and the fulfillment service's callback path. */
export { verifyShopifyWebhook, SHOPIFY_FULFILLMENT_NOTIFICATION_PATH } from './shopify';

/** What the eBay account-deletion webhook needs, and the eBay simulator's OAuth return controls (setReturnUrls, setConsent). */
export {
  ebayChallengeResponse,
  parseEbayAccountDeletion,
  EbayNotificationKeys,
  verifyEbayNotification,
  type EbayAccountDeletion,
  type EbayNotificationKey,
  type EbayNotificationKeySource,
  type EbaySimulator,
} from './ebay';
