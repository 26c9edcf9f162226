// The fulfillment saga over real HTTP: an order handed to the warehouse gets its label (the seller's own, or bought
// from the sandbox carrier by priority), its bill and its ORDER_FULFILLMENT charge; a wallet that cannot pay leaves it
// PAYMENT_FAILED until the next top-up; auto-fulfillment starts ready orders by itself; a canceled shipment voids the
// bought label and refunds the charge; nothing is charged twice when the saga handles an event again.
import { chooseRate, fileRoutes, fulfillmentCosts, orderRoutes, type OrderEvent } from '@ledgerhouse/contracts';
import { CarrierError, type CarrierPort, type StoredEvent } from '../../infra/src';
import { orderStream } from '../../services/src/orders/domain/order';
import { runOrderCommand } from '../../services/src/orders/services/run-order-command';
import { OrderFulfillmentSaga } from '../../services/src/orders/sagas/order-fulfillment.saga';
import { parcelOf } from '../../services/src/orders/sagas/fulfillment/parcel';
import { LabelPurchase } from '../../services/src/orders/sagas/fulfillment/label-purchase';
import { CARRIER } from '../../services/src/shipping/shipping.tokens';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { as, fundWallet, settledWallet } from '../support/billing';
import {
  buyOptions,
  deps,
  orderAddress,
  orderBuyer,
  orderView,
  readyOrder,
  scanId,
  startFulfillment,
  stockedProduct,
} from '../support/fulfillment';
import { call, uniq } from '../support/inbound';
import { downloadBytes, uploadFiles } from '../support/multipart';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp();
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const carrier = () => app.running.app.get<CarrierPort>(CARRIER);
const history = async (orderId: string) => app.running.persistence.store.readStream(orderStream(orderId));
const eventsOf = async <T extends OrderEvent['type']>(orderId: string, type: T) =>
  (await history(orderId)).filter((e) => e.type === type) as (StoredEvent & { data: Extract<OrderEvent, { type: T }>['data'] })[];

const wallet = (seller: Account) => settledWallet(app, seller);

/** A funded seller with a 4 kg product (8 kg for two units: the sandbox's CHEAPEST and BEST_RATIO differ to Los Angeles). */
async function sellerWithStock(fundCents = 100_000) {
  const seller = await newSeller(app);
  if (fundCents > 0) await fundWallet(app, staff, seller.id, fundCents);
  const product = await stockedProduct(app, seller, 20);
  return { seller, product };
}

/** What the sandbox would sell for this order's parcel, by priority (the same quote the saga asks for). */
async function expectedRate(priority: 'CHEAPEST' | 'BEST_RATIO', units: number) {
  const parcel = parcelOf([{ productId: 'p', quantity: units }], {
    p: { dimensions: { length: 30, width: 20, height: 15, unit: 'cm' }, weight: { value: 4, unit: 'kg' } },
  });
  const from = app.running.app.get(LabelPurchase).warehouse();
  const rates = await carrier().quote({ from, to: { name: orderBuyer.fullName, address: orderAddress }, parcel });
  return chooseRate(rates, priority)!;
}

/** A file the seller uploads as their own label (named label.pdf whatever its bytes are); its id. */
async function uploadLabel(seller: Account, bytes: Buffer): Promise<string> {
  const uploaded = await uploadFiles(
    app,
    '/api/files',
    'files',
    [{ name: 'label.pdf', bytes, type: 'application/pdf' }],
    as(seller).headers,
  );
  expect(uploaded.status).toBe(201);
  return uploaded.body.files[0].id as string;
}

