// Tracking back to the sales channel over real HTTP: an imported Shopify order, fulfilled with a bought label, picked,
// packed and handed to the carrier, gets its tracking into the store (registration PENDING, then SUCCESS); a store
// that keeps failing the push leaves the order's registration FAILED with the marketplace's message after the retries.
import { randomUUID } from 'node:crypto';
import { orderViewRoutes } from '@ledgerhouse/contracts';
import type { RunningSimulator } from '../../infra/src';
import { TRACKING_MAX_ATTEMPTS } from '../../services/src/channels/sagas/channel-tracking-pusher';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { as, eventually, fundWallet } from '../support/billing';
import { connectSandbox, importNow, ordersFrom, simulatorOf } from '../support/channel-import';
import { buyOptions, orderView, startFulfillment, stockedProduct } from '../support/fulfillment';
import { drive, orderEvents } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let shopify: RunningSimulator;
let channelId: string;
beforeAll(async () => {
  app = await startTestApp({ env: { CHANNEL_TRACKING_RETRY_MS: '50' } });
  seller = await newSeller(app);
  await fundWallet(app, await adminAccount(app, 'STAFF'), seller.id, 50_000);
  shopify = simulatorOf(app, 'SHOPIFY');
  channelId = await connectSandbox(app, seller, 'SHOPIFY');
});
afterAll(() => app?.close());

/** A Shopify order for one stocked unit, imported, paid for with a bought label, picked, packed and handed over. */
async function shippedChannelOrder(beforeHandOver: () => void = () => undefined) {
  const product = await stockedProduct(app, seller, 1);
  const [added] = await shopify.addOrders([{ lines: [{ sku: product.sku, quantity: 1, priceCents: 2500 }] }]);
  expect((await importNow(app, seller, channelId)).status).toBe(200);
  const order = (await ordersFrom(app, seller, 'SHOPIFY')).find((o) => o.channelOrderId === added!.channelOrderId)!;
  await startFulfillment(app, seller, order.id, buyOptions());
  await sagasSettled(app);
  const manifestId = randomUUID();
  await drive(
    app,
    order.id,
    { type: 'StartPicking' },
    { type: 'PickUnits', units: { scanId: randomUUID(), productId: product.id, binId: 'A-01-01', quantity: 1 } },
    { type: 'Pack' },
    { type: 'AddToManifest', manifestId },
  );
  beforeHandOver();
  await drive(app, order.id, { type: 'HandOver', manifestId });
  return { orderId: order.id as string, channelOrderId: added!.channelOrderId };
}

const registrations = async (orderId: string) =>
  (await orderEvents(app, orderId)).flatMap((e) => (e.type === 'OrderRegistrationChanged' ? [e.data] : []));

it('pushes the label’s tracking to the store once the order is handed over: PENDING, then SUCCESS', async () => {
  const { orderId, channelOrderId } = await shippedChannelOrder();
  const label = (await orderView(app, seller, orderId)).label!;
  expect(label.trackingNumber).toMatch(/\S/);
  await eventually(async () => expect(shopify.trackingOf(channelOrderId)).toMatchObject({ trackingNumber: label.trackingNumber }), 15_000);
  await eventually(async () => expect((await orderView(app, seller, orderId)).registration).toBe('SUCCESS'), 15_000);
  expect((await registrations(orderId)).map((r) => r.registration)).toEqual(['PENDING', 'SUCCESS']);
  const view = await orderView(app, seller, orderId);
  expect(view.status).toBe('PROCESSED');
});

it('marks the registration FAILED with the marketplace’s message when every retry fails', async () => {
  const { orderId, channelOrderId } = await shippedChannelOrder(() => shopify.inject('SERVER_ERROR', TRACKING_MAX_ATTEMPTS));
  await eventually(async () => expect((await orderView(app, seller, orderId)).registration).toBe('FAILED'), 20_000);
  const [pending, failed] = await registrations(orderId);
  expect(pending).toMatchObject({ registration: 'PENDING' });
  expect(failed).toMatchObject({ registration: 'FAILED', message: expect.any(String) });
  expect(failed!.message!.length).toBeGreaterThan(0);
  expect(failed!.message).not.toContain(shopify.sandboxCredentials.accessToken);
  expect(shopify.trackingOf(channelOrderId)).toBeNull();
  // The seller reads the marketplace's answer on the order's timeline.
  const timeline = await apiRoute(app, orderViewRoutes.timeline, { params: { orderId }, headers: as(seller).headers });
  expect(timeline.body.items).toContainEqual(
    expect.objectContaining({
      type: 'OrderRegistrationChanged',
      data: expect.objectContaining({ registration: 'FAILED', message: failed!.message }),
    }),
  );
});
