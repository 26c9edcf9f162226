// Etsy: Open API v3 connector (OAuth 2 + PKCE) and its local simulator.
import type { MarketplaceAdapter } from '../adapter';
import { createEtsyConnector } from './etsy-connector';
import { startEtsySimulator } from './etsy-simulator';

export const etsyAdapter: MarketplaceAdapter = {
  marketplace: 'ETSY',
  createConnector: (config, fetches) => createEtsyConnector(config, fetches),
  startSimulator: (options) => startEtsySimulator(options),
};
