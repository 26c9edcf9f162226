// Shopify answers the simulator never gives, edited on their way back over real HTTP: the data of each operation is read
// through its schema, so each surprise reaches the caller as a MarketplaceError naming the field, never a TypeError.
import { editingAnswers } from '../../../../test/support/edited-answers';
import { fetchAllOrders } from '../../../../test/support/marketplace-session';
import { CALLBACK_URL, sessionOf, useShopifyStore } from '../../../../test/support/shopify-test-store';
import { ShopifyConnector } from './shopify-connector';
import type { ShopifySimulator } from './simulator/shopify-simulator';

const store = useShopifyStore({ bucket: { restoreRate: 100_000 } });

/** A connector whose answers carrying `field` in their data are edited. */
const connectorEditing = (simulator: ShopifySimulator, field: string, edit: (data: any) => unknown) => {
  const edited = editingAnswers(/graphql\.json$/, (answer) => (answer.data?.[field] ? { ...answer, data: edit(answer.data) } : answer));
  return new ShopifyConnector(
    { baseUrl: simulator.url, sandboxDomains: simulator.appConfig.sandboxDomains },
    { trusted: edited, userGiven: edited },
  );
};
const unreadable = (field: string) =>
  expect.objectContaining({ name: 'MarketplaceError', code: 'UNAVAILABLE', message: expect.stringContaining(field) });

describe('Shopify answers read through their schemas', () => {
  it('refuses a shop without its name at connect', async () => {
    const { simulator, credentials } = store();
    const connector = connectorEditing(simulator, 'shop', ({ shop: { name: _, ...shop } }) => ({ shop }));
    await expect(connector.connect(credentials, { callbackUrl: CALLBACK_URL })).rejects.toThrow(unreadable('ShopInfo answered'));
  });

  it('refuses a fulfillment order whose updatedAt is no date', async () => {
    const current = store();
    await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 1250 }] }]);
    const connector = connectorEditing(current.simulator, 'assignedFulfillmentOrders', (data) => {
      data.assignedFulfillmentOrders.nodes[0].updatedAt = 'a while ago';
      return data;
    });
    await expect(fetchAllOrders(connector, sessionOf(current), '2020-01-01T00:00:00Z')).rejects.toThrow(
      unreadable('assignedFulfillmentOrders.nodes.0.updatedAt'),
    );
  });

  it('refuses an accepted fulfillment request whose userErrors are not a list', async () => {
    const current = store();
    await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 1250 }] }]);
    const { orders } = await fetchAllOrders(current.connector, sessionOf(current), '2020-01-01T00:00:00Z');
    const connector = connectorEditing(current.simulator, 'fulfillmentOrderAcceptFulfillmentRequest', () => ({
      fulfillmentOrderAcceptFulfillmentRequest: { userErrors: 'none' },
    }));
    await expect(connector.acknowledgeOrders(sessionOf(current), [orders[0].channelOrderId])).rejects.toThrow(
      unreadable('fulfillmentOrderAcceptFulfillmentRequest.userErrors'),
    );
  });

  it('refuses a fulfillment answer without its userErrors when pushing tracking', async () => {
    const current = store();
    await current.simulator.addOrders([{ lines: [{ sku: 'MUG-1', quantity: 1, priceCents: 1250 }] }]);
    const { orders } = await fetchAllOrders(current.connector, sessionOf(current), '2020-01-01T00:00:00Z');
    const connector = connectorEditing(current.simulator, 'fulfillmentCreate', () => ({ fulfillmentCreate: {} }));
    const push = { channelOrderId: orders[0].channelOrderId, carrier: 'UPS', trackingNumber: '1Z9', shippedAt: '', lines: [] };
    await expect(connector.pushTracking(sessionOf(current), push)).rejects.toThrow(unreadable('fulfillmentCreate.userErrors'));
  });

  it('refuses a variant without its inventory item before setting a quantity', async () => {
    const current = store();
    const before = current.simulator.quantityOf('MUG-1');
    const connector = connectorEditing(current.simulator, 'productVariants', (data) => {
      delete data.productVariants.nodes[0].inventoryItem;
      return data;
    });
    await expect(connector.pushStock(sessionOf(current), [{ sku: 'MUG-1', quantity: 5, expected: null }])).rejects.toThrow(
      unreadable('productVariants.nodes.0.inventoryItem'),
    );
    expect(current.simulator.quantityOf('MUG-1')).toBe(before);
  });
});
