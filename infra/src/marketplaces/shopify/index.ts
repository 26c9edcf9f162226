// PLACEHOLDER until the shopify adapter lands: replaced by the real connector and simulator.
import type { MarketplaceAdapter } from '../adapter';

export const shopifyAdapter: MarketplaceAdapter = {
  marketplace: 'SHOPIFY',
  createConnector() {
    throw new Error('SHOPIFY connector not built yet');
  },
  startSimulator() {
    return Promise.reject(new Error('SHOPIFY simulator not built yet'));
  },
};
