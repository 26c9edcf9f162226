// Public events from what the real app stores: a product created and counted, an order placed, reserved and canceled,
// a wallet topped up and charged by staff. Every public event made from those streams names the seller (an inventory
// stream's through its product's first event), passes its schema, and carries no staff note.
import { adminBillingRoutes, integrationEventDefinition, orderRoutes, type IntegrationEvent } from '@ledgerhouse/contracts';
import { IntegrationEvents } from '../../services/src/integration/integration-events';
import { newSeller } from '../support/accounts';
import { call } from '../support/inbound';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function publicEventsOf(streams: string[]): Promise<IntegrationEvent[]> {
  // A fresh provider: no owner cached by the app's relay or webhooks, so each owner is read from the store.
  const translate = new IntegrationEvents(app.running.persistence.store);
  const out: IntegrationEvent[] = [];
  for (const stream of streams)
    for (const event of await app.running.persistence.store.readStream(stream)) out.push(...(await translate.of(event)));
  return out;
}

it('makes schema-valid public events that name the seller from every stream a seller’s work writes', async () => {
  const seller = await newSeller(app);
  const [manager, staff] = [await adminAccount(app, 'WAREHOUSE_MANAGER'), await adminAccount(app, 'STAFF')];
  const [product] = await stockedProducts(app, seller, manager, [10]);
  const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 2 }]));
  await sagasSettled(app);
  expect((await call(app, seller, orderRoutes.cancel, { params: { orderId } } as never)).status).toBe(200);
  const params = { userId: seller.id };
  expect(
    (await call(app, staff, adminBillingRoutes.staffTopUp, { params, body: { amountCents: 5000, comment: 'goodwill note' } })).status,
  ).toBe(201);
  const charge = (amountCents: number) => ({ amountCents, purpose: 'OTHER' as const, notes: 'pallet rework note' });
  expect((await call(app, staff, adminBillingRoutes.staffSpending, { params, body: charge(1200) })).body.accepted).toBe(true);
  expect((await call(app, staff, adminBillingRoutes.staffSpending, { params, body: charge(999_999) })).body.accepted).toBe(false);
  await sagasSettled(app);

  const events = await publicEventsOf([`product-${product!.id}`, `inventory-${product!.id}`, `order-${orderId}`, `wallet-${seller.id}`]);
  expect(new Set(events.map((e) => e.type))).toEqual(
    new Set([
      'product.created.v1',
      'inventory.stock_changed.v1',
      'inventory.reserved.v1',
      'inventory.reservation_released.v1',
      'order.placed.v1',
      'order.reserved.v1',
      'order.canceled.v1',
      'wallet.topped_up.v1',
      'wallet.spent.v1',
      'wallet.spending_refused.v1',
    ]),
  );
  for (const event of events) {
    const parsed = integrationEventDefinition(event.type)!.schema.safeParse(event.data);
    expect([event.type, parsed.success ? [] : parsed.error.issues]).toEqual([event.type, []]);
    expect([event.type, event.sellerId, (event.data as { sellerId: string }).sellerId]).toEqual([event.type, seller.id, seller.id]);
  }
  const keyOf = (type: string) => events.find((e) => e.type === type)!.key;
  expect([keyOf('inventory.reserved.v1'), keyOf('order.canceled.v1'), keyOf('wallet.spent.v1')]).toEqual([product!.id, orderId, seller.id]);
  const text = JSON.stringify(events);
  for (const note of ['goodwill note', 'pallet rework note', 'Leave at the door']) expect(text).not.toContain(note);
});
