// Return shipments over real HTTP: one canceled order of the seller's, once, with the seller's own label or one bought
// from the sandbox carrier ('Failed to purchase label' when it will not sell); it becomes a sent RETURN inbound
// shipment with the order's products, listed among the seller's RETURN shipments, and once the warehouse checks it
// in and accepts it, the good units come back into stock as FULFILLMENT_RETURN.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inboundRoutes, orderRoutes, returnRoutes } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { as, fundWallet } from '../support/billing';
import { orderView, readyOrder, stockedProduct } from '../support/fulfillment';
import { call, uniq } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { APP_CONFIG } from '../../services/src/persistence/tokens';
import type { AppConfig } from '../../services/src/config/config.schema';

let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const existingLabel = () => ({ kind: 'EXISTING' as const, trackingNumber: uniq('1Z'), carrierCode: 'UPS' });
const purchase = {
  kind: 'PURCHASE' as const,
  size: { length: 30, width: 20, height: 15, unit: 'cm' as const },
  weight: { value: 2, unit: 'kg' as const },
};

/** A seller's order of 2 units, canceled. */
async function canceledOrder(seller: Account, number?: string) {
  const product = await stockedProduct(app, seller, 5);
  const orderId = await readyOrder(app, seller, product.sku, 2, number ? { number } : {});
  expect((await call(app, seller, orderRoutes.cancel, { params: { orderId } })).status).toBe(200);
  return { orderId, product };
}

const createReturn = (seller: Account, body: Record<string, unknown>) =>
  call(app, seller, returnRoutes.create, { body: { comment: 'Two boxes', ...body } as never });

