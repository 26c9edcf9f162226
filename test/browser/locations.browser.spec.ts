// A warehouse manager on a phone-sized screen creates a range of bins, prints labels for two of them (the PDF the
// page opens is 200 application/pdf), deactivates one after confirming and opens an empty bin's contents; the screen
// reads in Russian too.
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const MANAGER = 'manager@demo.ledgerhouse.test';

async function openLocations(locale: 'en-US' | 'ru-RU', width = 390): Promise<Page> {
  const session = await signedInSession(running.product.url, MANAGER);
  const context = await running.browser.newContext({ locale, viewport: { width, height: 844 } });
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('i18nextLng', language);
      if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
    },
    [JSON.stringify(session), locale],
  );
  const page = await context.newPage();
  await page.goto(`${running.product.url}/admin/warehouse/locations`);
  await page.getByTestId('locations-table').waitFor();
  return page;
}

const rowOf = (page: Page, code: string) => page.getByTestId('locations-table').locator('tbody tr.ant-table-row').filter({ hasText: code });

describe('warehouse locations (browser)', () => {
  it('lets a manager create a range, print labels for two bins, deactivate one and open an empty bin, at 390 px', async () => {
    const page = await openLocations('en-US');
    await page.getByTestId('create-locations').click();
    await page.getByTestId('location-zone').fill('q');
    await page.getByTestId('location-aisleFrom').fill('1');
    await page.getByTestId('location-aisleTo').fill('2');
    await page.getByTestId('location-shelfFrom').fill('1');
    await page.getByTestId('location-shelfTo').fill('3');
    await expect(page.getByTestId('location-range-count').innerText()).resolves.toContain('Creates 6 bins');
    await page.getByTestId('location-create-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Bins created: 6; already existing: 0' }).waitFor();

    await page.getByTestId('locations-search').locator('input').fill('Q-0');
    await page.getByTestId('locations-search').locator('input').press('Enter');
    await rowOf(page, 'Q-02-03').waitFor();
    await expect(page.getByTestId('locations-table').locator('tbody tr.ant-table-row').count()).resolves.toBe(6);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await screenshot(page, 'locations-390');

    await rowOf(page, 'Q-01-01').locator('input[type=checkbox]').check();
    await rowOf(page, 'Q-01-02').locator('input[type=checkbox]').check();
    const pdf = page.waitForResponse((r) => r.url().includes('/api/admin/locations/labels.pdf'));
    const tab = page.context().waitForEvent('page');
    await page.getByTestId('print-labels').click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.url()).toMatch(/codes=Q-01-01&codes=Q-01-02/);
    await (await tab).close();

    await rowOf(page, 'Q-01-01').getByTestId('toggle-Q-01-01').click();
    const dialog = page.getByTestId('modal');
    await expect(dialog.innerText()).resolves.toContain('Deactivate bin Q-01-01?');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Bin Q-01-01 deactivated' }).waitFor();
    await rowOf(page, 'Q-01-01').filter({ hasText: 'Inactive' }).waitFor();
    await expect(rowOf(page, 'Q-01-02').innerText()).resolves.toContain('Active');

    await page.getByTestId('bin-Q-01-02').click();
    const drawer = page.getByTestId('bin-stock-drawer');
    await drawer.getByText('Bin Q-01-02').waitFor();
    await drawer.getByText('This bin is empty').waitFor();
    await page.context().close();
  });

  it('reads in Russian, with the tab, the columns and the create form translated', async () => {
    const page = await openLocations('ru-RU', 1280);
    await expect(page.getByTestId('warehouse-tabs').innerText()).resolves.toContain('Ячейки');
    await expect(page.getByTestId('locations-tab').innerText()).resolves.toMatch(
      /Ячейки склада[\s\S]*Код[\s\S]*Зона[\s\S]*Ряд[\s\S]*Полка/,
    );
    await page.getByTestId('create-locations').click();
    await page.getByTestId('location-create-mode').getByText('Одну ячейку').click();
    await page.getByTestId('location-code').fill('A-1-2');
    await page.getByTestId('location-create-submit').click();
    await page.getByText('Код ячейки: буква зоны, ряд и полка, например A-01-02').waitFor();
    await page.context().close();
  });

  it('admin lists say they are empty only after the first answer: bins, users and promo codes', async () => {
    const page = await openLocations('en-US', 1280);
    for (const [path, api, table, empty] of [
      ['/admin/warehouse/locations', /\/api\/admin\/locations(\?|$)/, 'locations-table', 'No bins'],
      ['/admin/users', /\/api\/admin\/users(\?|$)/, 'users-table', 'No users match'],
      ['/admin/promocodes', /\/api\/admin\/promocodes(\?|$)/, 'promo-codes-table', 'No promo codes'],
    ] as const) {
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(api, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${running.product.url}${path}`);
      await page.getByTestId(table).getByTestId('list-waiting').waitFor({ state: 'attached' });
      await expect(page.getByTestId(table).getByText(empty).count()).resolves.toBe(0);
      answer();
      // The demo data has bins, users and a promo code: rows, and still no empty text.
      await page.getByTestId(table).locator('tbody tr.ant-table-row').first().waitFor();
      await expect(page.getByTestId(table).getByText(empty).count()).resolves.toBe(0);
      await page.unroute(api);
    }
    await page.context().close();
  });
});
