// Which marketplaces talk to the real service and with what app configuration. A marketplace is configured by its
// variables (eBay EBAY_APP_ID, Etsy ETSY_KEYSTRING, Walmart WALMART_API_URL, Amazon AMAZON_SP_API_URL); outside
// production an unconfigured one is answered by its local simulator, and Shopify's sandbox store always is (real
// stores are still reached at their own domains). In production an unconfigured Walmart or Amazon uses the public API;
// eBay and Etsy cannot work without our app's id and secret.
import type { Marketplace, MarketplaceAppConfig } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';

/** The real service's configuration, 'SIMULATOR' to start the local one, or null when the marketplace cannot be offered. */
export type MarketplacePlan = MarketplaceAppConfig | 'SIMULATOR' | null;

export function marketplacePlan(marketplace: Marketplace, c: AppConfig): MarketplacePlan {
  const production = c.NODE_ENV === 'production';
  const unconfigured = production ? null : 'SIMULATOR';
  switch (marketplace) {
    case 'EBAY':
      return c.EBAY_APP_ID
        ? {
            baseUrl: c.EBAY_API_URL ?? 'https://api.ebay.com',
            authUrl: c.EBAY_AUTH_URL ?? 'https://auth.ebay.com',
            identityUrl: c.EBAY_IDENTITY_URL ?? 'https://apiz.ebay.com',
            appId: c.EBAY_APP_ID,
            appSecret: c.EBAY_CERT_ID,
            ruName: c.EBAY_RU_NAME,
          }
        : unconfigured;
    case 'ETSY':
      return c.ETSY_KEYSTRING
        ? {
            baseUrl: c.ETSY_API_URL ?? 'https://openapi.etsy.com',
            authUrl: c.ETSY_AUTH_URL ?? 'https://www.etsy.com',
            appId: c.ETSY_KEYSTRING,
            appSecret: c.ETSY_SHARED_SECRET,
          }
        : unconfigured;
    case 'SHOPIFY':
      return production ? { baseUrl: 'https://shopify.invalid' } : 'SIMULATOR';
    case 'WALMART':
      return c.WALMART_API_URL
        ? { baseUrl: c.WALMART_API_URL }
        : production
          ? { baseUrl: 'https://marketplace.walmartapis.com' }
          : 'SIMULATOR';
    case 'AMAZON':
      return c.AMAZON_SP_API_URL
        ? { baseUrl: c.AMAZON_SP_API_URL, authUrl: c.AMAZON_LWA_URL ?? 'https://api.amazon.com' }
        : production
          ? { baseUrl: 'https://sellingpartnerapi-na.amazon.com', authUrl: c.AMAZON_LWA_URL ?? 'https://api.amazon.com' }
          : 'SIMULATOR';
    default: {
      const unreachable: never = marketplace;
      return unreachable;
    }
  }
}
