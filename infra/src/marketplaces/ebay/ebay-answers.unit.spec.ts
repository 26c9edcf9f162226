// eBay answers the simulator never gives, edited on their way back over real HTTP: each surprise reaches the caller as
// a MarketplaceError naming the field, never a TypeError.
import { editingAnswers } from '../../../../test/support/edited-answers';
import { heldSimulatorPerTest } from '../../../../test/support/marketplace-models/hold-to-models';
import { testSession } from '../../../../test/support/marketplace-session';
import { EbayConnector } from './ebay-connector';
import type { EbayCredentials } from './ebay-http';
import { startEbaySimulator } from './ebay-simulator';

const SINCE = '2020-01-01T00:00:00.000Z';

const simulator = heldSimulatorPerTest(() =>
  startEbaySimulator({ acceptUrl: 'https://app.test/ok', declineUrl: 'https://app.test/no', retryAfterSeconds: 0 }),
);

const connectorEditing = (matches: RegExp, edit: (body: any) => unknown) => {
  const edited = editingAnswers(matches, edit);
  const config = { baseUrl: simulator().url, authUrl: simulator().url, identityUrl: simulator().url, ...simulator().appConfig };
  return new EbayConnector(config, { trusted: edited, userGiven: edited });
};

async function consented(connector: EbayConnector): Promise<EbayCredentials> {
  const page = connector.authorizationUrl({ state: 'state-1', redirectUri: 'unused' }).url;
  const back = new URL((await fetch(page, { redirect: 'manual' })).headers.get('location') ?? '');
  return connector.exchangeCode({ code: back.searchParams.get('code') ?? '', extra: {} });
}

const unreadable = (field: string) =>
  expect.objectContaining({ name: 'MarketplaceError', code: 'UNAVAILABLE', message: expect.stringContaining(field) });

describe('eBay answers read through their schemas', () => {
  it('refuses a token answer whose expires_in is text', async () => {
    const connector = connectorEditing(/\/identity\/v1\/oauth2\/token$/, (token) => ({ ...token, expires_in: '7200' }));
    await expect(consented(connector)).rejects.toThrow(unreadable('expires_in'));
  });

  it('refuses a user answer without a username at connect', async () => {
    const connector = connectorEditing(/\/commerce\/identity\/v1\/user\/$/, ({ username: _, ...user }) => user);
    await expect(connector.connect(await consented(connector))).rejects.toThrow(unreadable('username'));
  });

  it('refuses an order whose lastModifiedDate is no date', async () => {
    const connector = connectorEditing(/^GET \/sell\/fulfillment\/v1\/order$/, (page) => {
      page.orders[0].lastModifiedDate = 'yesterday';
      return page;
    });
    const session = testSession(await consented(connector));
    await simulator().addOrders([{ lines: [{ sku: 'SKU-1', quantity: 1, priceCents: 500 }] }]);
    await expect(connector.fetchOrders(session, { modifiedSince: SINCE, cursor: null })).rejects.toThrow(
      unreadable('orders.0.lastModifiedDate'),
    );
  });

  it('reports an order page whose next link, a string the model allows, names no offset', async () => {
    const connector = connectorEditing(/^GET \/sell\/fulfillment\/v1\/order$/, (page) => ({ ...page, next: 'see the next page' }));
    const session = testSession(await consented(connector));
    await simulator().addOrders([{ lines: [{ sku: 'SKU-1', quantity: 1, priceCents: 500 }] }]);
    await expect(connector.fetchOrders(session, { modifiedSince: SINCE, cursor: null })).rejects.toThrow(
      unreadable('the next page link has no offset'),
    );
  });

  it('refuses shipping fulfillments that are not a list before pushing tracking', async () => {
    const connector = connectorEditing(/\/shipping_fulfillment$/, () => ({ fulfillments: { total: 0 } }));
    const session = testSession(await consented(connector));
    const [order] = await simulator().addOrders([{ lines: [{ sku: 'MUG', quantity: 1, priceCents: 500 }] }]);
    const push = { channelOrderId: order.channelOrderId, carrier: 'FedEx', trackingNumber: '7949', shippedAt: SINCE, lines: [] };
    await expect(connector.pushTracking(session, push)).rejects.toThrow(unreadable('fulfillments'));
    expect(simulator().trackingOf(order.channelOrderId)).toBeNull();
  });

  it('refuses a bulk quantity answer whose statusCode is text', async () => {
    const connector = connectorEditing(/bulk_update_price_quantity$/, ({ responses }) => ({
      responses: responses.map((response: object) => ({ ...response, statusCode: '200' })),
    }));
    const session = testSession(await consented(connector));
    await expect(connector.pushStock(session, [{ sku: 'SKU-1', quantity: 3, expected: null }])).rejects.toThrow(
      unreadable('responses.0.statusCode'),
    );
  });
});
