// Test wiring shared by the Shopify specs: a simulator, a connector on it (sandbox domain → simulator, other store domains
// through the real address guard), and a connected session.
import { GuardedFetch, guardedFetchAsFetch, type MarketplaceFetch } from '@ledgerhouse/infra';
import { ShopifyConnector, type ShopifyCredentials } from '../../infra/src/marketplaces/shopify/shopify-connector';
import {
  startShopifySimulator,
  type ShopifySimulator,
  type ShopifySimulatorOptions,
} from '../../infra/src/marketplaces/shopify/simulator/shopify-simulator';
import { holdToModels } from './marketplace-models/hold-to-models';
import type { ModelCheck } from './marketplace-models/rest-model-check';
import { testSession } from './marketplace-session';

export const CALLBACK_URL = 'https://app.example.test/webhooks/shopify/channel-1';

export interface ShopifyTestStore {
  simulator: ShopifySimulator;
  connector: ShopifyConnector;
  credentials: ShopifyCredentials;
}

export const sandboxCredentials = (simulator: ShopifySimulator): ShopifyCredentials => ({
  marketplace: 'SHOPIFY',
  storeDomain: simulator.sandboxCredentials.storeDomain,
  accessToken: simulator.sandboxCredentials.accessToken,
});

export function connectorOn(simulator: ShopifySimulator, userGiven: typeof fetch = guardedFetchAsFetch(new GuardedFetch())) {
  const fetches: MarketplaceFetch = { trusted: fetch, userGiven };
  return new ShopifyConnector({ baseUrl: simulator.url, sandboxDomains: simulator.appConfig.sandboxDomains }, fetches);
}

/** A simulator with our fulfillment service registered, closed after each test of the calling file. */
export function useShopifyStore(options: ShopifySimulatorOptions = {}): () => ShopifyTestStore {
  let store: ShopifyTestStore | undefined;
  let models: ModelCheck | undefined;
  beforeEach(async () => {
    const simulator = await startShopifySimulator(options);
    models = holdToModels(simulator);
    const connector = connectorOn(simulator);
    const { credentials } = await connector.connect(sandboxCredentials(simulator), { callbackUrl: CALLBACK_URL });
    store = { simulator, connector, credentials };
  });
  afterEach(async () => {
    await store?.simulator.close();
    store = undefined;
    expect(models?.problems).toEqual([]);
  });
  return () => {
    if (!store) throw new Error('useShopifyStore: no store outside a test');
    return store;
  };
}

export const sessionOf = (store: ShopifyTestStore) => testSession(store.credentials);

/** A simulator of the test's own, held to the models like the shared store's, closed when `body` is done. */
export async function withShopifySimulator(options: ShopifySimulatorOptions, body: (simulator: ShopifySimulator) => Promise<void>) {
  const simulator = await startShopifySimulator(options);
  const models = holdToModels(simulator);
  try {
    await body(simulator);
  } finally {
    await simulator.close();
  }
  expect(models.problems).toEqual([]);
}
