// PLACEHOLDER until the etsy adapter lands: replaced by the real connector and simulator.
import type { MarketplaceAdapter } from '../adapter';

export const etsyAdapter: MarketplaceAdapter = {
  marketplace: 'ETSY',
  createConnector() {
    throw new Error('ETSY connector not built yet');
  },
  startSimulator() {
    return Promise.reject(new Error('ETSY simulator not built yet'));
  },
};
