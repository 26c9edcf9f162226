// Amazon answers the simulator never gives, edited on their way back over real HTTP: each surprise reaches the caller
// as a MarketplaceError naming the field, never a TypeError.
import { editingAnswers } from '../../../../test/support/edited-answers';
import { heldSimulatorPerTest } from '../../../../test/support/marketplace-models/hold-to-models';
import { testSession } from '../../../../test/support/marketplace-session';
import type { CredentialsOf } from '../marketplace-port';
import { createAmazonConnector } from './amazon-connector';
import { startAmazonSimulator } from './amazon-simulator';

type AmazonCredentials = CredentialsOf<'AMAZON'>;

const simulator = heldSimulatorPerTest(() => startAmazonSimulator());

const connectorEditing = (matches: RegExp, edit: (body: any) => unknown) => {
  const edited = editingAnswers(matches, edit);
  return createAmazonConnector({ baseUrl: simulator().url, authUrl: simulator().url }, { trusted: edited, userGiven: edited });
};
const sandbox = (): AmazonCredentials => {
  const { sellerId, appId, clientId, clientSecret, refreshToken } = simulator().sandboxCredentials;
  return { marketplace: 'AMAZON', sellerId, appId, clientId, clientSecret, refreshToken };
};
const unreadable = (field: string) =>
  expect.objectContaining({ name: 'MarketplaceError', code: 'UNAVAILABLE', message: expect.stringContaining(field) });

describe('Amazon answers read through their schemas', () => {
  it('refuses an LWA token answer without expires_in', async () => {
    const connector = connectorEditing(/\/auth\/o2\/token$/, ({ expires_in: _, ...token }) => token);
    await expect(connector.connect(sandbox(), { callbackUrl: 'http://unused' })).rejects.toThrow(unreadable('expires_in'));
  });

  it('refuses marketplace participations without the marketplace at connect', async () => {
    const connector = connectorEditing(/marketplaceParticipations$/, ({ payload }) => ({
      payload: payload.map(({ marketplace: _, ...participation }: { marketplace: unknown }) => participation),
    }));
    await expect(connector.connect(sandbox(), { callbackUrl: 'http://unused' })).rejects.toThrow(unreadable('payload.0.marketplace'));
  });

  it('refuses an order whose items are not a list', async () => {
    const connector = connectorEditing(/^GET \/orders\/2026-01-01\/orders$/, (page) => {
      page.orders[0].orderItems = { count: 1 };
      return page;
    });
    await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    const session = testSession(sandbox());
    await expect(connector.fetchOrders(session, { modifiedSince: '2020-01-01T00:00:00.000Z', cursor: null })).rejects.toThrow(
      unreadable('orders.0.orderItems'),
    );
  });

  it('refuses an order whose createdTime is no date before confirming a shipment', async () => {
    const connector = connectorEditing(/^GET \/orders\/2026-01-01\/orders\/[^/]+$/, (answer) => {
      answer.order.createdTime = 'soon';
      return answer;
    });
    const [{ channelOrderId }] = await simulator().addOrders([{ lines: [{ sku: 'A', quantity: 1, priceCents: 500 }] }]);
    const push = { channelOrderId, carrier: 'usps', trackingNumber: '9400', shippedAt: '2026-11-23T12:00:00.000Z', lines: [] };
    await expect(connector.pushTracking(testSession(sandbox()), push)).rejects.toThrow(unreadable('order.createdTime'));
    expect(simulator().trackingOf(channelOrderId)).toBeNull();
  });

  it('refuses a listing submission without its status', async () => {
    const connector = connectorEditing(/^PATCH \/listings\//, ({ status: _, ...submission }) => submission);
    await expect(connector.pushStock(testSession(sandbox()), [{ sku: 'A-1', quantity: 7, expected: null }])).rejects.toThrow(
      unreadable('status'),
    );
  });
});
