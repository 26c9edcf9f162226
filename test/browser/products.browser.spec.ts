// A seller creates a product, finds it with the filters and downloads the CSV; a manager opens its stock history.
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
    await expect(table.locator('tbody tr').count()).resolves.toBe(1);
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
