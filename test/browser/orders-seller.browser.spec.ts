// A seller's orders in Chromium: create one with the spec's messages at their fields (number taken, SKU not found,
// '{quantity} items available in stock' with the insufficient-stock modal) and the address suggestion applied; the
// dashboard landing on the list, its tabs, counts and number filter; the view modal with a bought label whose PDF
// opens; bulk fulfillment with progress and a per-order result; cancel fulfillment (confirmed, final) and cancel
// shipment; a return shipment from a canceled order; 'Failed to purchase label' on an order and on a return; editing
// (opens at the top, asks before leaving); auto-fulfillment settings; the list, the view and the form in Russian on a
// 390 px phone.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { signedInContext } from '../support/browser-kept-contexts';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

/** One seller for the whole file (sign-ins are rate limited); every test makes its own products and orders. */
let shared: Promise<{ seller: BrowserTestAccount; session: Session }> | undefined;
const theSeller = () =>
  (shared ??= (async () => {
    const seller = await freshSeller(running.product.url, 'Olga Orders');
    // A bought label is paid before the warehouse buys it: the seller has money for it.
    await apiAs(running.product.url, MANAGER, 'POST', `/admin/users/${seller.id}/wallet/top-ups`, {
      amountCents: 50_000,
      comment: 'Test funds',
    });
    return { seller, session: await signedInSession(running.product.url, seller.email, seller.password) };
  })());

const api = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  apiAs<T>(running.product.url, (await theSeller()).seller, method, path, body);

type Session = Awaited<ReturnType<typeof signedInSession>>;

/** A new page signed in as the file's seller, or as `as`, in the context kept for that reader and settings (browser-kept-contexts.ts). */
async function signedIn(locale: 'en-US' | 'ru-RU' = 'en-US', viewport = { width: 1366, height: 900 }, as?: Session): Promise<Page> {
  const session = as ?? (await theSeller()).session;
  return running.kept.page(`${session.user.id} ${locale} ${viewport.width}x${viewport.height}`, async (browser) => {
    return signedInContext(browser, session, { locale, viewport });
  });
}

/** Asks `read` until `done` holds: the sagas reserve stock and buy labels on their own time. */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 30_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${deadlineMs} ms, last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A product of the test's own with `stock` units counted in by the warehouse; its SKU. */
async function stockedProduct(stock: number): Promise<string> {
  const sku = `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = await api<{ id: string }>('POST', '/products', { title: `Mug ${sku}`, sku, priceCents: 1500 });
  await apiAs(running.product.url, MANAGER, 'POST', `/admin/products/${id}/stock-taking`, {
    counted: stock,
    comment: 'Browser test stock',
  });
  return sku;
}

const ADDRESS = { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null };

/** An order placed over the API, waited for until its reservation settles; its id and number. */
async function placedOrder(sku: string, quantity = 1, status = 'READY_FOR_FULFILLMENT', address = ADDRESS) {
  const number = `ORD-${randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = await api<{ id: string }>('POST', '/orders', {
    number,
    orderDate: new Date().toISOString(),
    buyer: { fullName: 'Ann Buyer', phone: '+1 212 555 0100' },
    address,
    lines: [{ sku, quantity, priceCents: 2500 }],
  });
  await until(
    `order ${number} ${status}`,
    () => api<{ status: string }>('GET', `/orders/${id}`),
    (o) => o.status === status,
  );
  return { id, number };
}

const fieldError = (page: Page, testId: string, nth = 0) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId).nth(nth) })
    .locator('.ant-form-item-explain-error');

async function fillBuyerAndAddress(page: Page, region: string) {
  await page.getByTestId('order-buyer-name').fill('Ann Buyer');
  await page.getByTestId('order-buyer-phone').fill('+1 212 555 0100');
  await page.getByTestId('order-country').click();
  await page.getByTestId('order-country').locator('input').fill('United States of America');
  await page.locator('.ant-select-item-option[title="United States of America"]').click();
  await page.getByTestId('order-region').fill(region);
  await page.getByTestId('order-city').fill('Los Angeles');
  await page.getByTestId('order-postal-code').fill('90001');
  await page.getByTestId('order-line1').fill('1 Main St');
}

