// Walmart answers the simulator never gives, edited on their way back over real HTTP: each surprise reaches the caller
// as a MarketplaceError naming the field, and what the model allows (no phone, a null second address line) is imported.
import { editingAnswers } from '../../../../test/support/edited-answers';
import { heldSimulatorPerTest } from '../../../../test/support/marketplace-models/hold-to-models';
import { testSession } from '../../../../test/support/marketplace-session';
import type { CredentialsOf } from '../marketplace-port';
import { createWalmartConnector } from './walmart-connector';
import { startWalmartSimulator } from './walmart-simulator';

type WalmartCredentials = CredentialsOf<'WALMART'>;

const SINCE = '2020-01-01T00:00:00.000Z';

const simulator = heldSimulatorPerTest(() => startWalmartSimulator());

const connectorEditing = (matches: RegExp, edit: (body: any) => unknown) => {
  const edited = editingAnswers(matches, edit);
  return createWalmartConnector({ baseUrl: simulator().url }, { trusted: edited, userGiven: edited });
};
const session = () =>
  testSession<WalmartCredentials>({
    marketplace: 'WALMART',
    clientId: simulator().sandboxCredentials.clientId,
    clientSecret: simulator().sandboxCredentials.clientSecret,
  });
const unreadable = (field: string) =>
  expect.objectContaining({ name: 'MarketplaceError', code: 'UNAVAILABLE', message: expect.stringContaining(field) });
const editOrders = (edit: (order: any) => void) => (answer: any) => {
  answer.list.elements.order.forEach(edit);
  return answer;
};

describe('Walmart answers read through their schemas', () => {
  it('refuses a token answer whose expires_in is text at connect', async () => {
    const connector = connectorEditing(/\/v3\/token$/, (token) => ({ ...token, expires_in: '900' }));
    await expect(connector.connect(session().credentials, { callbackUrl: 'http://unused' })).rejects.toThrow(unreadable('expires_in'));
  });

  it('refuses an order line whose quantity is no whole number', async () => {
    const connector = connectorEditing(
      /^GET \/v3\/orders$/,
      editOrders((order) => (order.orderLines.orderLine[0].orderLineQuantity.amount = 'one')),
    );
    await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    await expect(connector.fetchOrders(session(), { modifiedSince: SINCE, cursor: null })).rejects.toThrow(
      unreadable('list.elements.order.0.orderLines.orderLine.0.orderLineQuantity.amount'),
    );
  });

  it('refuses a next cursor that is not a query string', async () => {
    const connector = connectorEditing(/^GET \/v3\/orders$/, (answer) => {
      answer.list.meta.nextCursor = 'https://elsewhere.example/v3/orders';
      return answer;
    });
    await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    await expect(connector.fetchOrders(session(), { modifiedSince: SINCE, cursor: null })).rejects.toThrow(unreadable('nextCursor'));
  });

  it('imports an order without a phone and with a null second address line', async () => {
    const connector = connectorEditing(
      /^GET \/v3\/orders$/,
      editOrders((order) => {
        delete order.shippingInfo.phone;
        order.shippingInfo.postalAddress.address2 = null;
      }),
    );
    await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    const { orders } = await connector.fetchOrders(session(), { modifiedSince: SINCE, cursor: null });
    expect(orders[0]).toMatchObject({ buyer: { phone: null }, address: { line2: null } });
  });

  it('refuses an order without its order lines before acknowledging or shipping it', async () => {
    const connector = connectorEditing(/^GET \/v3\/orders\/[^/]+$/, ({ order: { orderLines: _, ...order } }) => ({ order }));
    const [{ channelOrderId }] = await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    const push = { channelOrderId, carrier: 'UPS', trackingNumber: '1Z9', shippedAt: '2026-11-23T12:00:00.000Z', lines: [] };
    await expect(connector.pushTracking(session(), push)).rejects.toThrow(unreadable('order.orderLines'));
    expect(simulator().trackingOf(channelOrderId)).toBeNull();
  });

  it('refuses an inventory answer without the quantity Walmart holds', async () => {
    const connector = connectorEditing(/^PUT \/v3\/inventory$/, ({ quantity: _, ...inventory }) => inventory);
    await expect(connector.pushStock(session(), [{ sku: 'A', quantity: 4, expected: null }])).rejects.toThrow(unreadable('quantity'));
  });
});
