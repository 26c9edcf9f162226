// /test-table and /test-page: the living showcase of the shared table and of the page frame, on demo data made in the page.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();

async function open(path: string, locale: 'en-US' | 'ru-RU'): Promise<Page> {
  const context = await running.browser.newContext({ locale, viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), locale);
  const session = await signedInSession(running.product.url, 'seller@demo.ledgerhouse.test');
  await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
  const page = await context.newPage();
  await page.goto(`${running.product.url}${path}`);
  return page;
}

const firstCells = (page: Page) => page.getByTestId('showcase-table').locator('.ant-table-row td:nth-child(2)').allInnerTexts();

describe('table showcase', () => {
  it('shows demo orders made in the page, pages through them and filters by search and status', async () => {
    const page = await open('/test-table', 'en-US');
    await page.getByTestId('showcase-table').getByText('SO-1001').waitFor();
    expect(await firstCells(page)).toHaveLength(10);
    await screenshot(page, 'showcase-table-en-US');
    await page.locator('.ant-pagination-item-2').click();
    await page.getByTestId('showcase-table').getByText('SO-1011').waitFor();
    await expect(page.getByTestId('showcase-table').getByText('SO-1001').count()).resolves.toBe(0);

    await page.getByTestId('showcase-search').locator('input').fill('grace');
    await page.getByTestId('showcase-search').locator('input').press('Enter');
    await page.getByTestId('showcase-table').getByText('SO-1002').waitFor();
    const customers = await page.getByTestId('showcase-table').locator('.ant-table-row td:nth-child(3)').allInnerTexts();
    expect(customers.length).toBeGreaterThan(0);
    expect(new Set(customers)).toEqual(new Set(['Grace Hopper']));

    await page.getByTestId('showcase-search').locator('input').fill('');
    await page.getByTestId('showcase-search').locator('input').press('Enter');
    await page.getByTestId('showcase-status').click();
    await page.locator('.ant-select-dropdown').getByText('Shipped', { exact: true }).click();
    await page.waitForFunction(
      () => {
        const tags = Array.from(document.querySelectorAll('[data-testid="showcase-table"] .ant-table-row .ant-tag')).map(
          (t) => t.textContent,
        );
        return tags.length > 0 && tags.every((t) => t === 'Shipped');
      },
      undefined,
      { timeout: 10_000 },
    );
    await page.context().close();
  });

  it('downloads the selected rows as CSV and shows the empty and error states', async () => {
    const page = await open('/test-table', 'en-US');
    const table = page.getByTestId('showcase-table');
    await table.getByText('SO-1001').waitFor();
    await table.locator('.ant-table-row .ant-checkbox-input').nth(0).check();
    await table.locator('.ant-table-row .ant-checkbox-input').nth(1).check();
    await page.getByTestId('showcase-download').getByText('CSV (selected: 2)').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('showcase-download').click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(/^"SO-1001"/);
    expect(csv[2]).toMatch(/^"SO-1002"/);

    await page.getByTestId('showcase-empty').click();
    await table.getByText('No orders yet').waitFor();
    await page.getByTestId('showcase-empty').click();
    await page.getByTestId('showcase-failing').click();
    await page.getByText('The demo list could not be loaded.').waitFor();
    await page.context().close();
  });

  it('speaks Russian on the Russian screens', async () => {
    const page = await open('/test-table', 'ru-RU');
    await page.getByText('Общая таблица').waitFor();
    await page.getByTestId('showcase-table').getByRole('columnheader', { name: 'Покупатель' }).waitFor();
    await expect(page.title()).resolves.toBe('Витрина таблицы · Ledgerhouse');
    await page.context().close();
  });
});

describe('page frame showcase', () => {
  it.each([
    ['en-US', 'Page frame', 'Ask to confirm', 'Confirmed'],
    ['ru-RU', 'Каркас страницы', 'Попросить подтверждение', 'Подтверждено'],
  ] as const)('shows the frame, the shared states and a confirmation in %s', async (locale, title, ask, confirmed) => {
    const page = await open('/test-page', locale);
    await page.getByTestId('page-showcase').getByText(title, { exact: true }).first().waitFor();
    await page.getByTestId('not-available-yet').waitFor();
    await page.getByTestId('showcase-confirm').getByText(ask).click();
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText(confirmed, { exact: true }).waitFor();
    await screenshot(page, `showcase-page-${locale}`);
    await page.context().close();
  });
});
