// Inbound shipment test data over HTTP: a seller's products, a draft or a sent shipment, and calls that wait for the
// read models when the answer carries a position.
import { inboundRoutes as routes, type RouteContract } from '@ledgerhouse/contracts';
import type { Account } from './accounts';
import { apiRoute, type RouteInput } from './api-route';
import { as, caughtUp } from './billing';
import { createProduct, newProduct } from './catalog';
import type { TestApp } from './test-app';

let counter = 0;
export const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`.toUpperCase();

/** Calls the route as the account and waits for the projections when the answer carries a position. */
export async function call<R extends RouteContract>(app: TestApp, account: Account, route: R, input: Omit<RouteInput<R>, 'headers'>) {
  const res = await apiRoute(app, route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
  const position = (res.body as { position?: string } | null)?.position;
  if (res.status < 300 && position) await caughtUp(app, position);
  return res;
}

export const delivery = (extra: Record<string, unknown> = {}) => ({
  trackingNumber: uniq('1Z'),
  courierService: 'UPS',
  deliveryType: 'CUSTOM',
  comment: 'Two boxes',
  ...extra,
});

/** Products of the seller with barcodes of their own; returns their ids and barcodes. */
export async function sellerProducts(app: TestApp, seller: Account, count: number) {
  const made: { id: string; sku: string; catalogBarcode: string }[] = [];
  for (let i = 0; i < count; i++) {
    const sku = uniq('SKU');
    const catalogBarcode = uniq('CAT');
    made.push({ id: await createProduct(app, as(seller).headers, newProduct(sku, { barcode: catalogBarcode })), sku, catalogBarcode });
  }
  return made;
}

export async function createDraft(
  app: TestApp,
  seller: Account,
  lines: { productId: string; quantity: number; barcode: string }[],
  extra: Record<string, unknown> = {},
) {
  const res = await call(app, seller, routes.create, { body: { lines, delivery: delivery(), ...extra } } as never);
  if (res.status !== 201) throw new Error(`create draft: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function sentShipment(app: TestApp, seller: Account, lines: { productId: string; quantity: number; barcode: string }[]) {
  const id = await createDraft(app, seller, lines);
  const sent = await call(app, seller, routes.submit, { params: { shipmentId: id } });
  if (sent.status !== 200) throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  return id;
}
