// Sales channels in Chromium against the embedded start's sandbox marketplaces: the Shopify sandbox store connected from
// its connect page (clearly marked as a sandbox), its orders imported into the orders list, one fulfilled by the seller
// and handed to the carrier with its tracking arriving in the store (registered on the channel), its listing in the
// drift view; eBay connected through the OAuth redirect to the success page; Walmart's bad credentials as the 'Error
// verifying data' modal; the Amazon guide, seller ID rule and a manager's help request; deleting a channel after the
// confirmation that says it is permanent; the list in Russian on a 390 px phone; the admin's read-only tab.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { signedInContext } from '../support/browser-kept-contexts';
import { MANAGER, orderOf, sellerWithStockInBin, until } from '../support/browser-orders';

const running = productAndBrowserForThisFile();

type Seller = Awaited<ReturnType<typeof freshSeller>>;

/** What the pages of a test logged as errors or warnings (React, antd deprecations), besides refused requests. */
const noise: string[] = [];
afterEach(() => expect(noise.splice(0)).toEqual([]));

/** A page signed in as `seller` in `locale`, its console watched. */
async function signedIn(seller: Seller | BrowserTestAccount, locale: 'en-US' | 'ru-RU' = 'en-US', viewport = { width: 1366, height: 900 }) {
  // A new page in the context kept for this reader and settings (browser-kept-contexts.ts).
  const page = await running.kept.page(`${seller.email} ${locale} ${viewport.width}x${viewport.height}`, async (browser) => {
    const session = await signedInSession(running.product.url, seller.email, seller.password);
    return signedInContext(browser, session, { locale, viewport });
  });
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
      noise.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => noise.push(`pageerror: ${e.message}`));
  return page;
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).waitFor();

/** The embedded start's sandbox stores, as the connect pages read them. */
async function sandboxCredentials(seller: Seller): Promise<Record<string, Record<string, string>>> {
  return (await apiAs<{ stores: Record<string, Record<string, string>> }>(running.product.url, seller, 'GET', '/dev/marketplace-sandbox'))
    .stores;
}

/** Walks the connect wizard's first step: the account name. */
async function nameTheAccount(page: Page, slug: string, name: string) {
  await page.goto(`${running.product.url}/sales-channels`);
  await page.getByTestId(`connect-${slug}`).click();
  await page.getByTestId(`connect-${slug}-page`).waitFor();
  await page.getByTestId('connect-name').fill(name);
}

/** The order view's "Registration on the channel". */
const registration = (page: Page) => page.getByTestId('order-summary').locator('th:has-text("Registration on the channel") + td');

/** The warehouse's part over the API (order-loop drives these screens): picked and packed by scan, handed over on a closed manifest. */
async function handedOver(stock: Awaited<ReturnType<typeof sellerWithStockInBin>>, orderId: string, carrier: string) {
  const url = running.product.url;
  const batch = { orderIds: [orderId] };
  await expect(apiAs(url, MANAGER, 'POST', '/admin/picking/batches', batch)).resolves.toMatchObject({ orderIds: [orderId], refused: [] });
  await apiAs(url, MANAGER, 'POST', '/admin/picking/bin-scans', { ...batch, binCode: stock.bin });
  const item = { ...batch, scanId: randomUUID(), binCode: stock.bin, barcode: stock.barcode };
  await expect(apiAs(url, MANAGER, 'POST', '/admin/picking/item-scans', item)).resolves.toMatchObject({ orderPicked: true });
  const unit = { scanId: randomUUID(), barcode: stock.barcode };
  await expect(apiAs(url, MANAGER, 'POST', `/admin/packing/${orderId}/scans`, unit)).resolves.toMatchObject({ packed: true });
  const manifest = await apiAs<{ id: string }>(url, MANAGER, 'POST', '/admin/manifests', { carrier, orderIds: [orderId] });
  await apiAs(url, MANAGER, 'POST', `/admin/manifests/${manifest.id}/close`);
}

const row = (page: Page, name: string) => page.getByTestId('sales-channels-table').locator('tr').filter({ hasText: name });

async function openAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('channel-actions').click();
  await page.locator('.ant-dropdown:visible').getByTestId(`channel-action-${action}`).click();
}

