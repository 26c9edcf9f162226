// The warehouse's fulfillment screens on a phone-sized screen: the fulfillment tab filtered by facet and number, the
// order modal and a manager's comment; a batch of two orders picked by scanning (a wrong item refused, progress per
// order); packing unit by unit; a manifest created with one parcel, edited to take the other, closed after confirming,
// with its scan form; the picking page in Russian.
import type { Page } from 'playwright-core';
import { apiAs, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { scan, scanFeedback, signedInPages } from '../support/browser-scanning';
import { MANAGER, orderOf, readyOrder, sellerWithStockInBin, until } from '../support/browser-orders';

const running = productAndBrowserForThisFile();

const pageFor = signedInPages(running);
/** At phone width unless said. */
const signedIn = (account: BrowserTestAccount, options: { locale?: 'en-US' | 'ru-RU'; width?: number } = {}) =>
  pageFor(account, { width: 390, ...options });

const feedback = scanFeedback;
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const progress = (page: Page, number: string, picked: number) =>
  page.locator(`[data-testid="progress-${number}"][data-picked="${picked}"]`).waitFor();

/** Two paid orders of one seller (2 units and 1 unit) with bought labels, their units in one bin. */
async function twoPaidOrders() {
  const url = running.product.url;
  const stock = await sellerWithStockInBin(url, 4);
  const a = await readyOrder(url, stock.seller, stock.sku, 2);
  const b = await readyOrder(url, stock.seller, stock.sku, 1);
  for (const order of [a, b])
    await apiAs(url, stock.seller, 'POST', `/orders/${order.id}/start-fulfillment`, { label: { kind: 'BUY', priority: 'CHEAPEST' } });
  const labels = [];
  for (const order of [a, b]) {
    const paid = await until(
      () => orderOf(url, stock.seller, order.id),
      (o) => o.paymentStatus === 'PAID' && Boolean(o.label),
      60_000,
    );
    labels.push(paid.label.carrier as string);
  }
  return { ...stock, a, b, carriers: labels };
}

describe('fulfillment at the warehouse', () => {
  it('a manager finds an order by facet and number, comments, picks and packs two orders by scan and manifests them', async () => {
    const url = running.product.url;
    const data = await twoPaidOrders();
    const { a, b } = data;
    const page = await signedIn(MANAGER);

    // The tab: processing, not picked, this number → one row; its modal and a comment.
    await page.goto(`${url}/admin/warehouse/fulfillment`);
    await page.getByTestId('fulfillment-table').waitFor();
    await page.getByTestId('fulfillment-filter-status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Processing' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('fulfillment-filter-number').locator('input').fill(a.number);
    await page.keyboard.press('Enter');
    await page.getByTestId(`fulfillment-row-${b.number}`).waitFor({ state: 'detached' });
    await page.getByTestId(`fulfillment-row-${a.number}`).waitFor();
    await page.getByTestId(`fulfillment-row-${a.number}`).click();
    const modal = page.getByTestId('fulfillment-modal');
    await modal.getByTestId('order-costs').waitFor();
    await modal.getByTestId('order-lines').getByText(data.sku).waitFor();
    await modal.getByTestId('order-comment-add').click();
    await toast(page, 'Write a comment first');
    await modal.getByTestId('order-comment-text').fill('Use the small box');
    await modal.getByTestId('order-comment-add').click();
    await modal.getByTestId('order-comments').getByText('Use the small box').waitFor();
    await screenshot(page, 'fulfillment-modal-390');
    await page.keyboard.press('Escape');

    // A batch of both; the bin, a wrong item, then three units.
    await page.getByTestId('fulfillment-to-picking').click();
    for (const order of [a, b])
      await page.getByTestId('pick-orders').locator('tr').filter({ hasText: order.number }).locator('input[type=checkbox]').check();
    await page.getByTestId('pick-start-selected').filter({ hasText: '2 selected orders' }).click();
    await toast(page, 'Batch of 2 orders started');
    await scan(page, data.bin);
    await page.getByTestId('current-bin').filter({ hasText: data.bin }).waitFor();
    await scan(page, '4000999888');
    await feedback(page, 'error', `Wrong item 4000999888: not needed from bin ${data.bin}. Nothing counted`);
    await progress(page, a.number, 0);
    await scan(page, data.barcode);
    await feedback(page, 'success', 'picked');
    await scan(page, data.barcode);
    await page.getByTestId('scan-log').locator('.ant-list-item').nth(1).waitFor();
    await scan(page, data.barcode);
    await page.getByTestId('batch-done').waitFor();
    await progress(page, a.number, 2);
    await progress(page, b.number, 1);
    await screenshot(page, 'fulfillment-picking-done-390');

    // Packing: the first order's two units one by one, then the other's.
    await page.getByTestId('batch-to-packing').click();
    await page.getByTestId(`pack-${a.number}`).click();
    await page.getByTestId('packing-order').filter({ hasText: a.number }).waitFor();
    await scan(page, data.barcode);
    await feedback(page, 'success', '(1 of 2)');
    await page.getByTestId(`pack-line-${data.sku}`).getByTestId('verified').filter({ hasText: '1' }).waitFor();
    await scan(page, data.barcode);
    await page.getByTestId('packing-done').waitFor();
    await page.getByTestId('packing-back').click();
    await page.getByTestId(`pack-${b.number}`).click();
    await page.getByTestId('packing-order').filter({ hasText: b.number }).waitFor();
    await scan(page, data.barcode);
    await page.getByTestId('packing-done').waitFor();

    // A manifest with the first parcel, edited to take the second, closed; its scan form.
    const carrier = data.carriers[0]!;
    // The same product to the same address: the cheapest label comes from the same carrier.
    expect(data.carriers[1]).toBe(carrier);
    await page.goto(`${url}/admin/warehouse/manifests`);
    await page.getByTestId('manifest-create').click();
    await page.getByTestId('manifest-carrier').click();
    await page.locator('.ant-select-item-option').filter({ hasText: carrier }).first().click();
    await page.getByTestId('manifest-parcels').locator('tr').filter({ hasText: a.number }).locator('input[type=checkbox]').check();
    await page.getByTestId('manifest-selected').filter({ hasText: '1 parcel selected' }).waitFor();
    await page.getByTestId('manifest-submit').click();
    await toast(page, /Manifest .* created/);
    await page.locator('[data-testid="manifest-status"][data-status="OPEN"]').waitFor();
    const manifestNumber = (await page.locator('h3').first().innerText()).replace('Manifest ', '');
    await page.getByTestId('manifest-edit').click();
    await page.getByTestId('manifest-parcels').locator('tr').filter({ hasText: b.number }).locator('input[type=checkbox]').check();
    await page.getByTestId('manifest-submit').click();
    await toast(page, 'Manifest saved');
    await page.getByTestId('manifest-orders').getByText(b.number).waitFor();
    await page.getByTestId('manifest-close').click();
    await expect(page.getByTestId('modal').innerText()).resolves.toContain(`Close manifest ${manifestNumber}?`);
    await page.getByTestId('modal').getByRole('button', { name: 'Close manifest' }).click();
    await page.locator('[data-testid="manifest-status"][data-status="CLOSED"]').waitFor({ timeout: 30_000 });
    const pdf = page.waitForResponse((r) => /\/scan-form/.test(r.url()));
    const tab = page.context().waitForEvent('page');
    await page.getByTestId('manifest-scan-form').click();
    expect((await pdf).headers()['content-type']).toContain('application/pdf');
    await (await tab).close();
    await page.getByTestId('manifest-orders').getByText('Processed').first().waitFor();
    await page.goto(`${url}/admin/warehouse/manifests/archive`);
    await page.getByTestId(`manifest-row-${manifestNumber}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The picking page in Russian.
    const ru = await signedIn(MANAGER, { locale: 'ru-RU' });
    await ru.goto(`${url}/admin/fulfillment-picking`);
    await ru.getByRole('heading', { name: 'Подбор заказов' }).waitFor();
    await ru.getByRole('tab', { name: 'Упаковка' }).click();
    await ru.getByTestId('packing-queue').getByText('Подобранные заказы к упаковке').waitFor();
    await screenshot(ru, 'fulfillment-picking-ru-390');
  });
});
