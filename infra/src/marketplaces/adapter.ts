// What each marketplace module exports: how to build its connector from configuration, and its local simulator.
import type { Marketplace, MarketplaceConnector, MarketplaceCredentials, OAuthCapable } from './marketplace-port';
import type { RunningSimulator, SimulatorOptions } from './simulators/simulator';

/** Operator configuration of one marketplace app (never a seller's secret). Base URLs are configurable so simulators stand in. */
export interface MarketplaceAppConfig {
  /** API base, e.g. https://api.ebay.com, https://openapi.etsy.com, https://marketplace.walmartapis.com, https://sellingpartnerapi-na.amazon.com. */
  baseUrl: string;
  /** Where consent pages and token endpoints live when not under baseUrl (eBay auth.ebay.com, Amazon api.amazon.com for LWA). */
  authUrl?: string;
  /** eBay: the Commerce Identity API's host (https://apiz.ebay.com), when not baseUrl. */
  identityUrl?: string;
  /** Our app's id and secret at the marketplace (eBay app id / cert id, Etsy keystring / shared secret). */
  appId?: string;
  appSecret?: string;
  /** eBay: the RuName passed as redirect_uri. */
  ruName?: string;
  /** Shopify: store domains answered by the simulator at baseUrl instead of https://<domain> (sandbox stores). */
  sandboxDomains?: string[];
}

/** fetch for addresses we configured (trusted) and for addresses a seller typed (through the address guard). */
export interface MarketplaceFetch {
  trusted: typeof fetch;
  userGiven: typeof fetch;
}

export interface MarketplaceAdapter<C extends MarketplaceCredentials = MarketplaceCredentials> {
  readonly marketplace: Marketplace;
  createConnector(config: MarketplaceAppConfig, fetches: MarketplaceFetch): MarketplaceConnector<C> & Partial<OAuthCapable<C>>;
  startSimulator(options?: SimulatorOptions): Promise<RunningSimulator>;
}