/** Submits the form and confirms the creation (the confirmation says edits end once the warehouse has the order). */
async function submitAndConfirm(page: Page) {
  await page.getByTestId('order-form-submit').click();
  const confirmation = page.locator('.ant-modal').filter({ hasText: 'can be edited only until it is handed to the warehouse' });
  await confirmation.waitFor();
  await confirmation.getByRole('button', { name: 'Create order' }).click();
}

describe('orders for a seller', () => {
  it('creates an order: SKUs offered as typed, the address suggestion applied, each refusal at its field before any confirmation', async () => {
    const sku = await stockedProduct(5);
    const taken = await placedOrder(sku);
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/create`);
    await page.getByTestId('order-number').fill(taken.number);
    await fillBuyerAndAddress(page, 'California');
    // The SKU field offers the seller's own products as they type.
    await page.getByTestId('order-line-sku').fill(sku.slice(0, -2));
    await page.getByTestId('sku-option').filter({ hasText: sku }).first().click();
    expect(await page.getByTestId('order-line-sku').inputValue()).toBe(sku);
    await page.getByTestId('order-line-quantity').fill('2');
    await page.getByTestId('order-line-price').fill('12.5');

    // A ZIP the verifier cannot fix: no "use the suggestion"; fixing takes what it could correct (California → CA) and
    // marks the ZIP, and nothing is created.
    await page.getByTestId('order-postal-code').fill('9410');
    await page.getByTestId('order-form-submit').click();
    const check = page.getByTestId('address-check');
    await check.getByTestId('address-problem').filter({ hasText: 'not a postal code of this country' }).waitFor();
    expect(await check.innerText()).toContain('cannot correct all of this address');
    expect(await page.getByTestId('address-apply').count()).toBe(0);
    await page.getByTestId('address-fix').click();
    await fieldError(page, 'order-postal-code').filter({ hasText: 'not a postal code of this country' }).waitFor();
    expect(await page.getByTestId('order-region').inputValue()).toBe('CA');
    expect(await page.locator('.ant-modal').filter({ hasText: 'can be edited only until it is handed to the warehouse' }).count()).toBe(0);
    await page.getByTestId('order-region').fill('California');
    await page.getByTestId('order-postal-code').fill('90001');

    // The verifier turns the state name into its code: apply the suggestion. The order is checked before the
    // confirmation: the taken number shows at its field, and nothing asks to confirm.
    await page.getByTestId('order-form-submit').click();
    await check.waitFor();
    expect(await page.getByTestId('address-suggested').innerText()).toContain('CA');
    await screenshot(page, 'orders-seller-address-suggestion');
    await page.getByTestId('address-apply').click();
    await fieldError(page, 'order-number').filter({ hasText: 'Order number already exists' }).waitFor();
    expect(await page.getByTestId('order-region').inputValue()).toBe('CA');
    const confirmation = page.locator('.ant-modal').filter({ hasText: 'can be edited only until it is handed to the warehouse' });
    expect(await confirmation.count()).toBe(0);

    // The SKU is unknown, then the quantity is above the stock: each said before any confirmation.
    await page.getByTestId('order-number').fill(`NEW-${randomUUID().slice(0, 8)}`);
    await page.getByTestId('order-line-sku').fill('NO-SUCH-SKU');
    await page.getByTestId('order-form-submit').click();
    await fieldError(page, 'order-line-sku').filter({ hasText: 'Product with this SKU not found' }).waitFor();
    expect(await confirmation.count()).toBe(0);
    await page.getByTestId('order-line-sku').fill(sku);
    await page.getByTestId('order-line-quantity').fill('9');
    await page.getByTestId('order-form-submit').click();
    const short = page.getByTestId('insufficient-stock');
    await short.waitFor();
    expect(await confirmation.count()).toBe(0);
    expect(await page.locator('.ant-modal-title').filter({ hasText: 'Cannot create order – insufficient stock' }).count()).toBe(1);
    expect(await short.innerText()).toContain(`${sku}: 4 available`);
    await page.getByTestId('insufficient-back').click();
    await fieldError(page, 'order-line-quantity').filter({ hasText: '4 items available in stock' }).waitFor();

    await page.getByTestId('order-line-quantity').fill('2');
    await submitAndConfirm(page);
    await page.waitForURL(/\/orders\/all\/[0-9a-f-]{36}$/);
    const view = page.getByTestId('order-view');
    await view.waitFor();
    expect(await view.getByTestId('order-lines').innerText()).toMatch(new RegExp(`${sku}[\\s\\S]*\\$12\\.50[\\s\\S]*\\$25\\.00`));
    expect(await view.getByTestId('order-address').innerText()).toContain('Los Angeles, CA, 90001');
  });

  it('deletes the order from the insufficient-stock modal and leaves the form without asking', async () => {
    const sku = await stockedProduct(1);
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/create`);
    await page.getByTestId('order-number').fill(`DEL-${randomUUID().slice(0, 8)}`);
    await fillBuyerAndAddress(page, 'CA');
    await page.getByTestId('order-line-sku').fill(sku);
    await page.getByTestId('order-line-quantity').fill('3');
    await page.getByTestId('order-line-price').fill('10');
    await page.getByTestId('order-form-submit').click();
    await page.getByTestId('insufficient-delete').click();
    await page.waitForURL(/\/orders\/all$/);
    expect(await page.locator('.ant-modal').filter({ hasText: 'Leave without saving?' }).count()).toBe(0);
  });

  it('edits a ready order from its view (the edit page opens at the top) and asks before leaving unsaved changes', async () => {
    const sku = await stockedProduct(6);
    const order = await placedOrder(sku);
    // A short window, so the list scrolls: the order opens over the scrolled list, its edit page at the top.
    const page = await signedIn('en-US', { width: 1366, height: 420 });
    await page.goto(`${running.product.url}/orders/all`);
    const row = page.getByTestId('orders-table').locator('tr').filter({ hasText: order.number });
    await row.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    await row.getByTestId('order-row-link').click();
    await page.getByTestId('order-view').waitFor();
    expect(scrolled).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByTestId('order-view').getByTestId('order-edit').click();
    await page.waitForURL(new RegExp(`/orders/${order.id}/edit$`));
    await page.getByTestId('order-form').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByTestId('order-number').isDisabled()).toBe(true);
    await page.getByTestId('order-line-quantity').fill('3');

    await page.locator('a[href="/products"]').first().click();
    const leave = page.locator('.ant-modal').filter({ hasText: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toContain(`/orders/${order.id}/edit`);
    await leave.waitFor({ state: 'detached' });
    expect(await page.locator('.ant-modal-wrap:visible').allInnerTexts()).toEqual([]);

    await page.getByTestId('order-form-submit').click();
    await page.waitForURL(new RegExp(`/orders/all/${order.id}$`));
    const view = page.getByTestId('order-view');
    await view.getByTestId('order-lines').getByText('$75.00').waitFor();
  });

  it('saves the auto-fulfillment settings and shows them when opened again', async () => {
    // A seller of its own: fulfillment starting by itself would move the other tests' orders.
    const own = await freshSeller(running.product.url, 'Ada Auto');
    const page = await signedIn('en-US', undefined, await signedInSession(running.product.url, own.email, own.password));
    await page.goto(`${running.product.url}/orders/all`);
    await page.getByTestId('orders-auto-settings').click();
    const form = page.getByTestId('auto-fulfillment-form');
    await form.waitFor();
    await page.getByTestId('auto-enabled').click();
    await form.getByText('Best price and speed', { exact: true }).click();
    await page.getByTestId('fulfillment-note-on-label').fill('Handle with care');
    await page.getByTestId('auto-save').click();
    await page.getByTestId('toast').filter({ hasText: 'Auto-fulfillment settings saved' }).waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('orders-auto-settings').click();
    await form.waitFor();
    expect(await page.getByTestId('auto-enabled').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('fulfillment-note-on-label').inputValue()).toBe('Handle with care');
    expect(await form.locator('.ant-radio-wrapper-checked').innerText()).toBe('Best price and speed');
  });

  it('shows the tabs with their counts and finds an order by number', async () => {
    const sku = await stockedProduct(10);
    const ready = await placedOrder(sku);
    const canceled = await placedOrder(sku);
    await api('POST', `/orders/${canceled.id}/cancel`);
    const page = await signedIn();
    // The dashboard is the order list.
    await page.goto(`${running.product.url}/`);
    await page.getByTestId('orders-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders/all');
    const table = page.getByTestId('orders-table');
    await table.locator('tr').filter({ hasText: ready.number }).waitFor();
    expect(await page.getByTestId('orders-count-cancelled').innerText()).toBe('1');

    await page.getByTestId('orders-tab-action-required').click();
    await page.waitForURL(/\/orders\/action-required$/);
    // The tab's own page replaces the previous tab's rows once it arrives.
    await until(
      'the canceled order gone from action required',
      () => table.locator('tr').filter({ hasText: canceled.number }).count(),
      (n) => n === 0,
    );
    const readyRow = table.locator('tr').filter({ hasText: ready.number });
    await readyRow.waitFor();
    expect(await readyRow.locator('[data-status]').getAttribute('data-status')).toBe('READY_FOR_FULFILLMENT');

    await page.getByTestId('orders-tab-cancelled').click();
    const canceledRow = table.locator('tr').filter({ hasText: canceled.number });
    await canceledRow.waitFor();
    // One spelling (spec: canceled) on the tab and the row.
    expect(await page.getByTestId('orders-tab-cancelled').innerText()).toMatch(/^Canceled/);
    expect(await canceledRow.locator('[data-status]').innerText()).toBe('Canceled');

    await page.getByTestId('orders-tab-all').click();
    await page.getByTestId('orders-filter-number').locator('input').fill(ready.number);
    await page.getByTestId('orders-filter-number').locator('input').press('Enter');
    // Only the order with that number is left (the previous tab's rows go once the filtered page arrives).
    await until(
      'the filtered list',
      () => table.locator('.ant-table-row').allInnerTexts(),
      (rows) => rows.length === 1 && rows[0]!.includes(ready.number),
    );
  });

  it('starts fulfillment with a label bought by the warehouse and opens its PDF from the view', async () => {
    const sku = await stockedProduct(3);
    const order = await placedOrder(sku);
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/all/${order.id}`);
    const view = page.getByTestId('order-view');
    await view.getByTestId('order-start-fulfillment').click();
    const form = page.getByTestId('start-fulfillment-form');
    await form.waitFor();
    expect(await form.innerText()).toContain('Best price and speed: the lowest price × estimated transit days');
    expect(await form.innerText()).toContain('Insure for the total goods value: $25.00');
    await form.getByText('Best price and speed', { exact: true }).click();
    await page.getByTestId('fulfillment-insurance').click();
    await page.getByTestId('fulfillment-note-on-label').fill('Fragile');
    await page.getByTestId('fulfillment-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Fulfillment started' }).first().waitFor();

    // The warehouse buys the label through the carrier port on its own time.
    const bought = await until(
      'the label bought',
      () =>
        api<{ label: { fileId: string | null } | null; labelFailed: boolean; labelFailureReason: string | null }>(
          'GET',
          `/orders/${order.id}`,
        ),
      (o) => Boolean(o.label?.fileId) || o.labelFailed,
    );
    expect({ failed: bought.labelFailed, reason: bought.labelFailureReason }).toEqual({ failed: false, reason: null });
    await view.getByRole('tab', { name: 'Shipping' }).click();
    const open = view.getByTestId('order-open-label');
    await open.waitFor({ timeout: 30_000 });
    const pdf = page.waitForResponse((r) => /\/api\/files\/[0-9a-f-]{36}/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await open.click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
    await screenshot(page, 'orders-seller-label');

    await view.getByRole('tab', { name: 'Timeline' }).click();
    await view.getByTestId('timeline-entry').filter({ hasText: 'Label attached' }).waitFor();
  });

  it('starts fulfillment of the selected orders with progress and a result per order', async () => {
    const sku = await stockedProduct(4);
    const orders = [await placedOrder(sku), await placedOrder(sku)];
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/action-required`);
    const table = page.getByTestId('orders-table');
    for (const o of orders) await table.locator('tr').filter({ hasText: o.number }).locator('.ant-checkbox-input').check();
    await page.getByTestId('orders-bulk-start').click();
    await page.getByTestId('bulk-start').click();
    await page.getByTestId('bulk-progress').waitFor();
    await page.getByTestId('bulk-summary').waitFor();
    expect(await page.getByTestId('bulk-summary').innerText()).toContain('Started: 2. Refused: 0.');
    expect(await page.getByTestId('bulk-results').locator('[data-result="ok"]').count()).toBe(2);
    await screenshot(page, 'orders-seller-bulk');
    await page.getByTestId('bulk-close').click();
    for (const o of orders)
      await until(
        `order ${o.number} processing`,
        () => api<{ status: string }>('GET', `/orders/${o.id}`),
        (v) => v.status === 'PROCESSING',
      );
  });

  it('cancels fulfillment after confirming: the order is canceled for good and offers a return', async () => {
    const sku = await stockedProduct(2);
    const order = await placedOrder(sku);
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/all/${order.id}`);
    const view = page.getByTestId('order-view');
    await view.getByTestId('order-cancel').click();
    const sure = page.locator('.ant-modal').filter({ hasText: 'This cannot be undone' });
    await sure.waitFor();
    await sure.getByRole('button', { name: 'Cancel fulfillment' }).click();
    await page.locator('[data-testid="order-view"][data-status="CANCELED"]').waitFor();
    expect(await view.getByTestId('order-cancel').count()).toBe(0);
    expect(await view.getByTestId('order-edit').count()).toBe(0);
    await view.getByTestId('order-create-return').waitFor();
  });

  it('cancels the shipment of a processing order after confirming: it is ready for fulfillment again', async () => {
    const sku = await stockedProduct(2);
    const order = await placedOrder(sku);
    await api('POST', `/orders/${order.id}/start-fulfillment`, { label: { kind: 'BUY', priority: 'CHEAPEST' } });
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/all/${order.id}`);
    const view = page.locator('[data-testid="order-view"][data-status="PROCESSING"]');
    await view.getByTestId('order-cancel-shipment').click();
    const sure = page.locator('.ant-modal').filter({ hasText: 'Nothing starts until you start fulfillment again' });
    await sure.waitFor();
    await sure.getByRole('button', { name: 'Cancel shipment' }).click();
    await page.locator('[data-testid="order-view"][data-status="READY_FOR_FULFILLMENT"]').getByTestId('order-start-fulfillment').waitFor();
  });

  it('creates a return shipment from a canceled order, chosen in its view', async () => {
    const sku = await stockedProduct(2);
    const order = await placedOrder(sku);
    await api('POST', `/orders/${order.id}/cancel`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/cancelled/${order.id}`);
    await page.getByTestId('order-view').getByTestId('order-create-return').click();
    await page.waitForURL(/\/create-return-shipment\?orderId=/);
    const row = page.getByTestId('return-orders').locator('tr').filter({ hasText: order.number });
    await row.waitFor();
    expect(await row.locator('.ant-radio-input').isChecked()).toBe(true);
    const tracking = `RET${randomUUID().slice(0, 8).toUpperCase()}`;
    await page.getByTestId('return-tracking').fill(tracking);
    await page.getByTestId('return-carrier').fill('USPS');
    await page.getByTestId('return-comment').fill('Buyer returned it unopened');
    await page.getByTestId('return-submit').click();
    const refused = page.locator('[data-testid="toast"] .ant-alert-error');
    await Promise.race([
      page.waitForURL(/\/shipments\/return\/[0-9a-f-]{36}$/),
      refused.waitFor().then(
        async () => Promise.reject(new Error(`refused: ${await refused.innerText()}`)),
        () => undefined,
      ),
    ]);
    await page.getByTestId('inbound-detail').waitFor();
    await page.getByTestId('returns-table').locator('tr').filter({ hasText: tracking }).waitFor();
  });

  it("says 'Failed to purchase label' on the order when no carrier rate fits, in the list and the view", async () => {
    const sku = await stockedProduct(1);
    // The sandbox carrier quotes nothing for postal code 00000.
    const order = await placedOrder(sku, 1, 'READY_FOR_FULFILLMENT', { ...ADDRESS, postalCode: '00000' });
    await api('POST', `/orders/${order.id}/start-fulfillment`, { label: { kind: 'BUY', priority: 'CHEAPEST' } });
    const page = await signedIn();
    await page.goto(`${running.product.url}/orders/action-required`);
    const row = page.getByTestId('orders-table').locator('tr').filter({ hasText: order.number });
    await row.getByTestId('label-failed').waitFor();
    expect(await row.getByTestId('label-failed').innerText()).toBe('Failed to purchase label');
    await row.getByTestId('order-row-link').click();
    const view = page.getByTestId('order-view');
    await view.getByRole('tab', { name: 'Shipping' }).click();
    await view.getByTestId('order-label-failed').waitFor();
    await view.getByTestId('order-cancel-shipment').waitFor();
  });

  it("shows a return label's price to confirm before buying, 'Failed to purchase label' when it cannot be bought, and the bought label on the return", async () => {
    const sku = await stockedProduct(1);
    const order = await placedOrder(sku);
    await api('POST', `/orders/${order.id}/cancel`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-return-shipment?orderId=${order.id}`);
    await page.getByTestId('return-orders').locator('tr').filter({ hasText: order.number }).waitFor();
    await page.getByTestId('return-label-kind').getByText('Purchase a label').click();
    for (const [side, value] of [
      ['length', '50'],
      ['width', '40'],
      ['height', '30'],
    ] as const)
      await page.getByTestId(`return-${side}`).fill(value);
    // The price first, for the seller to confirm: cancelling buys nothing and keeps the form.
    await page.getByTestId('return-weight').fill('1.2');
    await page.getByTestId('return-submit').click();
    const quote = page.locator('.ant-modal').filter({ hasText: 'Buy the return label?' });
    expect(await quote.getByTestId('return-label-quote').innerText()).toMatch(/costs \$\d+\.\d{2}: it is charged to your wallet now/);
    expect(await quote.getByRole('button', { name: /^Buy for \$\d+\.\d{2}$/ }).count()).toBe(1);
    await quote.getByRole('button', { name: 'Cancel' }).click();
    await quote.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/create-return-shipment');
    // Above 70 kg the sandbox carrier has no rate.
    await page.getByTestId('return-weight').fill('80');
    await page.getByTestId('return-submit').click();
    await page.getByTestId('return-label-failed').filter({ hasText: 'Failed to purchase label' }).waitFor();
    expect(page.url()).toContain('/create-return-shipment');
    expect(await page.getByTestId('return-weight').inputValue()).toBe('80');

    // Bought at the confirmed price: the return's detail shows what was charged, opens the PDF, and lists it in Costs.
    await page.getByTestId('return-weight').fill('1.2');
    await page.getByTestId('return-submit').click();
    const price = (await quote.getByTestId('return-label-quote').innerText()).match(/\$\d+\.\d{2}/)![0];
    await quote.getByRole('button', { name: `Buy for ${price}` }).click();
    await page.waitForURL(/\/shipments\/return\/[0-9a-f-]{36}$/);
    const label = page.getByTestId('return-label');
    expect(await label.getByTestId('return-label-cost').innerText()).toContain(price);
    const pdf = page.waitForResponse((r) => /\/api\/files\/[0-9a-f-]{36}/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await label.getByTestId('return-label-pdf').click();
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
    await page.getByTestId('inbound-detail').getByRole('tab', { name: 'Costs' }).click();
    expect(await page.getByTestId('return-label-costs').innerText()).toContain(price);
    await page.getByTestId('inbound-detail').getByRole('tab', { name: 'Timeline' }).click();
    await page.getByTestId('inbound-timeline').getByText(`Return label bought: `).waitFor();
    expect(await page.getByTestId('inbound-timeline').innerText()).toContain(`${price} charged`);
  });

  it('lists and opens an order in Russian on a 390 px phone', async () => {
    const sku = await stockedProduct(2);
    const order = await placedOrder(sku);
    const page = await signedIn('ru-RU', { width: 390, height: 844 });
    await page.goto(`${running.product.url}/orders/action-required`);
    const row = page.getByTestId('orders-table').locator('tr').filter({ hasText: order.number });
    await row.waitFor();
    expect(await row.innerText()).toContain('Готов к выполнению');
    expect(await row.innerText()).toMatch(/25,00\s\$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.getByTestId('order-row-link').click();
    const view = page.getByTestId('order-view');
    await view.waitFor();
    expect(await view.innerText()).toContain('Начать выполнение');
    expect(await page.locator('.ant-modal-title').innerText()).toBe(`Заказ ${order.number}`);
    await screenshot(page, 'orders-seller-ru-390');

    await page.goto(`${running.product.url}/orders/create`);
    await page.getByTestId('order-form').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe('Новый заказ');
    await page.getByTestId('order-form-submit').click();
    await fieldError(page, 'order-buyer-name').filter({ hasText: 'Обязательное поле' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'orders-seller-create-ru-390');
  });
});
