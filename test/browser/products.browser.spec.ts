// A seller creates a product, finds it with the filters and downloads the CSV; a manager opens its stock history.
import type { Locator } from 'playwright-core';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();

async function signedIn(email: string) {
  const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript((value) => {
    window.localStorage.setItem('i18nextLng', 'en-US');
    if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
  }, JSON.stringify(await signedInSession(running.product.url, email)));
  return context.newPage();
}

const dayText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Types both ends of an antd RangePicker (yyyy-mm-dd; its test id is on both inputs) and confirms each with Enter. */
async function pickPeriod(picker: Locator, from: string, to: string) {
  const [start, end] = [picker.first(), picker.nth(1)];
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  await end.fill(to);
  await end.press('Enter');
  await expect(end.inputValue()).resolves.toBe(to);
}

/** The locator's count once it reaches `expected` (polled for up to 10 s), else the last count seen. */
async function rowCountSettlesAt(rows: Locator, expected: number): Promise<number> {
  let count = await rows.count();
  for (const deadline = Date.now() + 10_000; count !== expected && Date.now() < deadline; count = await rows.count()) await new Promise((r) => setTimeout(r, 100));
  return count;
}

describe('products', () => {
  it('creates a product with validation, finds it by search and status, and downloads the CSV', async () => {
    const page = await signedIn('seller@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/products`);
    await page.getByTestId('create-product').click();
    await page.waitForURL(/\/products\/create$/);
    const form = page.getByTestId('product-form');
    await form.getByLabel('Price').fill('0');
    await page.getByTestId('product-submit').click();
    await expect(form.innerText()).resolves.toMatch(/Value cannot be equal to 0/);
    await form.getByLabel('Title').fill('Walnut cutting board');
    await form.getByLabel('SKU').fill('BOARD-42');
    await form.getByLabel('Price').fill('34.50');
    await form.getByLabel('Length').fill('40');
    await page.getByTestId('product-submit').click();
    await expect(form.innerText()).resolves.toMatch(/All fields must be filled or cleared/);
    await form.getByLabel('Width').fill('25');
    await form.getByLabel('Height').fill('2');
    await page.getByTestId('product-submit').click();
    await page.waitForURL(/\/products$/);
    const table = page.getByTestId('products-table');
    await table.getByText('Walnut cutting board').waitFor();
    await page.getByTestId('products-search').locator('input').fill('BOARD-42');
    await page.getByTestId('products-search').locator('input').press('Enter');
    // The demo seller has other products: the search narrows the table once its answer arrives.
    await expect(rowCountSettlesAt(table.locator('tbody tr'), 1)).resolves.toBe(1);
    await page.locator('.ant-pagination-total-text').getByText('Products: 1', { exact: true }).waitFor();
    await page.getByTestId('filter-status').click();
    await page.getByTitle('Inactive').click();
    await table.getByText('No products match the filters').waitFor();
    await screenshot(page, 'products-filtered');
    await page.getByTestId('filter-status').locator('.ant-select-clear').click({ force: true });
    await table.getByText('Walnut cutting board').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text).toContain('BOARD-42,Walnut cutting board');
    expect(text).toContain('34.50');
    await page.context().close();
  });
});