describe('order fulfillment over HTTP', () => {
  it("attaches the seller's own label at no label cost, bills pick and pack and charges ORDER_FULFILLMENT: PAID", async () => {
    const { seller, product } = await sellerWithStock();
    const labelFileId = await uploadLabel(seller, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const orderId = await readyOrder(app, seller, product.sku, 1);
    const trackingNumber = uniq('1Z');
    await startFulfillment(app, seller, orderId, { ...buyOptions(), label: { kind: 'OWN', trackingNumber, courier: 'UPS', labelFileId } });

    const view = await orderView(app, seller, orderId);
    expect(view).toMatchObject({ status: 'PROCESSING', pickStatus: 'NOT_PICKED', paymentStatus: 'PAID' });
    expect(view.label).toMatchObject({ carrier: 'UPS', trackingNumber, fileId: labelFileId, costCents: 0 });
    const costs = fulfillmentCosts({ units: 1, labelCents: 0, goodsValueCents: 2500, insurance: false, commercialInvoice: false });
    expect(view.costs).toEqual(costs);
    const { spendings } = await wallet(seller);
    expect(spendings).toEqual([expect.objectContaining({ purpose: 'ORDER_FULFILLMENT', amountCents: costs.totalCents })]);
  });

  it('refuses an own label that is neither a PDF nor an image with 422 LABEL_FILE_NOT_PRINTABLE, starting nothing', async () => {
    const { seller, product } = await sellerWithStock();
    const labelFileId = await uploadLabel(seller, Buffer.from('<html><script>alert(1)</script></html>\n'));
    const orderId = await readyOrder(app, seller, product.sku, 1);
    const label = { kind: 'OWN', trackingNumber: uniq('1Z'), courier: 'UPS', labelFileId };
    const res = await call(app, seller, orderRoutes.startFulfillment, { params: { orderId }, body: { ...buyOptions(), label } as never });
    expect([res.status, res.body.code, (res.body.details as { fields?: unknown } | null)?.fields]).toEqual([
      422,
      'LABEL_FILE_NOT_PRINTABLE',
      [expect.objectContaining({ field: 'label.labelFileId', code: 'LABEL_FILE_NOT_PRINTABLE' })],
    ]);
    expect((await orderView(app, seller, orderId)).status).toBe('READY_FOR_FULFILLMENT');
  });

  it.each(['CHEAPEST', 'BEST_RATIO'] as const)(
    'buys the %s label from the carrier and bills what the warehouse paid for it',
    async (priority) => {
      const { seller, product } = await sellerWithStock();
      const orderId = await readyOrder(app, seller, product.sku, 2);
      await startFulfillment(app, seller, orderId, buyOptions(priority, { insurance: true }));

      const view = await orderView(app, seller, orderId);
      const rate = await expectedRate(priority, 2);
      expect(view.label).toMatchObject({
        carrier: rate.carrier,
        service: rate.service,
        costCents: expect.any(Number),
        estimatedDays: rate.estimatedDays,
      });
      expect(view.label!.service).toBe(priority === 'CHEAPEST' ? 'Ground Advantage' : 'Priority Mail');
      const costs = fulfillmentCosts({
        units: 2,
        labelCents: view.label!.costCents,
        goodsValueCents: 5000,
        insurance: true,
        commercialInvoice: false,
      });
      expect(view.costs).toEqual(costs);
      expect(view.paymentStatus).toBe('PAID');
      const { spendings, balanceCents } = await wallet(seller);
      expect(spendings).toEqual([expect.objectContaining({ purpose: 'ORDER_FULFILLMENT', amountCents: costs.totalCents })]);
      expect(balanceCents).toBe(100_000 - costs.totalCents);
    },
  );

  it('keeps the bought label as a PDF the seller can download and no other seller can', async () => {
    const { seller, product } = await sellerWithStock();
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, buyOptions());
    const { label } = await orderView(app, seller, orderId);
    const path = `/api/files/${label!.fileId}`;
    const pdf = await downloadBytes(app, path, as(seller).headers);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await newSeller(app);
    expect((await apiRoute(app, fileRoutes.download, { params: { fileId: label!.fileId! }, headers: as(other).headers })).status).toBe(404);
  });

  it('resumes a purchase under the same request id: the carrier answers the label it sold, never a second one', async () => {
    const { seller, product } = await sellerWithStock();
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, buyOptions());
    const { label } = await orderView(app, seller, orderId);
    const [requested] = await eventsOf(orderId, 'LabelPurchaseRequested');
    const rate = await expectedRate('CHEAPEST', 1);
    const again = await carrier().buyLabel({ rateId: rate.rateId, idempotencyKey: requested!.data.requestId, reference: 'again' });
    expect(again.trackingNumber).toBe(label!.trackingNumber);
    expect(await eventsOf(orderId, 'LabelAttached')).toHaveLength(1);
  });

  it('leaves an own-label order PAYMENT_FAILED when the wallet cannot pay, and PAID after the seller tops up', async () => {
    const { seller, product } = await sellerWithStock(0);
    const uploaded = await uploadFiles(
      app,
      '/api/files',
      'files',
      [{ name: 'label.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }],
      as(seller).headers,
    );
    const own = { kind: 'OWN', trackingNumber: uniq('1Z'), courier: 'UPS', labelFileId: uploaded.body.files[0].id as string };
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, { ...buyOptions(), label: own });
    const failed = await orderView(app, seller, orderId);
    expect(failed).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAYMENT_FAILED' });
    expect((await wallet(seller)).spendings).toEqual([]);

    await fundWallet(app, staff, seller.id, failed.costs!.totalCents);
    expect((await orderView(app, seller, orderId)).paymentStatus).toBe('PAID');
    const after = await wallet(seller);
    expect(after.balanceCents).toBe(0);
    expect(after.spendings).toEqual([expect.objectContaining({ purpose: 'ORDER_FULFILLMENT', amountCents: failed.costs!.totalCents })]);
  });

  it('charges once when the saga handles every event of the order again', async () => {
    const { seller, product } = await sellerWithStock();
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, buyOptions());
    await orderView(app, seller, orderId);
    const before = await wallet(seller);
    const events = await history(orderId);
    const saga = app.running.app.get(OrderFulfillmentSaga);
    for (const event of events) if (saga.handles.includes(event.type)) await saga.react(event, { key: `replay:${event.version}` });

    const after = await wallet(seller);
    expect(after.balanceCents).toBe(before.balanceCents);
    expect(after.spendings).toHaveLength(1);
    expect((await history(orderId)).map((e) => e.type)).toEqual(events.map((e) => e.type));
  });

  it("records 'Failed to purchase label' when the carrier will not sell it, and refunds what was charged first", async () => {
    const { seller, product } = await sellerWithStock();
    // The sandbox refuses a label whose reference (the order number) says FAIL-LABEL.
    const orderId = await readyOrder(app, seller, product.sku, 1, { number: uniq('FAIL-LABEL') });
    await startFulfillment(app, seller, orderId, buyOptions());
    const view = await orderView(app, seller, orderId);
    expect(view).toMatchObject({ status: 'PROCESSING', label: null, costs: null, paymentStatus: null, labelFailed: true });
    expect(view.labelFailureReason).toBe('Failed to purchase label');
    const { spendings, topUps, balanceCents } = await wallet(seller);
    expect(spendings).toEqual([expect.objectContaining({ purpose: 'ORDER_FULFILLMENT' })]);
    expect(topUps).toContainEqual(expect.objectContaining({ source: 'REFUND', amountCents: spendings[0].amountCents }));
    expect(balanceCents).toBe(100_000);
  });

  it('starts fulfillment by itself, with the saved options, when an order becomes ready and auto-fulfillment is on', async () => {
    const { seller, product } = await sellerWithStock();
    const set = await call(app, seller, orderRoutes.setAutoFulfillment, { body: { enabled: true, options: buyOptions('BEST_RATIO') } });
    expect(set.status).toBe(200);
    const placed = await call(app, seller, orderRoutes.create, {
      body: {
        number: uniq('SO'),
        orderDate: new Date().toISOString(),
        buyer: orderBuyer,
        address: orderAddress,
        lines: [{ sku: product.sku, quantity: 1, priceCents: 2500 }],
      },
    });
    expect(placed.status).toBe(201);
    const view = await orderView(app, seller, placed.body.id);
    expect(view).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAID' });
    expect(view.fulfillment).toMatchObject({ automatic: true, options: { label: { kind: 'BUY', priority: 'BEST_RATIO' } } });
    expect(view.label).not.toBeNull();
  });

  it('a canceled shipment voids the bought label and refunds the charge; fulfilling again charges again', async () => {
    const { seller, product } = await sellerWithStock();
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, buyOptions());
    const paid = await orderView(app, seller, orderId);
    expect(paid.paymentStatus).toBe('PAID');
    const [attached] = await eventsOf(orderId, 'LabelAttached');

    expect((await call(app, seller, orderRoutes.cancelShipment, { params: { orderId } })).status).toBe(200);
    const back = await orderView(app, seller, orderId);
    expect(back).toMatchObject({ status: 'READY_FOR_FULFILLMENT', label: null, paymentStatus: null });
    const refunded = await wallet(seller);
    expect(refunded.balanceCents).toBe(100_000);
    expect(refunded.topUps).toContainEqual(expect.objectContaining({ source: 'REFUND', amountCents: paid.costs!.totalCents }));
    // The refund names what it gives back, as the spending's note does, and the order to link to.
    expect(refunded.topUps.find((t) => t.source === 'REFUND')!.refundOf).toEqual({
      purpose: 'ORDER_FULFILLMENT',
      reference: { kind: 'ORDER_FULFILLMENT', number: paid.number },
      document: { kind: 'ORDER', id: orderId },
    });
    await expect(carrier().voidLabel(attached!.data.label.carrierLabelId!)).rejects.toMatchObject({
      code: 'ALREADY_VOIDED',
    } satisfies Partial<CarrierError>);

    await startFulfillment(app, seller, orderId, buyOptions());
    const again = await orderView(app, seller, orderId);
    expect(again.paymentStatus).toBe('PAID');
    const { spendings, balanceCents } = await wallet(seller);
    expect(spendings).toHaveLength(2);
    expect(balanceCents).toBe(100_000 - again.costs!.totalCents);
  });

  it('refuses to cancel the shipment or the order once packing has begun, and refunds nothing', async () => {
    const { seller, product } = await sellerWithStock();
    const orderId = await readyOrder(app, seller, product.sku, 1);
    await startFulfillment(app, seller, orderId, buyOptions());
    expect((await orderView(app, seller, orderId)).paymentStatus).toBe('PAID');
    const at = new Date();
    await runOrderCommand(deps(app), orderId, { type: 'StartPicking', at });
    await runOrderCommand(deps(app), orderId, {
      type: 'PickUnits',
      units: { scanId: scanId(), productId: product.id, binId: 'bin-1', quantity: 1 },
      at,
    });
    await runOrderCommand(deps(app), orderId, { type: 'Pack', at });

    for (const route of [orderRoutes.cancelShipment, orderRoutes.cancel]) {
      const refused = await call(app, seller, route, { params: { orderId } });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('ORDER_CANCEL_AFTER_PACKING');
    }
    const { topUps } = await wallet(seller);
    expect(topUps.filter((t) => t.source === 'REFUND')).toEqual([]);
  });
});
