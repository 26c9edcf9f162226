// What a seller sees of an inbound shipment's life, in Chromium: submitted, the products' incoming rises; once the
// warehouse has received and placed it (over the API, as in inbound-warehouse.browser.spec.ts), total rises and
// incoming falls back, the stock history (the seller's product view and the warehouse's window) holds an INBOUND_SHIPMENT
// entry naming the shipment, the detail dialog shows
// the timeline through to the payment, and the wallet's spendings hold the receiving bill; in English and Russian.
// Its own file (own product): logins are rate limited per address, and this file signs each account in once.
import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import type { Page } from 'playwright-core';
import { freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };
type Session = Awaited<ReturnType<typeof signedInSession>>;

/** One sign-in per account: API calls and pages share its session. */
async function session(account: BrowserTestAccount): Promise<Session> {
  return signedInSession(running.product.url, account.email, account.password);
}

/** Calls the API with `session`; a command's answer is awaited until the read models hold its position. */
async function caller(s: Session) {
  const url = running.product.url;
  const headers = { 'content-type': 'application/json', ...(await clientHeaders(url)), Authorization: `JWT ${s.access}` };
  return async <T = { position?: string }>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await res.json()) as T & { position?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    if (answer.position) await fetch(`${url}/api/user/google/status`, { headers: { ...headers, 'X-Min-Position': answer.position } });
    return answer;
  };
}
type Call = Awaited<ReturnType<typeof caller>>;

async function signedIn(s: Session, locale: 'en-US' | 'ru-RU' = 'en-US') {
  const context = await running.browser.newContext({ locale, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('i18nextLng', language);
      if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
    },
    [JSON.stringify(s), locale] as const,
  );
  return context.newPage();
}

/** Asks `read` until `done` holds; the sagas move stock and charge the wallet on their own time. */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 30_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${deadlineMs} ms, last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sandbox card linked and $100 topped up, waited for in the balance. */
async function fund(call: Call) {
  const expYear = new Date().getUTCFullYear() + 3;
  await call('POST', '/cards', { number: SANDBOX_CARDS.success, expMonth: 1, expYear, cvc: '123' });
  await call('POST', '/wallet/top-ups', { amountCents: 10_000 });
  await until(
    'the top-up in the balance',
    () => call<{ balanceCents: number }>('GET', '/wallet'),
    (w) => w.balanceCents === 10_000,
  );
}

/** Two products (3 mugs and 2 bowls declared) in a shipment the seller submits. */
async function submittedShipment(call: Call) {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const barcodes = [`410${parseInt(tag, 16)}1`, `410${parseInt(tag, 16)}2`] as const;
  const ids: string[] = [];
  for (const [i, title] of [`Mug ${tag}`, `Bowl ${tag}`].entries())
    ids.push((await call<{ id: string }>('POST', '/products', { title, sku: `SKU-${i}-${tag}`, priceCents: 1500 })).id);
  const draft = await call<{ id: string }>('POST', '/inbound-shipments', {
    lines: [
      { productId: ids[0], quantity: 3, barcode: barcodes[0] },
      { productId: ids[1], quantity: 2, barcode: barcodes[1] },
    ],
    delivery: { trackingNumber: `TRK${tag}`, courierService: 'UPS', deliveryType: 'CUSTOM' },
  });
  await call('POST', `/inbound-shipments/${draft.id}/submit`);
  const { number } = await call<{ number: string }>('GET', `/inbound-shipments/${draft.id}`);
  return { id: draft.id, number, barcodes, mugId: ids[0]! };
}

/** The manager's steps over the API: delivered, every declared unit counted, accepted, all placed in one bin. */
async function receivedAndPlaced(call: Call, shipment: Awaited<ReturnType<typeof submittedShipment>>, bin: string) {
  await call('POST', '/admin/locations', { code: bin }).catch((err: Error) => {
    if (!/LOCATION_ALREADY_EXISTS/.test(err.message)) throw err;
  });
  const admin = (path: string, body?: unknown) => call('POST', `/admin/inbound-shipments/${shipment.id}${path}`, body);
  await admin('/deliver');
  await admin('/start-check');
  const counts = [3, 2];
  for (const [i, barcode] of shipment.barcodes.entries()) await admin('/scans', { scanId: randomUUID(), barcode, quantity: counts[i] });
  await admin('/accept');
  for (const [i, barcode] of shipment.barcodes.entries())
    await admin('/placements', { placementId: randomUUID(), locationCode: bin, barcode, quantity: counts[i] });
  await admin('/finish-placement');
}

/** The value antd's bordered Descriptions shows next to `label`. */
const figure = (page: Page, label: string) =>
  page.getByTestId('product-view').locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]');
