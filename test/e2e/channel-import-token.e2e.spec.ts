// A Shopify store that revoked our access: the import pass is refused with CHANNEL_TOKEN_INVALID and the channel
// shows INVALID_TOKEN with the marketplace's reason; its orders wait for the seller to update the connection.
import { newSeller } from '../support/accounts';
import { catalogSku, channelView, connectSandbox, importNow, ordersFrom, simulatorOf } from '../support/channel-import';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('marks the channel INVALID_TOKEN when the marketplace no longer takes its token, and imports nothing', async () => {
  const seller = await newSeller(app);
  const shopify = simulatorOf(app, 'SHOPIFY');
  const channelId = await connectSandbox(app, seller, 'SHOPIFY');
  const sku = await catalogSku(app, seller);
  await shopify.addOrders([{ lines: [{ sku, quantity: 1, priceCents: 900 }] }]);
  shopify.revokeAccess();

  const refused = await importNow(app, seller, channelId);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('CHANNEL_TOKEN_INVALID');
  const view = await channelView(app, seller, channelId);
  expect(view.status).toBe('INVALID_TOKEN');
  expect(view.lastFailure).toMatchObject({ code: 'CHANNEL_TOKEN_INVALID' });
  expect(JSON.stringify(view)).not.toContain(shopify.sandboxCredentials.accessToken);
  expect(await ordersFrom(app, seller, 'SHOPIFY')).toHaveLength(0);

  const again = await importNow(app, seller, channelId);
  expect(again.body.code).toBe('CHANNEL_NOT_ACTIVE');
});
