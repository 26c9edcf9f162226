// PLACEHOLDER until the walmart adapter lands: replaced by the real connector and simulator.
import type { MarketplaceAdapter } from '../adapter';

export const walmartAdapter: MarketplaceAdapter = {
  marketplace: 'WALMART',
  createConnector() {
    throw new Error('WALMART connector not built yet');
  },
  startSimulator() {
    return Promise.reject(new Error('WALMART simulator not built yet'));
  },
};
