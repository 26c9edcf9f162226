// A return label bought through the app is the seller's spending, paid before it is bought: RETURN_SHIPMENT with the
// return's label request as its document and the order's number as its reference, at the carrier's price; a wallet
// that cannot pay is 402 INSUFFICIENT_BALANCE (en-US and ru-RU) and nothing is bought or made; a label the carrier
// will not sell is refunded; an absurd quote is 422 LABEL_PRICE_IMPLAUSIBLE. The seller sees the quote first and
// confirms it: a label dearer than the confirmed price is 409 RETURN_LABEL_PRICE_CHANGED, nothing charged or bought.
import { orderRoutes } from '@ledgerhouse/contracts';
import type { CarrierPort } from '../../infra/src';
import { returnLabelStream } from '../../services/src/returns/domain/return-label';
import { CARRIER } from '../../services/src/shipping/shipping.tokens';
import { newSeller, type Account } from '../support/accounts';
import { as, fundWallet, settledWallet } from '../support/billing';
import { orderView, readyOrder, stockedProduct } from '../support/fulfillment';
import { call, uniq } from '../support/inbound';
import { adminAccount } from '../support/roles';
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
const purchase = {
  kind: 'PURCHASE' as const,
  size: { length: 30, width: 20, height: 15, unit: 'cm' as const },
  weight: { value: 1.2, unit: 'kg' as const },
};

async function canceledOrder(fundCents: number, number = uniq('RET')) {
  const seller = await newSeller(app);
  if (fundCents > 0) await fundWallet(app, staff, seller.id, fundCents);
  const product = await stockedProduct(app, seller, 5);
  const orderId = await readyOrder(app, seller, product.sku, 1, { number });
  expect((await call(app, seller, orderRoutes.cancel, { params: { orderId } })).status).toBe(200);
  return { seller, orderId, number };
}

const createReturn = (seller: Account, orderId: string, headers: Record<string, string> = {}, label: object = purchase) =>
  api(app, 'POST', '/api/return-shipments', { headers: { ...as(seller).headers, ...headers }, body: { orderId, label } });
const quoteLabel = (seller: Account, orderId: string) =>
  api(app, 'POST', '/api/return-shipments/label-quote', {
    ...as(seller),
    body: { orderId, size: purchase.size, weight: purchase.weight },
  });

const wallet = (seller: Account) => settledWallet(app, seller);

