// A seller with some stock history opens Insights in Chromium: the stock chart draws and its table lists every
// change of the period (all products, then one product), the days of stock left list its products and the spend
// breakdown its last six months, in English, in Russian, and at 390 px without a sideways scroll.
// Its own file (own seller): logins are rate limited per address, and this file signs each account in once.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { signedInPages } from '../support/browser-scanning';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

const signedIn = signedInPages(running);

const rows = (page: Page) => page.getByTestId('insights-stock-table').locator('tr.ant-table-row');

let seller: BrowserTestAccount & { id: string };
let mugSku: string;

beforeAll(async () => {
  const url = running.product.url;
  seller = await freshSeller(url);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  mugSku = `MUG-${tag}`;
  const cube = { length: 1, width: 1, height: 1, unit: 'ft' };
  const mug = await apiAs<{ id: string }>(url, seller, 'POST', '/products', {
    title: `Mug ${tag}`,
    sku: mugSku,
    priceCents: 900,
    dimensions: cube,
  });
  const bowl = await apiAs<{ id: string }>(url, seller, 'POST', '/products', { title: `Bowl ${tag}`, sku: `BOWL-${tag}`, priceCents: 900 });
  for (const [id, counted] of [
    [mug.id, 6],
    [bowl.id, 4],
    [mug.id, 5],
  ] as const)
    await apiAs(url, MANAGER, 'POST', `/admin/products/${id}/stock-taking`, { counted, comment: 'count' });
  await apiAs(url, MANAGER, 'POST', `/admin/users/${seller.id}/wallet/top-ups`, { amountCents: 5_000, comment: 'goodwill' });
  await apiAs(url, MANAGER, 'POST', `/admin/users/${seller.id}/wallet/spendings`, { amountCents: 500, purpose: 'OTHER', notes: 'labels' });
});

describe('insights', () => {
  it('shows all products’ stock over the month as a chart and a table of every change, in English', async () => {
    const page = await signedIn(seller);
    await page.goto(`${running.product.url}/orders/all`);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { name: 'Stock over time' }).waitFor();
    await page.getByTestId('insights-stock-chart').locator('canvas').first().waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`${mugSku}\\s+Stock taking\\s+—\\s+9\\s+0\\s+9\\s+5`)),
      expect.stringMatching(/BOWL-.*\s+Stock taking\s+—\s+10\s+0\s+10\s+6/),
      expect.stringMatching(new RegExp(`${mugSku}\\s+Stock taking\\s+—\\s+6\\s+0\\s+6\\s+6`)),
    ]);
    await screenshot(page, 'insights-stock-all-en');
    const daysLeft = page.getByTestId('insights-days-left-table').locator('tr.ant-table-row');
    expect((await daysLeft.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^BOWL-.* · Bowl .* No shipments No shipments 4 0 0 Set$/),
      expect.stringMatching(/^MUG-.* · Mug .* No shipments No shipments 5 0 0 Set$/),
    ]);
    const spendRows = page.getByTestId('insights-spend-table').locator('tr.ant-table-row');
    await spendRows.nth(5).waitFor();
    expect(await spendRows.count()).toBe(6);
    await page.getByTestId('insights-storage-table').getByText('No storage fees in these months').waitFor();
    await page.getByTestId('insights-spend-chart').locator('canvas').first().waitFor();
    expect(await spendRows.last().innerText()).toMatch(/\$5\.00/);

    await page.getByTestId('insights-product').click();
    await page.getByTitle(new RegExp(`^${mugSku}`)).click();
    await page.getByRole('columnheader', { name: 'Cubic feet stored' }).waitFor({ state: 'detached' });
    await rows(page).nth(1).waitFor();
    await rows(page).nth(2).waitFor({ state: 'detached' });
    expect((await rows(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').replace(/^.*? Stock/, 'Stock'))).toEqual([
      'Stock taking — 5 0 5',
      'Stock taking — 6 0 6',
    ]);
  });

  it('shows the same in Russian', async () => {
    const page = await signedIn(seller, { locale: 'ru-RU' });
    await page.goto(`${running.product.url}/insights`);
    await page.getByRole('heading', { name: 'Остатки во времени' }).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(3);
    expect(await rows(page).first().innerText()).toContain('Пересчёт');
    await page.getByRole('columnheader', { name: 'Хранится, куб. футов' }).waitFor();
    await page.getByTestId('insights-days-left-table').getByText(new RegExp(`^MUG-.* · Mug`)).waitFor();
    expect(await page.getByTestId('insights-days-left-table').locator('tr.ant-table-row').first().innerText()).toContain('Нет отгрузок');
    await screenshot(page, 'insights-stock-all-ru');
  });

  it('fits a 390 px phone: chart and table without a sideways scroll of the page', async () => {
    const page = await signedIn(seller, { width: 390 });
    await page.goto(`${running.product.url}/insights`);
    await page.getByTestId('insights-stock-chart').locator('canvas').first().waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(3);
    await page.getByTestId('insights-spend-table').locator('tr.ant-table-row').first().waitFor();
    await page.getByTestId('insights-spend-chart').locator('canvas').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'insights-stock-390');
  });
});
