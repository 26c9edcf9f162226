// Etsy answers the simulator never gives, edited on their way back over real HTTP: each surprise reaches the caller as
// a MarketplaceError naming the field, and what the model allows (a receipt without an address) is imported.
import { editingAnswers } from '../../../../test/support/edited-answers';
import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { fetchAllOrders, testSession } from '../../../../test/support/marketplace-session';
import { createEtsyConnector, type EtsyConnector } from './etsy-connector';
import { startEtsySimulator, type EtsySimulator } from './etsy-simulator';

const REDIRECT_URI = 'https://app.example.com/sales_channel/connect/oauth_return/etsy';

let sim: EtsySimulator;
let models: ModelCheck;

beforeEach(async () => {
  sim = await startEtsySimulator();
  models = holdToModels(sim);
});

afterEach(async () => {
  await sim.close();
  expect(models.problems).toEqual([]);
});

const connectorEditing = (matches: RegExp, edit: (body: any) => unknown): EtsyConnector => {
  const edited = editingAnswers(matches, edit);
  return createEtsyConnector({ baseUrl: sim.url, authUrl: sim.url, ...sim.appConfig }, { trusted: edited, userGiven: edited });
};

async function connectShop(connector: EtsyConnector) {
  const start = connector.authorizationUrl({ state: 'state-1', redirectUri: REDIRECT_URI });
  const back = new URL((await fetch(start.url, { redirect: 'manual' })).headers.get('location') ?? '');
  const code = back.searchParams.get('code') ?? '';
  return testSession(await connector.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: start.codeVerifier, extra: {} }));
}

const unreadable = (field: string) =>
  expect.objectContaining({ name: 'MarketplaceError', code: 'UNAVAILABLE', message: expect.stringContaining(field) });

describe('Etsy answers read through their schemas', () => {
  it('refuses a token answer without a refresh token', async () => {
    const connector = connectorEditing(/^POST \/v3\/public\/oauth\/token$/, ({ refresh_token: _, ...token }) => token);
    await expect(connectShop(connector)).rejects.toThrow(unreadable('refresh_token'));
  });

  it('refuses a shop whose name is not a string at connect', async () => {
    const connector = connectorEditing(/^GET \/v3\/application\/shops\/\d+$/, (shop) => ({ ...shop, shop_name: 42 }));
    const session = await connectShop(connector);
    await expect(connector.connect(session.credentials, { callbackUrl: '' })).rejects.toThrow(unreadable('shop_name'));
  });

  it('refuses a receipt whose money has divisor 0, naming the field', async () => {
    const connector = connectorEditing(/\/receipts$/, (page) => {
      page.results[0].transactions[0].price.divisor = 0;
      return page;
    });
    const session = await connectShop(connector);
    await sim.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 500 }] }]);
    await expect(fetchAllOrders(connector, session, '2020-01-01T00:00:00.000Z')).rejects.toThrow(
      unreadable('results.0.transactions.0.price.divisor'),
    );
  });

  it('imports a receipt without a postal address, which the model allows, with empty address fields', async () => {
    const connector = connectorEditing(/\/receipts$/, (page) => {
      Object.assign(page.results[0], { first_line: null, city: null, zip: null, country_iso: null });
      return page;
    });
    const session = await connectShop(connector);
    await sim.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 500 }] }]);
    const { orders } = await fetchAllOrders(connector, session, '2020-01-01T00:00:00.000Z');
    expect(orders[0].address).toMatchObject({ country: '', city: '', postalCode: '', line1: '' });
  });

  it('refuses a receipt without its shipments before pushing tracking', async () => {
    const connector = connectorEditing(/^GET .*\/receipts\/\d+$/, ({ shipments: _, ...receipt }) => receipt);
    const session = await connectShop(connector);
    const [order] = await sim.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 500 }] }]);
    const push = { channelOrderId: order.channelOrderId, carrier: 'USPS', trackingNumber: '9400', shippedAt: '', lines: [] };
    await expect(connector.pushTracking(session, push)).rejects.toThrow(unreadable('shipments'));
    expect(sim.trackingOf(order.channelOrderId)).toBeNull();
  });

  it('refuses an inventory whose offering quantity is text, and leaves the listing as it was', async () => {
    const connector = connectorEditing(/^GET \/v3\/application\/listings\/\d+\/inventory$/, (inventory) => {
      inventory.products[0].offerings[0].quantity = '5';
      return inventory;
    });
    const session = await connectShop(connector);
    sim.addListing('Mug', [{ sku: 'MUG-BLUE', quantity: 5, priceCents: 1250, properties: { Color: 'Blue' } }]);
    await expect(connector.pushStock(session, [{ sku: 'MUG-BLUE', quantity: 9, expected: null }])).rejects.toThrow(
      unreadable('products.0.offerings.0.quantity'),
    );
    expect(sim.quantityOf('MUG-BLUE')).toBe(5);
  });

  it('refuses a listings page whose count is missing', async () => {
    const connector = connectorEditing(/\/listings$/, ({ count: _, ...page }) => page);
    const session = await connectShop(connector);
    await expect(connector.pushStock(session, [{ sku: 'MUG-BLUE', quantity: 9, expected: null }])).rejects.toThrow(unreadable('count'));
  });
});