const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('an inbound shipment as the seller sees it', () => {
  it('the seller sees incoming, then total rise with the history entry, the timeline and the paid spending; in both languages', async () => {
    const url = running.product.url;
    const sellerSession = await session(await freshSeller(url));
    const managerSession = await session(MANAGER);
    const asSeller = await caller(sellerSession);
    await fund(asSeller);
    const shipment = await submittedShipment(asSeller);

    // Submitted, not yet delivered: the 3 mugs are incoming, none in stock.
    const seller = await signedIn(sellerSession);
    await seller.goto(`${url}/products/${shipment.mugId}`);
    await figure(seller, 'Incoming (expected)').filter({ hasText: /^3$/ }).waitFor();
    await expect(figure(seller, 'Total').textContent()).resolves.toBe('0');

    // The manager receives and places everything; the sagas move the stock and charge the wallet.
    await receivedAndPlaced(await caller(managerSession), shipment, 'S-01-01');
    const paid = await until(
      'the shipment paid',
      () => asSeller<{ status: string; totalCostCents: number | null }>('GET', `/inbound-shipments/${shipment.id}`),
      (s) => s.status === 'PAID',
    );
    const cost = paid.totalCostCents ?? 0;
    expect(cost).toBeGreaterThan(0);
    await until(
      'the mugs in stock',
      () => asSeller<{ stock: { total: number; incoming: number } }>('GET', `/products/${shipment.mugId}`),
      (p) => p.stock.total === 3 && p.stock.incoming === 0,
    );

    // Total rose, incoming back down.
    await seller.reload();
    await figure(seller, 'Total').filter({ hasText: /^3$/ }).waitFor();
    await expect(figure(seller, 'Incoming (expected)').textContent()).resolves.toBe('0');

    // The seller's own stock history in the product view: the shipment's +3, 3 after, the shipment's number as its
    // document, a link to the shipment.
    const sellerHistory = (page: Page) =>
      page.getByTestId('product-stock-history').locator('tbody tr.ant-table-row').filter({ hasText: shipment.number });
    const inbound = sellerHistory(seller).filter({ hasText: 'Inbound shipment' }).filter({ hasText: '+3' });
    await inbound.waitFor();
    await expect(inbound.locator('td').nth(2).textContent()).resolves.toBe('3');
    const document = inbound.getByTestId('stock-document');
    await expect(document.textContent()).resolves.toBe(shipment.number);
    await expect(document.getAttribute('href')).resolves.toBe(`/shipments/inbound/${shipment.id}`);
    await expect(seller.getByTestId('product-stock-history').locator('th', { hasText: 'Quantity after' }).count()).resolves.toBe(1);
    await screenshot(seller, 'inbound-seller-stock-history');

    // The timeline in the detail dialog, oldest first, through to the payment.
    await seller.goto(`${url}/shipments/inbound/${shipment.id}`);
    await seller.getByRole('tab', { name: 'Timeline' }).click();
    const entries = seller.getByTestId('inbound-timeline').getByTestId('timeline-entry');
    await entries.filter({ hasText: `Paid ${money(cost, 'en-US')}` }).waitFor();
    await entries.filter({ hasText: 'Accepted: 5 good, 0 damaged of 5 declared' }).waitFor();
    const types = await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
    const steps = ['InboundSubmitted', 'InboundDelivered', 'InboundCheckStarted', 'InboundAccepted', 'InboundLocated', 'InboundPaid'];
    const at = steps.map((type) => types.indexOf(type));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));

    // The wallet's spending for the shipment, and the balance after it.
    await seller.goto(`${url}/wallet/spendings`);
    const spending = seller
      .getByTestId('spendings-table')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: `Inbound shipment · ${shipment.number}` });
    await spending.filter({ hasText: `−${money(cost, 'en-US')}` }).waitFor();
    await expect(spending.textContent()).resolves.toContain(money(10_000 - cost, 'en-US'));
    await screenshot(seller, 'inbound-seller-spending');

    // The stock history entry, in the warehouse's product modal (where the spec puts the history): +3, the shipment by
    // its number (not its id), linked to the shipment's modal.
    const manager = await signedIn(managerSession);
    await manager.goto(`${url}/admin/warehouse/products/${shipment.mugId}/inventory-change-history`);
    const history = (page: Page) =>
      page.getByTestId('inventory-history').locator('tbody tr.ant-table-row').filter({ hasText: shipment.number });
    const entry = history(manager).filter({ hasText: 'Inbound shipment' }).filter({ hasText: '+3' });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.not.toContain(shipment.id);
    await entry.getByTestId('stock-document').click();
    await manager.waitForURL(`${url}/admin/warehouse/inbound-shipments/${shipment.id}`);

    // In Russian: the product's figures, the timeline, the spending and the history entry.
    const ru = await signedIn(sellerSession, 'ru-RU');
    await ru.goto(`${url}/products/${shipment.mugId}`);
    await figure(ru, 'Всего').filter({ hasText: /^3$/ }).waitFor();
    await expect(figure(ru, 'Ожидается (в пути)').textContent()).resolves.toBe('0');
    await sellerHistory(ru).filter({ hasText: 'Входящая поставка' }).filter({ hasText: '+3' }).waitFor();
    await expect(ru.getByTestId('product-stock-history').getByText('История остатков').count()).resolves.toBe(1);
    await ru.goto(`${url}/shipments/inbound/${shipment.id}`);
    await ru.getByRole('tab', { name: 'История' }).click();
    await ru
      .getByTestId('timeline-entry')
      .filter({ hasText: `Оплачено ${money(cost, 'ru-RU')}` })
      .waitFor();
    await ru.goto(`${url}/wallet/spendings`);
    await ru
      .getByTestId('spendings-table')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: `Входящая поставка · ${shipment.number}` })
      .filter({ hasText: 'Входящая поставка' })
      .waitFor();
    await screenshot(ru, 'inbound-seller-spending-ru');
    const managerRu = await signedIn(managerSession, 'ru-RU');
    await managerRu.goto(`${url}/admin/warehouse/products/${shipment.mugId}/inventory-change-history`);
    await history(managerRu).filter({ hasText: 'Входящая поставка' }).filter({ hasText: '+3' }).waitFor();
  });
});
