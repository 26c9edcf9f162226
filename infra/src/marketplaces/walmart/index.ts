// Walmart Marketplace: the connector over API v3 and its local simulator.
import type { MarketplaceAdapter } from '../adapter';
import type { CredentialsOf } from '../marketplace-port';
import { createWalmartConnector } from './walmart-connector';
import { startWalmartSimulator } from './walmart-simulator';

export const walmartAdapter: MarketplaceAdapter<CredentialsOf<'WALMART'>> = {
  marketplace: 'WALMART',
  createConnector: createWalmartConnector,
  startSimulator: startWalmartSimulator,
};