describe('return shipments over HTTP', () => {
  it('makes a sent RETURN inbound shipment of the order’s products with the seller’s own label, recorded on the order', async () => {
    const seller = await newSeller(app);
    const { orderId, product } = await canceledOrder(seller);
    const label = existingLabel();
    const made = await createReturn(seller, { orderId, label });
    expect(made.status).toBe(201);
    const shipmentId = made.body.id as string;

    await sagasSettled(app);
    const shipment = await call(app, seller, inboundRoutes.get, { params: { shipmentId } });
    expect(shipment.body).toMatchObject({
      type: 'RETURN',
      status: 'NOT_DELIVERED',
      trackingNumber: label.trackingNumber,
      courierService: 'UPS',
      sellerComment: 'Two boxes',
      pieceCount: 2,
    });
    expect(shipment.body.lines).toEqual([expect.objectContaining({ productId: product.id, declared: 2, barcode: product.barcode })]);
    expect((await orderView(app, seller, orderId)).returnShipmentId).toBe(shipmentId);
    const returns = await call(app, seller, inboundRoutes.list, { query: { type: 'RETURN' } });
    expect(returns.body.items.map((s: { id: string }) => s.id)).toEqual([shipmentId]);
  });

  it('buys the return label from the carrier when asked, from the parcel’s size and weight', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 10_000);
    const { orderId } = await canceledOrder(seller);
    const made = await createReturn(seller, { orderId, label: purchase });
    expect(made.status).toBe(201);
    await sagasSettled(app);
    const shipment = await call(app, seller, inboundRoutes.get, { params: { shipmentId: made.body.id } });
    expect(shipment.body.trackingNumber).toMatch(/^\w{8,}$/);
    expect(['USPS', 'UPS', 'FedEx', 'DHL']).toContain(shipment.body.courierService);
  });

  it('buys one label for four concurrent creations of a return, and keeps one label file', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 10_000);
    const { orderId } = await canceledOrder(seller);
    const answers = await Promise.all(Array.from({ length: 4 }, () => createReturn(seller, { orderId, label: purchase })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const filesDir = path.join(app.running.app.get<AppConfig>(APP_CONFIG).DATA_DIR, 'files');
    const labelFiles = readdirSync(filesDir)
      .filter((name) => name.endsWith('.json'))
      .filter((name) => (JSON.parse(readFileSync(path.join(filesDir, name), 'utf8')) as { ownerId: string }).ownerId === seller.id);
    expect(labelFiles).toHaveLength(1);
  });

  it('refuses an order that is not canceled, a second return, another seller’s order and an unknown one', async () => {
    const seller = await newSeller(app);
    const product = await stockedProduct(app, seller, 5);
    const ready = await readyOrder(app, seller, product.sku, 1);
    const notCanceled = await createReturn(seller, { orderId: ready, label: existingLabel() });
    expect([notCanceled.status, notCanceled.body.code]).toEqual([409, 'RETURN_ORDER_NOT_CANCELED']);

    const { orderId } = await canceledOrder(seller);
    expect((await createReturn(seller, { orderId, label: existingLabel() })).status).toBe(201);
    const second = await createReturn(seller, { orderId, label: existingLabel() });
    expect([second.status, second.body.code]).toEqual([409, 'RETURN_ALREADY_CREATED']);

    const other = await newSeller(app);
    const { orderId: othersOrder } = await canceledOrder(other);
    expect((await createReturn(seller, { orderId: othersOrder, label: existingLabel() })).status).toBe(404);
    expect((await createReturn(seller, { orderId: randomUUID(), label: existingLabel() })).status).toBe(404);
    const noLabel = await api(app, 'POST', '/api/return-shipments', { ...as(seller), body: { orderId: othersOrder } });
    expect(noLabel.status).toBe(400);
    await sagasSettled(app);
    const returns = await call(app, other, inboundRoutes.list, { query: { type: 'RETURN' } });
    expect(returns.body.items).toEqual([]);
  });

  it("answers 422 LABEL_PURCHASE_FAILED ('Failed to purchase label') when the carrier will not sell it, and makes nothing", async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 10_000);
    // The sandbox refuses a label whose reference (it carries the order number) says FAIL-LABEL.
    const { orderId } = await canceledOrder(seller, uniq('FAIL-LABEL'));
    const failed = await createReturn(seller, { orderId, label: purchase });
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({ code: 'LABEL_PURCHASE_FAILED', message: 'Failed to purchase label' });
    const russian = await api(app, 'POST', '/api/return-shipments', {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
      body: { orderId, label: purchase },
    });
    expect(russian.body.code).toBe('LABEL_PURCHASE_FAILED');
    await sagasSettled(app);
    expect((await call(app, seller, inboundRoutes.list, { query: { type: 'RETURN' } })).body.items).toEqual([]);
    expect((await orderView(app, seller, orderId)).returnShipmentId).toBeNull();
    // The seller's own label still works.
    expect((await createReturn(seller, { orderId, label: existingLabel() })).status).toBe(201);
  });

  it('once checked in and accepted at the warehouse, the good units come back into stock as FULFILLMENT_RETURN', async () => {
    const seller = await newSeller(app);
    const { orderId, product } = await canceledOrder(seller);
    const made = await createReturn(seller, { orderId, label: existingLabel() });
    const id = { params: { shipmentId: made.body.id as string } };
    expect((await call(app, manager, inboundRoutes.deliver, id)).status).toBe(200);
    expect((await call(app, staff, inboundRoutes.startCheck, id)).status).toBe(200);
    const scan = await call(app, staff, inboundRoutes.scan, {
      ...id,
      body: { scanId: randomUUID(), barcode: product.barcode, quantity: 2 },
    } as never);
    expect(scan.status).toBe(200);
    expect((await call(app, staff, inboundRoutes.accept, id)).status).toBe(200);

    await sagasSettled(app);
    const history = await api(app, 'GET', `/api/admin/products/${product.id}/inventory-history`, as(staff));
    expect(history.body.items).toContainEqual(
      expect.objectContaining({ reason: 'FULFILLMENT_RETURN', documentId: made.body.id, delta: 2, totalAfter: 7 }),
    );
    const stock = await api(app, 'GET', `/api/products/${product.id}`, as(seller));
    expect(stock.body.stock.total).toBe(7);
  });
});
