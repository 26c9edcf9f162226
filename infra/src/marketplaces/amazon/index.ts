// Amazon Selling Partner API: the connector and its local simulator.
import type { MarketplaceAdapter } from '../adapter';
import type { CredentialsOf } from '../marketplace-port';
import { createAmazonConnector } from './amazon-connector';
import { startAmazonSimulator } from './amazon-simulator';

export const amazonAdapter: MarketplaceAdapter<CredentialsOf<'AMAZON'>> = {
  marketplace: 'AMAZON',
  createConnector: createAmazonConnector,
  startSimulator: startAmazonSimulator,
};