describe('managed stock', () => {
  it('a seller lists a product on a channel, enables managed stock after reading the changes, and disables it after reading the consequence', async () => {
    const page = await signedIn('seller@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/products/create`);
    const form = page.getByTestId('product-form');
    await form.getByLabel('Title').fill('Oak spoon');
    await form.getByLabel('SKU').fill('SPOON-3');
    await form.getByLabel('Price').fill('7');
    await page.getByTestId('product-submit').click();
    await page.waitForURL(/\/products$/);
    await page.getByTestId('products-table').getByText('Oak spoon').click();
    await page.getByRole('button', { name: 'Edit product' }).click();
    await page.waitForURL(/\/products\/[0-9a-f-]+\/edit$/);
    const listings = page.getByTestId('listings-form');
    await page.getByTestId('listing-add').click();
    await listings.getByLabel('Account name').fill('ebay-main');
    await listings.getByLabel('Quantity for sale').fill('3');
    await listings.getByLabel('Price').fill('9.99');
    await page.getByTestId('listings-save').click();
    await page.getByText('Listings saved').waitFor();

    await page.getByTestId('managed-stock-switch').click();
    const enable = page.locator('.ant-modal').filter({ hasText: 'Enable managed stock?' });
    await expect(enable.getByTestId('managed-stock-changes').innerText()).resolves.toMatch(/ebay-main: 3 → 0/);
    await screenshot(page, 'managed-stock-enable');
    await enable.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Managed stock enabled').waitFor();
    await expect(page.getByTestId('managed-stock-switch').getAttribute('aria-checked')).resolves.toBe('true');
    await expect(listings.getByLabel('Quantity for sale').inputValue()).resolves.toBe('0');
    await expect(listings.getByLabel('Quantity for sale').isDisabled()).resolves.toBe(true);

    await page.getByTestId('managed-stock-switch').click();
    const disable = page.locator('.ant-modal').filter({ hasText: 'Disable managed stock?' });
    await disable.getByText(/no longer follow warehouse stock/).waitFor();
    await disable.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Managed stock disabled').waitFor();
    await expect(page.getByTestId('managed-stock-switch').getAttribute('aria-checked')).resolves.toBe('false');
    await page.context().close();
  });
});

describe('warehouse products', () => {
  it('a manager opens a product, verifies its weight, counts its stock, and reads both history tabs', async () => {
    const seller = await signedIn('seller@demo.ledgerhouse.test');
    await seller.goto(`${running.product.url}/products/create`);
    const form = seller.getByTestId('product-form');
    await form.getByLabel('Title').fill('Linen apron');
    await form.getByLabel('SKU').fill('APRON-7');
    await form.getByLabel('Price').fill('19');
    await form.getByLabel('Weight').fill('0.3');
    await seller.getByTestId('product-submit').click();
    await seller.waitForURL(/\/products$/);
    await seller.context().close();

    const page = await signedIn('manager@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/admin/warehouse/products`);
    await page.getByTestId('warehouse-products-search').locator('input').fill('APRON-7');
    await page.getByTestId('warehouse-products-search').locator('input').press('Enter');
    await page.getByTestId('warehouse-products-table').getByText('Linen apron').click();
    await page.waitForURL(/\/admin\/warehouse\/products\/[0-9a-f-]+\/inventory-change-history$/);
    await page.getByTestId('inventory-history').getByText('No changes yet').waitFor();
    await expect(page.getByTestId('verify-dimensions').isDisabled()).resolves.toBe(true);
    await page.getByTestId('verify-weight').click();
    const verify = page.locator('.ant-modal').filter({ hasText: 'Mark the weight as verified?' });
    await verify.getByText('Declared by the seller: 0.3 kg').waitFor();
    await verify.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Weight verified' }).first().waitFor();
    await page.getByRole('button', { name: 'Stock taking' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Counted quantity' });
    await dialog.getByLabel('Counted quantity').fill('5');
    await dialog.getByLabel('Comment').fill('first count, shelf C1');
    await dialog.getByRole('button', { name: 'Save count' }).click();
    const row = page.getByTestId('inventory-history').locator('tbody tr').first();
    await row.getByText('Stock taking').waitFor();
    // Who counted: the actor's name ('—' when there is none).
    await expect(page.getByTestId('inventory-history').locator('thead').innerText()).resolves.toMatch(/Document\s*By\s*Comment/);
    await expect(row.innerText()).resolves.toMatch(/\+5[\s\S]*5[\s\S]*Mia Manager\s*first count, shelf C1/);
    await expect(page.getByTestId('stock-figures').innerText()).resolves.toMatch(/Total\s*5/);
    // A period without changes empties the table; one that includes today brings the count back.
    await pickPeriod(page.getByTestId('inventory-history-period'), '2020-01-01', '2020-01-31');
    await page.getByTestId('inventory-history').getByText('No changes yet').waitFor();
    await pickPeriod(page.getByTestId('inventory-history-period'), dayText(new Date(Date.now() - 86_400_000)), dayText(new Date()));
    await page.getByTestId('inventory-history').locator('tbody tr').first().getByText('Stock taking').waitFor();
    await page.getByRole('tab', { name: 'Reserved stock change history' }).click();
    await page.waitForURL(/reserved-stock-change-history$/);
    await page.getByTestId('reserved-history').getByText('No changes yet').waitFor();
    await expect(page.getByTestId('reserved-history').locator('thead').innerText()).resolves.toMatch(/Document\s*By/);
    await pickPeriod(page.getByTestId('reserved-history-period'), '2020-01-01', '2020-01-31');
    await page.getByTestId('reserved-history').getByText('No changes yet').waitFor();
    await screenshot(page, 'warehouse-product-history');
    await page.context().close();
  });
});
