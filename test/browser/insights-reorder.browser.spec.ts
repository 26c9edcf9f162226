// Reorder alerts in Chromium: the seller sets a threshold from the days-left list (a bad value is refused with a
// translated message), an order placed through the API takes the stock below it, the alert shows on the Insights page
// with its badge, and its link opens the inbound wizard with that product and the suggested quantity; in English, in
// Russian and at 390 px without a sideways scroll. The product's own page sets and clears a threshold too.
// Its own file (own seller): logins are rate limited per address, and this file signs each account in once.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { signedInPages } from '../support/browser-scanning';
import { until } from '../support/browser-orders';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

const signedIn = signedInPages(running);

let seller: BrowserTestAccount & { id: string };
let sku: string;
let productId: string;

beforeAll(async () => {
  const url = running.product.url;
  seller = await freshSeller(url);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  sku = `CUP-${tag}`;
  productId = (await apiAs<{ id: string }>(url, seller, 'POST', '/products', { title: `Cup ${tag}`, sku, priceCents: 900 })).id;
  await apiAs(url, MANAGER, 'POST', `/admin/products/${productId}/stock-taking`, { counted: 10, comment: 'count' });
});

const alertRows = (page: Page) => page.getByTestId('insights-reorder-table').locator('tr.ant-table-row');

/** Follows the alert's link and finds the wizard with the product chosen and the quantity in its line. */
async function followToWizard(page: Page, selected: string, next: string, quantity: string) {
  await page.getByTestId('reorder-draft-link').click();
  await page.waitForURL(new RegExp(`/create-inbound-shipment\\?productId=${productId}&quantity=${quantity}$`));
  await page.getByTestId('wizard-selected-count').getByText(selected).waitFor();
  await page.getByTestId('wizard-products').getByText(sku).first().waitFor();
  await page.getByTestId('wizard-next').getByText(next).click();
  expect(await page.getByTestId('line-quantity').inputValue()).toBe(quantity);
}

describe('insights: reorder alerts', () => {
  it('sets a threshold, shows the alert once an order takes the stock below it, and links to a prefilled draft, in English', async () => {
    const url = running.product.url;
    const page = await signedIn(seller);
    await page.goto(`${url}/insights`);
    await page.getByTestId('insights-reorder-table').getByText('No reorder thresholds yet', { exact: false }).waitFor();
    await page.getByTestId(`reorder-threshold-${sku}`).click();
    await page.getByRole('dialog').getByText('Units available', { exact: true }).click();
    await page.getByTestId('reorder-threshold-value').fill('0');
    await page.getByTestId('reorder-threshold-save').click();
    await page.getByText('Enter at least 1').waitFor();
    await page.getByTestId('reorder-threshold-value').fill('8');
    await page.getByTestId('reorder-threshold-save').click();
    await page.getByText('Threshold saved').waitFor();
    await alertRows(page).getByText('Watching').waitFor();
    expect(await alertRows(page).first().innerText()).toContain('Below 8 units');

    await apiAs(url, seller, 'POST', '/orders', {
      number: `SO-${randomUUID().slice(0, 6)}`,
      orderDate: new Date().toISOString(),
      buyer: { fullName: 'Ada Lovelace', phone: '+1 555 010 0000' },
      address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St' },
      lines: [{ sku, quantity: 3, priceCents: 1500 }],
    });
    // The saga and the projection catch up after the order on their own time: the API shows the alert, then the page.
    await until(
      () => apiAs<{ openAlerts: number }>(url, seller, 'GET', '/insights/reorder-alerts'),
      (list) => list.openAlerts === 1,
    );
    await page.reload();
    await page.getByTestId('reorder-alert').waitFor();
    expect(await page.getByTestId('insights-reorder-badge').innerText()).toBe('1');
    expect(await alertRows(page).first().innerText()).toContain('7 available');
    await screenshot(page, 'insights-reorder-alert-en');
    await followToWizard(page, '1 product selected', 'Next', '1');
  });

  it('shows the alert and its draft in Russian', async () => {
    const page = await signedIn(seller, { locale: 'ru-RU' });
    await page.goto(`${running.product.url}/insights`);
    await page.getByRole('heading', { name: 'Напоминания о пополнении' }).waitFor();
    await page.getByTestId('reorder-alert').waitFor();
    expect(await alertRows(page).first().innerText()).toContain('Меньше 8 шт.');
    await page.getByText('Пополнить на 1 шт.').waitFor();
    await screenshot(page, 'insights-reorder-alert-ru');
    await followToWizard(page, 'Выбран 1 товар', 'Далее', '1');
  });

  it('fits a 390 px phone: the alert and its link without a sideways scroll of the page', async () => {
    const page = await signedIn(seller, { width: 390 });
    await page.goto(`${running.product.url}/insights`);
    await page.getByTestId('reorder-alert').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'insights-reorder-390');
    await followToWizard(page, '1 product selected', 'Next', '1');
  });

  it('sets and clears a threshold from the product’s own page, and the Insights list follows, in English and in Russian at 390 px', async () => {
    const url = running.product.url;
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const ownSku = `JAR-${tag}`;
    const id = (await apiAs<{ id: string }>(url, seller, 'POST', '/products', { title: `Jar ${tag}`, sku: ownSku, priceCents: 700 })).id;
    await apiAs(url, MANAGER, 'POST', `/admin/products/${id}/stock-taking`, { counted: 10, comment: 'count' });
    const page = await signedIn(seller);
    await page.goto(`${url}/products/${id}`);
    const shown = page.getByTestId('product-reorder-threshold');
    await shown.getByText('No threshold', { exact: false }).waitFor();
    await page.getByTestId('product-reorder-threshold-edit').click();
    await page
      .getByRole('dialog', { name: `Reorder threshold for ${ownSku}` })
      .getByText('Units available', { exact: true })
      .click();
    await page.getByTestId('reorder-threshold-value').fill('5');
    await page.getByTestId('reorder-threshold-save').click();
    await page.getByText('Threshold saved').waitFor();
    await shown.getByText('Below 5 units').waitFor();
    await page.goto(`${url}/insights`);
    const row = alertRows(page).filter({ hasText: ownSku });
    await row.getByText('Below 5 units').waitFor();
    await row.getByText('Watching').waitFor();
    await page.context().close();

    const phone = await signedIn(seller, { locale: 'ru-RU', width: 390 });
    await phone.goto(`${url}/products/${id}`);
    await phone.getByTestId('product-reorder-threshold').getByText('Меньше 5 шт.').waitFor();
    await phone.getByTestId('product-reorder-threshold').scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'product-reorder-threshold-ru-390');
    await phone.getByTestId('product-reorder-threshold-edit').click();
    await phone.getByTestId('reorder-threshold-clear').click();
    await phone.getByText('Порог убран').waitFor();
    await phone.getByTestId('product-reorder-threshold').getByText('Порога нет', { exact: false }).waitFor();
    await phone.goto(`${url}/insights`);
    await alertRows(phone).first().waitFor();
    expect(await alertRows(phone).filter({ hasText: ownSku }).count()).toBe(0);
    await phone.context().close();
  });
});
