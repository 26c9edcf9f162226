// PLACEHOLDER until the amazon adapter lands: replaced by the real connector and simulator.
import type { MarketplaceAdapter } from '../adapter';

export const amazonAdapter: MarketplaceAdapter = {
  marketplace: 'AMAZON',
  createConnector() {
    throw new Error('AMAZON connector not built yet');
  },
  startSimulator() {
    return Promise.reject(new Error('AMAZON simulator not built yet'));
  },
};