describe('sales channels', () => {
  // One test: the sandbox store connects to one seller across the product.
  it('connects the Shopify sandbox store from its connect page, imports its orders, fulfils one until its tracking reaches the store, and shows its listing in the drift view', async () => {
    const url = running.product.url;
    const stock = await sellerWithStockInBin(url, 2);
    const { seller, sku } = stock;
    const page = await signedIn(seller);
    await nameTheAccount(page, 'shopify', 'Shopify sandbox');
    await page.getByTestId('sandbox-hint').waitFor();
    await page.getByTestId('sandbox-fill').click();
    await page.getByTestId('connect-submit').click();
    await expect(page.getByTestId('credentials-storeDomain').inputValue()).resolves.toBe('sandbox-store.myshopify.com');
    await page.getByTestId('connect-submit').click();
    await page.waitForURL(/\/sales-channels$/);
    const shopify = row(page, 'Shopify sandbox');
    await shopify.getByTestId('channel-sandbox').waitFor();
    await expect(shopify.getByTestId('channel-status').innerText()).resolves.toBe('Active');

    // Only the seller connected to the sandbox store may place its orders (they are imported into that seller's account).
    const [placed] = await apiAs<{ orders: { channelOrderId: string; number: string }[] }>(
      url,
      seller,
      'POST',
      '/dev/marketplace-sandbox/SHOPIFY/orders',
      { orders: [{ lines: [{ sku, quantity: 1, priceCents: 1500 }], buyerName: 'Bea Buyer' }] },
    ).then((a) => a.orders);
    // The store notifies our fulfillment service at once; "import now" fetches whatever the notification did not bring.
    await openAction(page, 'Shopify sandbox', 'import');
    await toast(page, /new orders? imported|No new orders/);
    await page.goto(`${url}/orders/all`);
    await page.getByTestId('orders-table').getByText(placed.number, { exact: true }).waitFor();
    await expect(page.getByTestId('orders-table').locator('tr').filter({ hasText: placed.number }).innerText()).resolves.toMatch(/Shopify/);
    await screenshot(page, 'sales-channels-shopify-orders');

    // The seller starts its fulfillment from the order's view once its unit is reserved; the warehouse buys the label.
    await page.getByTestId('orders-table').locator('tr').filter({ hasText: placed.number }).getByTestId('order-row-link').click();
    await page.waitForURL(/\/orders\/all\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await until(
      () => orderOf(url, seller, orderId),
      (o) => o.status === 'READY_FOR_FULFILLMENT',
    );
    await page.reload();
    await page.locator('[data-testid="order-view"][data-status="READY_FOR_FULFILLMENT"]').getByTestId('order-start-fulfillment').click();
    await page.getByTestId('start-fulfillment-form').waitFor();
    await page.getByTestId('fulfillment-submit').click();
    await toast(page, 'Fulfillment started');
    const paid = await until(
      () => orderOf(url, seller, orderId),
      (o) => o.paymentStatus === 'PAID' && Boolean(o.label),
      60_000,
    );
    const label = paid.label as { carrier: string; trackingNumber: string };
    await handedOver(stock, orderId, label.carrier);

    // Handed over: the store receives the label's tracking, and the order reads as registered on the channel.
    const tracking = `/dev/marketplace-sandbox/SHOPIFY/orders/${encodeURIComponent(placed.channelOrderId)}/tracking`;
    await until(
      () => apiAs<{ tracking: { trackingNumber: string } | null }>(url, seller, 'GET', tracking),
      (a) => a.tracking?.trackingNumber === label.trackingNumber,
    );
    await until(
      () => orderOf(url, seller, orderId),
      (o) => o.registration === 'SUCCESS',
    );
    await page.reload();
    await page.locator('[data-testid="order-view"][data-status="PROCESSED"]').waitFor();
    await expect(registration(page).innerText()).resolves.toBe('Registered');

    // Listed on the channel with managed stock: the drift view shows the listing, and it can be pushed again.
    await apiAs(url, seller, 'PUT', `/products/${stock.productId}/listings`, {
      listings: [{ accountName: 'Shopify sandbox', quantityForSale: 1, priceCents: 1500 }],
    });
    await apiAs(url, seller, 'PUT', `/products/${stock.productId}/managed-stock`, { enabled: true });
    await page.goto(`${url}/sales-channels`);
    await openAction(page, 'Shopify sandbox', 'drift');
    const listing = page.getByTestId('drift-table').locator('tr').filter({ hasText: sku });
    await listing.getByTestId('drift-status').waitFor();
    await listing.getByTestId('drift-repush').click();
    await toast(page, `${sku}: quantity sent again`);
    await screenshot(page, 'sales-channels-drift');
    await page.close();
  });

  it('connects eBay through the redirect to eBay and back to the success page', async () => {
    const seller = await freshSeller(running.product.url, 'Eve Ebay');
    const page = await signedIn(seller);
    await nameTheAccount(page, 'ebay', 'eBay US');
    await page.getByTestId('connect-country').click();
    await page.getByTestId('connect-country').locator('input').fill('United States of America');
    await page.locator('.ant-select-item-option[title="United States of America"]').click();
    await page.getByTestId('connect-submit').click();
    await page.getByTestId('connect-oauth-text').waitFor();
    await page.getByTestId('connect-submit').click();
    await page.waitForURL(/\/marketplaces\/ebay\/new\/success\?/);
    await page.getByTestId('oauth-success').waitFor();
    await expect(page.getByTestId('oauth-success').innerText()).resolves.toMatch(/eBay connected/);
    await page.getByTestId('oauth-to-list').click();
    await expect(row(page, 'eBay US').getByTestId('channel-status').innerText()).resolves.toBe('Active');
    await page.close();
  });

  it("answers Walmart's bad credentials with the 'Error verifying data' modal and connects nothing", async () => {
    const seller = await freshSeller(running.product.url, 'Will Walmart');
    const page = await signedIn(seller);
    await nameTheAccount(page, 'walmart', 'Walmart main');
    await page.getByTestId('connect-submit').click();
    await page.getByTestId('credentials-clientId').fill('not-a-client');
    await page.getByTestId('credentials-clientSecret').fill('not-a-secret');
    await page.getByTestId('connect-submit').click();
    const modal = page.getByTestId('modal');
    await modal.getByText('Error verifying data', { exact: true }).waitFor();
    await modal.getByTestId('channel-verify-failed').waitFor();
    await screenshot(page, 'sales-channels-walmart-verify-failed');
    await modal.getByRole('button', { name: 'Got it' }).click();
    await page.goto(`${running.product.url}/sales-channels`);
    await page.getByTestId('sales-channels-table').getByText('No sales channels yet').waitFor();
    await page.close();
  });

  it("guides the Amazon connection, holds the seller ID to the spec's length, and sends a request for a manager's help", async () => {
    const seller = await freshSeller(running.product.url, 'Ava Amazon');
    const page = await signedIn(seller);
    await nameTheAccount(page, 'amazon', 'Amazon EU');
    const guide = await page.getByTestId('amazon-guide').innerText();
    expect(guide).toMatch(/answer comes to your contact email in 2-3 business days/);
    expect(guide).toMatch(/API type SP-API/);
    await page.getByTestId('connect-submit').click();
    await page.getByTestId('credentials-sellerId').fill('A1B2C3');
    await page.getByTestId('connect-submit').click();
    await page.getByText('Seller ID must be 14 characters as shown in Seller Central', { exact: false }).waitFor();
    await page.getByTestId('manager-help').click();
    // The request opens a support chat: the dialog says so and links to the seller's chats.
    const dialog = page.getByTestId('manager-help-dialog');
    await dialog.getByText('Send this request and a support chat opens with it', { exact: false }).waitFor();
    await expect(dialog.getByText('not available yet', { exact: false }).count()).resolves.toBe(0);
    await expect(dialog.getByTestId('manager-help-chats').getAttribute('href')).resolves.toBe('/support');
    const form = page.getByTestId('manager-help-form');
    await expect(form.getByLabel('Marketplace').inputValue()).resolves.toBe('Amazon');
    await form.getByLabel('Contact email').fill('ava@shop.example');
    await page.getByTestId('manager-help-submit').click();
    await toast(page, 'Request sent. Thank you!');
    await page.goto(`${running.product.url}/sales-channels`);
    await page.getByTestId('integration-requests-table').getByText('ava@shop.example').waitFor();
    await page.close();
  });

  it('deletes a channel only after the confirmation that it goes permanently with its settings and listings', async () => {
    const seller = await freshSeller(running.product.url, 'Dan Delete');
    // Each sandbox account connects once across the product: this test has Amazon's, the Russian one Walmart's.
    const { AMAZON } = await sandboxCredentials(seller);
    await apiAs(running.product.url, seller, 'POST', '/sales-channels', {
      name: 'Amazon sandbox',
      credentials: { marketplace: 'AMAZON', ...AMAZON },
    });
    const page = await signedIn(seller);
    await page.goto(`${running.product.url}/sales-channels`);
    await openAction(page, 'Amazon sandbox', 'delete');
    await expect(page.getByTestId('confirm-delete-text').innerText()).resolves.toMatch(
      /permanently, together with its settings and its product listings/,
    );
    await page.getByTestId('modal').getByRole('button', { name: 'Delete permanently' }).click();
    await toast(page, 'Amazon sandbox deleted');
    await row(page, 'Amazon sandbox').waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the list in Russian on a 390 px phone, and the admin sees the channel read-only on the user', async () => {
    const seller = await freshSeller(running.product.url, 'Rita Russian');
    const { WALMART } = await sandboxCredentials(seller);
    await apiAs(running.product.url, seller, 'POST', '/sales-channels', {
      name: 'Walmart RU',
      credentials: { marketplace: 'WALMART', ...WALMART },
    });
    const page = await signedIn(seller, 'ru-RU', { width: 390, height: 844 });
    await page.goto(`${running.product.url}/sales-channels`);
    await page.getByText('Ваши каналы продаж').waitFor();
    const walmart = row(page, 'Walmart RU');
    await expect(walmart.getByTestId('channel-status').innerText()).resolves.toBe('Активен');
    await expect(walmart.getByTestId('channel-sandbox').innerText()).resolves.toMatch(/Песочница/);
    await page.getByTestId('available-integrations').getByText('Доступные интеграции').waitFor();
    // Nothing but the table (which scrolls inside itself) is wider than the phone.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'sales-channels-ru-RU-phone');
    await page.close();

    const admin = await signedIn(MANAGER);
    await admin.goto(`${running.product.url}/admin/users/${seller.id}/sales-channels`);
    const table = admin.getByTestId('user-sales-channels');
    await table.getByTestId('channel-name').filter({ hasText: 'Walmart RU' }).waitFor();
    await expect(table.getByTestId('channel-actions').count()).resolves.toBe(0);
    await admin.close();
  });
});