describe('a bought return label is charged before it is bought', () => {
  it('charges the carrier’s price as a RETURN_SHIPMENT spending with the return as its document', async () => {
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId, number } = await canceledOrder(10_000);
    const made = await createReturn(seller, orderId);
    expect(made.status).toBe(201);
    const bought = await buy.mock.results[0]!.value;
    const [requested] = (await app.running.persistence.store.readStream(returnLabelStream(orderId))).filter(
      (e) => e.type === 'ReturnLabelPurchaseRequested',
    );
    const { balanceCents, spendings } = await wallet(seller);
    expect(spendings).toEqual([
      expect.objectContaining({
        purpose: 'RETURN_SHIPMENT',
        amountCents: bought.priceCents,
        documentId: (requested!.data as { requestId: string }).requestId,
        reference: { kind: 'RETURN_SHIPMENT', number },
      }),
    ]);
    expect(balanceCents).toBe(10_000 - bought.priceCents);
  });

  it('refuses a seller who cannot pay with 402 INSUFFICIENT_BALANCE, in both languages, buying and making nothing', async () => {
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId } = await canceledOrder(0);
    const refused = await createReturn(seller, orderId);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'The wallet balance is not enough' });
    const russian = await createReturn(seller, orderId, { 'Accept-Language': 'ru-RU' });
    expect(russian.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Недостаточно средств на балансе кошелька' });
    expect(buy).not.toHaveBeenCalled();
    expect((await orderView(app, seller, orderId)).returnShipmentId).toBeNull();
    expect((await wallet(seller)).balanceCents).toBe(0);

    await fundWallet(app, staff, seller.id, 10_000);
    expect((await createReturn(seller, orderId)).status).toBe(201);
  });

  it('refunds the charge when the carrier will not sell the label', async () => {
    const { seller, orderId } = await canceledOrder(10_000, uniq('FAIL-LABEL'));
    expect((await createReturn(seller, orderId)).status).toBe(422);
    const { balanceCents, spendings, topUps } = await wallet(seller);
    expect(spendings).toHaveLength(1);
    expect(topUps).toContainEqual(expect.objectContaining({ source: 'REFUND', amountCents: spendings[0].amountCents }));
    expect(balanceCents).toBe(10_000);
  });

  it('refuses an implausible quote with 422 LABEL_PRICE_IMPLAUSIBLE, charging and buying nothing', async () => {
    const quote = carrier().quote.bind(carrier());
    jest
      .spyOn(carrier(), 'quote')
      .mockImplementation(async (request) => (await quote(request)).map((rate) => ({ ...rate, priceCents: 270_000_000_000_000 })));
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId } = await canceledOrder(10_000);
    const refused = await createReturn(seller, orderId);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('LABEL_PRICE_IMPLAUSIBLE');
    expect(buy).not.toHaveBeenCalled();
    expect((await wallet(seller)).balanceCents).toBe(10_000);
  });

  it('quotes the label first, charges the confirmed price, and refuses a label dearer than confirmed (409, both languages)', async () => {
    const buy = jest.spyOn(carrier(), 'buyLabel');
    const { seller, orderId } = await canceledOrder(10_000);
    const quoted = await quoteLabel(seller, orderId);
    expect(quoted).toMatchObject({ status: 200, body: { priceCents: expect.any(Number), carrier: expect.any(String) } });
    const price = quoted.body.priceCents as number;
    expect((await wallet(seller)).spendings).toEqual([]);

    const dearer = await createReturn(seller, orderId, {}, { ...purchase, confirmedPriceCents: price - 1 });
    expect(dearer).toMatchObject({ status: 409, body: { code: 'RETURN_LABEL_PRICE_CHANGED' } });
    expect(dearer.body.message).toContain('nothing was bought or charged');
    const russian = await createReturn(seller, orderId, { 'Accept-Language': 'ru-RU' }, { ...purchase, confirmedPriceCents: price - 1 });
    expect(russian.body.message).toContain('ничего не куплено и не списано');
    expect(buy).not.toHaveBeenCalled();
    expect((await wallet(seller)).balanceCents).toBe(10_000);

    const made = await createReturn(seller, orderId, {}, { ...purchase, confirmedPriceCents: price });
    expect(made.status).toBe(201);
    // The return's detail: the label with what was charged, its PDF the seller's; another seller gets 404.
    const label = await api(app, 'GET', `/api/return-shipments/${made.body.id}/label`, {
      headers: { ...as(seller).headers, 'X-Min-Position': made.body.position },
    });
    expect(label.body.label).toMatchObject({ costCents: price, fileId: expect.any(String), boughtAt: expect.any(String) });
    const timeline = await api(app, 'GET', `/api/inbound-shipments/${made.body.id}/timeline`, {
      headers: { ...as(seller).headers, 'X-Min-Position': made.body.position },
    });
    expect(timeline.body.items[0]).toMatchObject({ type: 'ReturnLabelPurchased', actorId: seller.id, data: { costCents: price } });
    expect(timeline.body.items[1]).toMatchObject({ type: 'InboundDraftCreated' });
    const file = await api(app, 'GET', `/api/files/${label.body.label.fileId}`, as(seller));
    expect(file.status).toBe(200);
    expect((await api(app, 'GET', `/api/return-shipments/${made.body.id}/label`, as(await newSeller(app)))).status).toBe(404);
    expect((await wallet(seller)).spendings).toEqual([expect.objectContaining({ purpose: 'RETURN_SHIPMENT', amountCents: price })]);
    expect((await quoteLabel(seller, orderId)).body.code).toBe('RETURN_ALREADY_CREATED');
  });
});
