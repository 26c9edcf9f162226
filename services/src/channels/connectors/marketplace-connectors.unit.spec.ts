// Which marketplaces run on their local simulator, and the registry's life: sandboxes started with it, closed with it,
// an unavailable marketplace answered with CHANNEL_MARKETPLACE_UNAVAILABLE.
import { GuardedFetch, type Marketplace } from '@ledgerhouse/infra';
import { loadConfig } from '../../config/load-config';
import { marketplacePlan } from './marketplace-app-config';
import { startMarketplaceConnectors } from './marketplace-connectors';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

describe('where each marketplace is answered', () => {
  it('runs every marketplace on its simulator outside production when nothing is configured', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    for (const m of ['EBAY', 'ETSY', 'SHOPIFY', 'WALMART', 'AMAZON'] as Marketplace[]) expect(marketplacePlan(m, config)).toBe('SIMULATOR');
  });

  it('uses the configured app and addresses when a marketplace is configured', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EBAY_APP_ID: 'app',
      EBAY_CERT_ID: 'cert',
      EBAY_RU_NAME: 'ru',
      EBAY_API_URL: 'https://api.sandbox.ebay.com',
      EBAY_IDENTITY_URL: 'https://apiz.sandbox.ebay.com',
      WALMART_API_URL: 'https://sandbox.walmartapis.com',
    });
    expect(marketplacePlan('EBAY', config)).toEqual({
      baseUrl: 'https://api.sandbox.ebay.com',
      authUrl: 'https://auth.ebay.com',
      identityUrl: 'https://apiz.sandbox.ebay.com',
      appId: 'app',
      appSecret: 'cert',
      ruName: 'ru',
    });
    expect(marketplacePlan('WALMART', config)).toEqual({ baseUrl: 'https://sandbox.walmartapis.com' });
  });

  it('never runs a simulator in production: Walmart and Amazon use their public APIs, eBay and Etsy need our app', () => {
    const config = loadConfig(production);
    expect(marketplacePlan('WALMART', config)).toEqual({ baseUrl: 'https://marketplace.walmartapis.com' });
    expect(marketplacePlan('AMAZON', config)).toMatchObject({
      baseUrl: 'https://sellingpartnerapi-na.amazon.com',
      authUrl: 'https://api.amazon.com',
    });
    expect(marketplacePlan('EBAY', config)).toBeNull();
    expect(marketplacePlan('ETSY', config)).toBeNull();
    expect(marketplacePlan('SHOPIFY', config)).not.toBe('SIMULATOR');
  });
});

describe('the connector registry', () => {
  it('starts the simulators, marks what connects through them as sandboxes, and closes them on shutdown', async () => {
    const connectors = await startMarketplaceConnectors(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), new GuardedFetch());
    const walmart = connectors.simulators.get('WALMART');
    expect(walmart).toBeDefined();
    expect(connectors.get('WALMART')).toMatchObject({ simulated: true, config: { baseUrl: walmart!.url } });
    expect(connectors.isSandbox({ marketplace: 'WALMART', clientId: 'a', clientSecret: 'b' })).toBe(true);
    await connectors.onApplicationShutdown();
    await expect(fetch(`${walmart!.url}/v3/token`, { method: 'POST' })).rejects.toThrow();
  });

  it('answers a marketplace it cannot offer with CHANNEL_MARKETPLACE_UNAVAILABLE', async () => {
    const connectors = await startMarketplaceConnectors(loadConfig(production), new GuardedFetch());
    expect(connectors.simulators.size).toBe(0);
    expect(() => connectors.get('EBAY')).toThrow(expect.objectContaining({ code: 'CHANNEL_MARKETPLACE_UNAVAILABLE', status: 502 }));
    await connectors.onApplicationShutdown();
  });
});
