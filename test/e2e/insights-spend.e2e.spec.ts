// Insights, spend breakdown, over real HTTP: the wallet's spendings by purpose per month less refunds, the orders
// shipped in the month and the fulfillment spent per one; only the seller's own wallet; bad queries are 400.
import { CommandBus } from '@nestjs/cqrs';
import { RefundSpending } from '../../services/src/billing/commands/refund-spending.command';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { caughtUp, staffSpendAs, staffTopUpAs } from '../support/billing';
import { createProduct, newProduct } from '../support/catalog';
import { orderBody, placeOrder } from '../support/orders';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let other: Account;
const month = new Date().toISOString().slice(0, 7);

async function shipOrder(productId: string, sku: string) {
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const orderId = await placeOrder(app, seller, orderBody([{ sku, quantity: 1 }]));
  const out = await executeCommand(deps, inventoryStream(productId), inventoryDecider, {
    type: 'FulfilReservation',
    documentId: orderId,
    at: new Date(),
  });
  await app.running.runner.waitFor(out.position!, 5000);
}

beforeAll(async () => {
  app = await startTestApp();
  const staff = await adminAccount(app, 'STAFF');
  [seller, other] = [await newSeller(app), await newSeller(app)];
  await staffTopUpAs(app, staff, seller.id, 10_000);
  await staffSpendAs(app, staff, seller.id, 500, { purpose: 'ORDER_FULFILLMENT', documentId: 'fulfil-1' });
  await staffSpendAs(app, staff, seller.id, 700, { purpose: 'ORDER_FULFILLMENT', documentId: 'fulfil-2' });
  await staffSpendAs(app, staff, seller.id, 300, { purpose: 'OTHER', documentId: 'other-1' });
  const refund = await app.running.app.get(CommandBus).execute(new RefundSpending(seller.id, 'OTHER', 'other-1', 100));
  await caughtUp(app, refund.position);
  const id = await createProduct(app, bearer(seller), newProduct('SP-MUG'));
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const received = await executeCommand(deps, inventoryStream(id), inventoryDecider, {
    type: 'ReceiveDelivery',
    reason: 'INBOUND_SHIPMENT',
    documentId: 'in-sp',
    quantity: 5,
    at: new Date(),
  });
  await app.running.runner.waitFor(received.position!, 5000);
  await shipOrder(id, 'SP-MUG');
  await shipOrder(id, 'SP-MUG');
});
afterAll(() => app.close());

const spend = (account: Account, query: string) => api(app, 'GET', `/api/insights/spend?${query}`, { headers: bearer(account) });

describe('insights: spend breakdown', () => {
  it('adds up the month’s spendings by purpose less refunds, and the fulfillment spent per order shipped', async () => {
    const res = await spend(seller, `from=${month}&to=${month}&timeZone=UTC`);
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual([
      {
        month,
        byPurpose: {
          SUBSCRIPTION: 0,
          INBOUND_SHIPMENT: 0,
          ORDER_FULFILLMENT: 1200,
          FORWARDING_SHIPMENT: 0,
          RETURN_SHIPMENT: 0,
          STORAGE_FEE: 0,
          OTHER: 200,
        },
        totalCents: 1400,
        ordersShipped: 2,
        costPerOrderShippedCents: 600,
      },
    ]);
    expect(res.body.storage).toEqual([]);
  });

  it('answers every month of the period, empty ones with zeros and no cost per order', async () => {
    const previous = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    const res = await spend(seller, `from=${previous}&to=${month}`);
    expect(
      res.body.months.map((m: { month: string; totalCents: number; costPerOrderShippedCents: number | null }) => [
        m.month,
        m.costPerOrderShippedCents,
      ]),
    ).toEqual([
      [previous, null],
      [month, 600],
    ]);
  });

  it('shows another seller nothing of this wallet', async () => {
    const res = await spend(other, `from=${month}&to=${month}`);
    expect(res.body.months[0]).toMatchObject({ totalCents: 0, ordersShipped: 0, costPerOrderShippedCents: null });
  });

  it.each([
    ['a month that is no month', 'from=2026-13&to=2026-12'],
    ['an end before the start', 'from=2026-05&to=2026-04'],
    ['more than 12 months', 'from=2025-01&to=2026-01'],
    ['an unknown time zone', 'from=2026-01&to=2026-02&timeZone=Mars/Olympus'],
    ['no period', ''],
  ])('answers %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const res = await spend(seller, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
