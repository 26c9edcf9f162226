// PLACEHOLDER until the ebay adapter lands: replaced by the real connector and simulator.
import type { MarketplaceAdapter } from '../adapter';

export const ebayAdapter: MarketplaceAdapter = {
  marketplace: 'EBAY',
  createConnector() {
    throw new Error('EBAY connector not built yet');
  },
  startSimulator() {
    return Promise.reject(new Error('EBAY simulator not built yet'));
  },
};
