// Channel imports keep the manual order's contract: a marketplace line priced past ORDER_PRICE_CENTS_MAX (or any line
// outside orderLineBody's limits) is not placed but recorded on the channel as not imported, so no imported total
// leaves the safe integers of cents; an order within the limits is placed with its exact total.
import { ORDER_PRICE_CENTS_MAX, type SalesChannelEvent } from '@ledgerhouse/contracts';
import { channelStream } from '../../services/src/channels/domain/sales-channel';
import { newSeller, type Account } from '../support/accounts';
import { catalogSku, connectSandbox, importNow, ordersFrom, simulatorOf } from '../support/channel-import';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let channelId: string;
beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
  channelId = await connectSandbox(app, seller, 'WALMART');
});
afterAll(() => app?.close());

const refusals = async () =>
  ((await app.running.persistence.store.readStream(channelStream(channelId))) as unknown as SalesChannelEvent[]).filter(
    (e) => e.type === 'ChannelOrderImportRefused',
  );

it('refuses an imported line priced at 9,007,199,254,740,991 cents, and places the order within the limits exactly', async () => {
  const sku = await catalogSku(app, seller);
  const [huge, top] = await simulatorOf(app, 'WALMART').addOrders([
    { lines: [{ sku, quantity: 3, priceCents: Number.MAX_SAFE_INTEGER }], buyerName: 'Mallory' },
    { lines: [{ sku, quantity: 3, priceCents: ORDER_PRICE_CENTS_MAX }], buyerName: 'Ada Lovelace' },
  ]);
  expect((await importNow(app, seller, channelId)).status).toBe(200);

  const orders = await ordersFrom(app, seller, 'WALMART');
  expect(orders.map((o) => o.channelOrderId)).not.toContain(huge!.channelOrderId);
  const placed = orders.find((o) => o.channelOrderId === top!.channelOrderId);
  expect(placed?.totalCents).toBe(3 * ORDER_PRICE_CENTS_MAX);
  expect((await refusals()).map((e) => e.data)).toEqual([
    expect.objectContaining({
      channelOrderId: huge!.channelOrderId,
      failure: expect.objectContaining({ code: 'CHANNEL_ORDER_NOT_IMPORTED', message: expect.stringContaining('priceCents') }),
    }),
  ]);
});
