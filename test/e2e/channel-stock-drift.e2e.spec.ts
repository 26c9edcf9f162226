// The drift view when the marketplace refuses a quantity: an Etsy listing the shop does not have is REJECTED with
// Etsy's message and shows under onlyDrift; once the shop lists the SKU, a re-push brings it IN_SYNC.
import { bearer, twoSellersTestBed } from '../support/accounts';
import { connectByOAuth, countStock, managedListing, simulatorOf } from '../support/channel-stock';
import { api } from '../support/test-app';

const t = twoSellersTestBed();

async function eventually<T>(read: () => T | Promise<T>, expected: T, deadlineMs = 5000): Promise<void> {
  const until = Date.now() + deadlineMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  expect(value).toEqual(expected);
}

describe('drift view of a refused push', () => {
  it('shows REJECTED with the marketplace’s message until a re-push lands', async () => {
    const channelId = await connectByOAuth(t.app, t.seller, 'ETSY', 'Etsy shop');
    const id = await managedListing(t.app, t.seller, 'DRIFT-1', ['Etsy shop']);
    await countStock(t.app, id, 4);
    const drift = async (query: string) =>
      (await api(t.app, 'GET', `/api/sales-channels/${channelId}/drift${query}`, { headers: bearer(t.seller) })).body;
    await eventually(async () => (await drift(`?productId=${id}`)).items[0]?.status, 'REJECTED');
    const rejected = (await drift('?onlyDrift=true')).items;
    expect(rejected).toEqual([
      expect.objectContaining({
        productId: id,
        ourQuantity: 4,
        acknowledgedQuantity: null,
        status: 'REJECTED',
        message: expect.any(String),
      }),
    ]);
    expect(rejected[0].message.length).toBeGreaterThan(0);
    expect((await drift('?onlyDrift=false')).items).toHaveLength(1);

    // The seller lists the SKU on Etsy (the simulator lists a SKU an order names), then presses re-push.
    await simulatorOf(t.app, 'ETSY').addOrders([{ lines: [{ sku: 'DRIFT-1', quantity: 1, priceCents: 999 }] }]);
    const push = await api(t.app, 'POST', `/api/sales-channels/${channelId}/drift/${id}/push`, { headers: bearer(t.seller) });
    expect(push.body).toEqual({ queued: true });
    await eventually(() => simulatorOf(t.app, 'ETSY').quantityOf('DRIFT-1'), 4);
    await eventually(async () => (await drift(`?productId=${id}`)).items[0]?.status, 'IN_SYNC');
    expect((await drift('?onlyDrift=true')).items).toEqual([]);
  });
});
