// Set-up over HTTP for the order browser tests: a fresh seller with money in the wallet, a product whose units lie in a
// bin (received and placed through the inbound flow), placed orders, and a wait for what the sagas do.
import { randomUUID } from 'node:crypto';
import { apiAs, freshSeller, type BrowserTestAccount } from './browser-api';

export const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

type Json = Record<string, any>;

/** Asks until `done` holds for the answer (the sagas work on their own time), at most `ms`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${JSON.stringify(value).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A seller with $500 from staff, one 1 kg product with `units` in a bin of its own. */
export async function sellerWithStockInBin(url: string, units: number) {
  const seller = await freshSeller(url);
  await apiAs(url, MANAGER, 'POST', `/admin/users/${seller.id}/wallet/top-ups`, { amountCents: 50_000, comment: 'Test funds' });
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const barcode = `77${parseInt(tag, 16)}`;
  const sku = `LOOP-${tag}`;
  const title = `Kettle ${tag}`;
  const product = await apiAs<{ id: string }>(url, seller, 'POST', '/products', {
    title,
    sku,
    priceCents: 2500,
    barcode,
    dimensions: { length: 20, width: 15, height: 10, unit: 'cm' },
    weight: { value: 1, unit: 'kg' },
  });
  const n = () => String(10 + Math.floor(Math.random() * 90));
  const bin = `L-${n()}-${n()}`;
  await apiAs(url, MANAGER, 'POST', '/admin/locations', { code: bin }).catch((err: Error) => {
    if (!/LOCATION_ALREADY_EXISTS/.test(err.message)) throw err;
  });
  const draft = await apiAs<{ id: string }>(url, seller, 'POST', '/inbound-shipments', {
    lines: [{ productId: product.id, quantity: units, barcode }],
    delivery: { trackingNumber: `TRK${tag}`, courierService: 'UPS', deliveryType: 'CUSTOM' },
  });
  const admin = `/admin/inbound-shipments/${draft.id}`;
  await apiAs(url, seller, 'POST', `/inbound-shipments/${draft.id}/submit`);
  await apiAs(url, MANAGER, 'POST', `${admin}/deliver`);
  await apiAs(url, MANAGER, 'POST', `${admin}/start-check`);
  await apiAs(url, MANAGER, 'POST', `${admin}/scans`, { scanId: randomUUID(), barcode, quantity: units });
  await apiAs(url, MANAGER, 'POST', `${admin}/accept`);
  await apiAs(url, MANAGER, 'POST', `${admin}/placements`, { placementId: randomUUID(), locationCode: bin, barcode, quantity: units });
  await apiAs(url, MANAGER, 'POST', `${admin}/finish-placement`);
  return { seller, productId: product.id, sku, title, barcode, bin };
}

/** A manual order of `quantity` units, once it is READY_FOR_FULFILLMENT. */
export async function readyOrder(url: string, seller: BrowserTestAccount, sku: string, quantity = 1) {
  const number = `ORD-${randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = await apiAs<{ id: string }>(url, seller, 'POST', '/orders', {
    number,
    orderDate: new Date().toISOString(),
    buyer: { fullName: 'Ada Lovelace', phone: '+1 (555) 010-0000' },
    address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
    lines: [{ sku, quantity, priceCents: 2500 }],
  });
  await until(
    () => apiAs<Json>(url, seller, 'GET', `/orders/${id}`),
    (o) => o.status === 'READY_FOR_FULFILLMENT',
  );
  return { id, number };
}

export const orderOf = (url: string, account: BrowserTestAccount, id: string) => apiAs<Json>(url, account, 'GET', `/orders/${id}`);
