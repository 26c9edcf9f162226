// Money before outside calls, for a bought order label over real HTTP: the quoted bill is charged before the
// warehouse buys; a wallet that cannot pay is refused at once (402 INSUFFICIENT_BALANCE, en-US and ru-RU) and nothing
// is bought; auto top-up, when on, covers the shortfall first; starts racing for one bill's money buy one label; a
// final price unlike the quote is settled; an absurd quote (a manipulated order) is 422 LABEL_PRICE_IMPLAUSIBLE.
import { orderRoutes, walletRoutes, type OrderEvent } from '@ledgerhouse/contracts';
import type { CarrierPort, StoredEvent } from '../../infra/src';
import { orderStream } from '../../services/src/orders/domain/order';
import { CARRIER } from '../../services/src/shipping/shipping.tokens';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { as, fundWallet, linkCard, settledWallet } from '../support/billing';
import { buyOptions, orderAddress, orderBuyer, orderView, readyOrder, stockedProduct } from '../support/fulfillment';
import { call, uniq } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp();
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const carrier = () => app.running.app.get<CarrierPort>(CARRIER);
const eventsOf = async (orderId: string, type: OrderEvent['type']) =>
  (await app.running.persistence.store.readStream(orderStream(orderId))).filter((e: StoredEvent) => e.type === type);

const wallet = (seller: Account) => settledWallet(app, seller);

async function sellerWithOrder(fundCents: number, quantity = 1) {
  const seller = await newSeller(app);
  if (fundCents > 0) await fundWallet(app, staff, seller.id, fundCents);
  const product = await stockedProduct(app, seller, 20);
  const orderId = await readyOrder(app, seller, product.sku, quantity);
  return { seller, product, orderId };
}

const start = (seller: Account, orderId: string, headers: Record<string, string> = {}) =>
  api(app, 'POST', `/api/orders/${orderId}/start-fulfillment`, { headers: { ...as(seller).headers, ...headers }, body: buyOptions() });

describe('a bought label is paid before it is bought', () => {
  it('refuses a seller with $0 at once with 402 INSUFFICIENT_BALANCE, in both languages, and buys nothing', async () => {
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId } = await sellerWithOrder(0);
    const refused = await start(seller, orderId);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'The wallet balance is not enough' });
    const russian = await start(seller, orderId, { 'Accept-Language': 'ru-RU' });
    expect(russian.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Недостаточно средств на балансе кошелька' });

    expect((await orderView(app, seller, orderId)).status).toBe('READY_FOR_FULFILLMENT');
    expect(await eventsOf(orderId, 'LabelPurchaseRequested')).toEqual([]);
    expect(buy).not.toHaveBeenCalled();
    expect((await wallet(seller)).balanceCents).toBe(0);
  });

  it('auto-fulfillment with $0 records the unpaid label on the order and buys nothing', async () => {
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const seller = await newSeller(app);
    const product = await stockedProduct(app, seller, 5);
    expect((await call(app, seller, orderRoutes.setAutoFulfillment, { body: { enabled: true, options: buyOptions() } })).status).toBe(200);
    const placed = await call(app, seller, orderRoutes.create, {
      body: {
        number: uniq('AUTO'),
        orderDate: new Date().toISOString(),
        buyer: orderBuyer,
        address: orderAddress,
        lines: [{ sku: product.sku, quantity: 1, priceCents: 2500 }],
      },
    });
    expect(placed.status).toBe(201);
    await sagasSettled(app);
    const view = await orderView(app, seller, placed.body.id);
    expect(view).toMatchObject({ status: 'PROCESSING', label: null, labelFailed: true });
    expect(view.labelFailureReason).toMatch(/Insufficient funds/);
    expect(buy).not.toHaveBeenCalled();
    const { balanceCents, spendings } = await wallet(seller);
    expect(balanceCents).toBe(0);
    expect(spendings).toEqual([]);
  });

  it('with auto top-up on, charges the card for the shortfall first, then buys', async () => {
    const { seller, orderId } = await sellerWithOrder(0);
    await linkCard(app, seller);
    const set = await apiRoute(app, walletRoutes.autoTopUp, {
      headers: as(seller).headers,
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    expect(set.status).toBe(200);
    expect((await start(seller, orderId)).status).toBe(200);
    await sagasSettled(app);
    const view = await orderView(app, seller, orderId);
    expect(view).toMatchObject({ paymentStatus: 'PAID' });
    const { balanceCents, topUps } = await wallet(seller);
    expect(topUps).toContainEqual(expect.objectContaining({ source: 'AUTO_FUND', amountCents: 10_000 }));
    expect(balanceCents).toBeGreaterThanOrEqual(10_000 - view.costs!.totalCents);
  });

  it('starts racing for the money of one bill buy one label, and the wallet never goes below zero', async () => {
    const probe = await sellerWithOrder(100_000);
    expect((await start(probe.seller, probe.orderId)).status).toBe(200);
    const bill = (await orderView(app, probe.seller, probe.orderId)).costs!.totalCents;

    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, bill);
    const product = await stockedProduct(app, seller, 20);
    const orders = await Promise.all([1, 2, 3, 4].map(() => readyOrder(app, seller, product.sku, 1)));
    const answers = await Promise.all(orders.map((orderId) => start(seller, orderId)));
    for (const answer of answers) expect([200, 402]).toContain(answer.status);
    await sagasSettled(app);

    const attached = (await Promise.all(orders.map((id) => eventsOf(id, 'LabelAttached')))).flat();
    expect(attached).toHaveLength(1);
    const { balanceCents, spendings } = await wallet(seller);
    expect(balanceCents).toBe(0);
    expect(spendings).toEqual([expect.objectContaining({ purpose: 'ORDER_FULFILLMENT', amountCents: bill })]);
  });

  it.each([
    ['dearer', 137],
    ['cheaper', -150],
  ])('settles a final label price %s than the quote: the seller pays the final bill', async (_, change) => {
    const buy = carrier().buyLabel.bind(carrier());
    jest.spyOn(carrier(), 'buyLabel').mockImplementation(async (request) => {
      const label = await buy(request);
      return { ...label, priceCents: label.priceCents + change };
    });
    const { seller, orderId } = await sellerWithOrder(100_000);
    expect((await start(seller, orderId)).status).toBe(200);
    await sagasSettled(app);
    const view = await orderView(app, seller, orderId);
    expect(view.paymentStatus).toBe('PAID');
    const { balanceCents, spendings, topUps } = await wallet(seller);
    expect(balanceCents).toBe(100_000 - view.costs!.totalCents);
    if (change > 0) expect(spendings.map((s) => s.amountCents).sort((a, b) => a - b)).toEqual([change, view.costs!.totalCents - change]);
    else expect(topUps).toContainEqual(expect.objectContaining({ source: 'REFUND', amountCents: -change }));
  });

  it('refuses an implausible label price with 422 LABEL_PRICE_IMPLAUSIBLE and charges and buys nothing', async () => {
    const quote = carrier().quote.bind(carrier());
    jest
      .spyOn(carrier(), 'quote')
      .mockImplementation(async (request) => (await quote(request)).map((rate) => ({ ...rate, priceCents: 270_000_000_000_000 })));
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId } = await sellerWithOrder(100_000);
    const refused = await start(seller, orderId);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('LABEL_PRICE_IMPLAUSIBLE');
    const russian = await start(seller, orderId, { 'Accept-Language': 'ru-RU' });
    expect(russian.body.message).toMatch(/этикетк/);
    expect(buy).not.toHaveBeenCalled();
    expect((await wallet(seller)).balanceCents).toBe(100_000);
  });
});
