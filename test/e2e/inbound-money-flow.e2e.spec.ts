// The whole inbound stock and money flow over real HTTP, the sagas doing their part in between: a seller sends a
// shipment (incoming rises), the warehouse checks it in by scan and accepts it (total rises with an INBOUND_SHIPMENT
// entry naming the shipment, incoming cleared), places it into bins (LOCATED), and the seller finds it PAID with its
// costs and the wallet spending; a seller who cannot pay finds it PAYMENT_FAILED, then PAID after a top-up.
import { randomUUID } from 'node:crypto';
import { inboundRoutes as routes } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { as, fundWallet, walletFacts } from '../support/billing';
import { call, sellerProducts, sentShipment } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
  const bin = await api(app, 'POST', '/api/admin/locations', { ...as(manager), body: { code: 'A-01-01' } });
  if (bin.status !== 201) throw new Error(`bin: ${bin.status} ${JSON.stringify(bin.body)}`);
});
afterAll(() => app.close());

const id = (shipmentId: string) => ({ params: { shipmentId } });

async function stock(seller: Account, productId: string) {
  await sagasSettled(app);
  const res = await api(app, 'GET', `/api/products/${productId}`, as(seller));
  return { total: res.body.stock.total as number, incoming: res.body.stock.incoming as number };
}

async function sellerDetail(seller: Account, shipmentId: string) {
  await sagasSettled(app);
  const { body } = await call(app, seller, routes.get, id(shipmentId));
  return { ...body, costs: body.costs ?? { totalCents: Number.NaN, billableSeconds: Number.NaN } };
}

/** A seller's shipment of 10 units sent, checked in (8 good, 1 damaged), accepted; the product and the shipment. */
async function acceptedShipment(seller: Account) {
  const [product] = await sellerProducts(app, seller, 1);
  const barcode = `${product!.sku}-BC`;
  const shipmentId = await sentShipment(app, seller, [{ productId: product!.id, quantity: 10, barcode }]);
  const before = await stock(seller, product!.id);
  expect((await call(app, manager, routes.deliver, id(shipmentId))).status).toBe(200);
  expect((await call(app, staff, routes.startCheck, id(shipmentId))).status).toBe(200);
  const scan = (extra: Record<string, unknown>) =>
    call(app, staff, routes.scan, { ...id(shipmentId), body: { scanId: randomUUID(), barcode, ...extra } } as never);
  expect((await scan({ quantity: 8 })).status).toBe(200);
  expect((await scan({ damaged: true })).status).toBe(200);
  expect((await call(app, staff, routes.accept, id(shipmentId))).status).toBe(200);
  return { productId: product!.id, barcode, shipmentId, before };
}

async function locate(shipmentId: string, barcode: string) {
  const placed = await call(app, staff, routes.place, {
    ...id(shipmentId),
    body: { placementId: randomUUID(), locationCode: 'A-01-01', barcode, quantity: 8 },
  });
  expect(placed.status).toBe(200);
  expect((await call(app, staff, routes.finishPlacement, id(shipmentId))).status).toBe(200);
}

describe('inbound stock and money over HTTP', () => {
  it('incoming rises on sending; acceptance moves the good units into total with an INBOUND_SHIPMENT entry; placing bills and charges the wallet: PAID', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 10_000);
    const { productId, barcode, shipmentId, before } = await acceptedShipment(seller);
    expect(before).toEqual({ total: 0, incoming: 10 });
    expect(await stock(seller, productId)).toEqual({ total: 8, incoming: 0 });
    const history = await api(app, 'GET', `/api/admin/products/${productId}/inventory-history`, as(staff));
    expect(history.body.items).toEqual([
      expect.objectContaining({ reason: 'INBOUND_SHIPMENT', documentId: shipmentId, delta: 8, totalAfter: 8 }),
    ]);

    await locate(shipmentId, barcode);
    const paid = await sellerDetail(seller, shipmentId);
    expect(paid.status).toBe('PAID');
    expect(paid.costs).toMatchObject({ stickerCount: 8, freeSeconds: 0, totalCents: expect.any(Number) });
    expect(paid.costs.billableSeconds).toBeGreaterThanOrEqual(0);
    const spendings = await api(app, 'GET', '/api/wallet/spendings', as(seller));
    expect(spendings.body.items).toEqual([
      expect.objectContaining({ purpose: 'INBOUND_SHIPMENT', documentId: shipmentId, amountCents: paid.costs.totalCents }),
    ]);
  });

  it('a seller whose wallet cannot pay finds the shipment PAYMENT_FAILED, then PAID after topping up', async () => {
    const seller = await newSeller(app);
    const { barcode, shipmentId } = await acceptedShipment(seller);
    await locate(shipmentId, barcode);
    const failed = await sellerDetail(seller, shipmentId);
    expect(failed.status).toBe('PAYMENT_FAILED');

    await fundWallet(app, staff, seller.id, failed.costs.totalCents);
    expect((await sellerDetail(seller, shipmentId)).status).toBe('PAID');
    const facts = await walletFacts(app, seller.id);
    expect(facts).toMatchObject({
      spent: [{ purpose: 'INBOUND_SHIPMENT', amountCents: failed.costs.totalCents, documentId: shipmentId }],
      balanceCents: 0,
    });
  });
});
