// Fulfillment test data over HTTP: a seller's product with measurements and stock, an order placed and reserved
// (READY_FOR_FULFILLMENT), fulfillment started, and reads that wait for the sagas and projections first.
import { randomUUID } from 'node:crypto';
import { orderRoutes, orderViewRoutes, productRoutes, type FulfillmentOptionsBody } from '@ledgerhouse/contracts';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import type { Account } from './accounts';
import { as, eventually } from './billing';
import { createProduct, newProduct, type NewProduct } from './catalog';
import { call, uniq } from './inbound';
import { stockArrives } from './order-stock';
import { sagasSettled } from './sagas';
import { apiRoute } from './api-route';
import type { TestApp } from './test-app';

/** Buyer and address of every test order: Los Angeles, from the warehouse in Newark (zone 8 for the sandbox). */
export const orderBuyer = { fullName: 'Grace Hopper', phone: '+1 555 010 0001' };
export const orderAddress = { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null };

export const deps = (app: TestApp) => app.running.app.get<CommandDeps>(COMMAND_DEPS);

/** A product of the seller (4 kg, 30×20×15 cm unless `extra` says otherwise) with `units` in stock. */
export async function stockedProduct(app: TestApp, seller: Account, units: number, extra: Partial<NewProduct> = {}) {
  const sku = uniq('SKU');
  const body = newProduct(sku, {
    dimensions: { length: 30, width: 20, height: 15, unit: 'cm' },
    weight: { value: 4, unit: 'kg' },
    barcode: uniq('BC'),
    ...extra,
  });
  const id = await createProduct(app, as(seller).headers, body);
  if (units > 0) await stockArrives(deps(app), id, units);
  // Placement checks available stock in the read models: wait until they have it (settled sagas and projections, then
  // the product's own answer, which on a starved machine has been seen to trail the settle check).
  await sagasSettled(app);
  await eventually(async () => {
    const res = await apiRoute(app, productRoutes.get, { params: { productId: id }, headers: as(seller).headers });
    if ((res.body?.stock?.available ?? 0) < units)
      throw new Error(`product ${id}: ${JSON.stringify(res.body?.stock)}, not ${units} available`);
  }, 30_000);
  return { id, sku, barcode: body.barcode as string };
}

/** Places the order over HTTP; its id. */
export async function placeOrder(
  app: TestApp,
  seller: Account,
  lines: { sku: string; quantity: number; priceCents?: number }[],
  extra: { number?: string } = {},
): Promise<string> {
  const res = await call(app, seller, orderRoutes.create, {
    body: {
      number: extra.number ?? uniq('SO'),
      orderDate: new Date().toISOString(),
      buyer: orderBuyer,
      address: orderAddress,
      note: null,
      lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, priceCents: l.priceCents ?? 2500 })),
    },
  });
  if (res.status !== 201) throw new Error(`place order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The seller's view of the order once the sagas and projections have handled everything. */
export async function orderView(app: TestApp, seller: Account, orderId: string) {
  await sagasSettled(app);
  const res = await apiRoute(app, orderViewRoutes.get, { params: { orderId }, headers: as(seller).headers });
  if (res.status !== 200) throw new Error(`order view: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An order of `quantity` units of the product, reserved: READY_FOR_FULFILLMENT. */
export async function readyOrder(app: TestApp, seller: Account, sku: string, quantity = 1, extra: { number?: string } = {}) {
  const orderId = await placeOrder(app, seller, [{ sku, quantity }], extra);
  const view = await orderView(app, seller, orderId);
  if (view.status !== 'READY_FOR_FULFILLMENT') throw new Error(`order ${orderId} is ${view.status}, not ready`);
  return orderId;
}

export const buyOptions = (priority: 'CHEAPEST' | 'BEST_RATIO' = 'CHEAPEST', extra: Partial<FulfillmentOptionsBody> = {}) => ({
  label: { kind: 'BUY' as const, priority },
  commercialInvoiceFileId: null,
  insurance: false,
  noteOnLabel: null,
  taxpayer: null,
  comment: null,
  ...extra,
});

export async function startFulfillment(app: TestApp, seller: Account, orderId: string, options: unknown) {
  const res = await call(app, seller, orderRoutes.startFulfillment, { params: { orderId }, body: options as never });
  if (res.status !== 200) throw new Error(`start fulfillment: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A fresh idempotency-free scan id for the warehouse steps the tests drive by command. */
export const scanId = () => randomUUID();
