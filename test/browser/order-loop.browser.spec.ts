// The whole order loop: a seller's order starts fulfillment with a bought label; the manager reads it in the
// fulfillment tab (comment, label PDF), picks it by scanning (a wrong bin and a wrong item are refused and count
// nothing), packs it unit by unit, prints the label, puts it on a manifest and closes it (scan form PDF); the seller
// then sees it completed with stock, wallet and timeline updated. Another order is canceled and gets its return.
// The warehouse screens also read in Russian.
import type { Page } from 'playwright-core';
import { apiAs } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { scan, scanFeedback, signedInPages } from '../support/browser-scanning';
import { MANAGER, orderOf, readyOrder, sellerWithStockInBin, until } from '../support/browser-orders';

const running = productAndBrowserForThisFile();

const signedIn = signedInPages(running);

const feedback = scanFeedback;
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

/** Clicks `open` and expects a PDF answer from `path`. */
async function opensPdf(page: Page, path: RegExp, open: () => Promise<void>) {
  const pdf = page.waitForResponse((r) => path.test(r.url()));
  const tab = page.context().waitForEvent('page');
  await open();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await (await tab).close();
}

describe('the order loop', () => {
  it('an order goes from the seller through picking, packing and a closed manifest to completed; a canceled one gets a return', async () => {
    const url = running.product.url;
    const stock = await sellerWithStockInBin(url, 3);
    const { seller } = stock;
    const shipped = await readyOrder(url, seller, stock.sku, 1);
    const canceled = await readyOrder(url, seller, stock.sku, 1);
    const balanceBefore = (await apiAs<{ balanceCents: number }>(url, seller, 'GET', '/wallet')).balanceCents;

    // The seller starts fulfillment with a label the warehouse buys; the saga buys it and the wallet pays.
    await apiAs(url, seller, 'POST', `/orders/${shipped.id}/start-fulfillment`, { label: { kind: 'BUY', priority: 'CHEAPEST' } });
    const paid = await until(
      () => orderOf(url, seller, shipped.id),
      (o) => o.paymentStatus === 'PAID' && Boolean(o.label),
      60_000,
    );
    const carrier = paid.label.carrier as string;

    // The other order is canceled and its return created.
    await apiAs(url, seller, 'POST', `/orders/${canceled.id}/cancel`);
    await apiAs(url, seller, 'POST', '/return-shipments', {
      orderId: canceled.id,
      label: { kind: 'EXISTING', trackingNumber: `RET${canceled.number.slice(4)}`, carrierCode: 'UPS' },
      comment: 'Buyer changed their mind',
    });
    await until(
      () => orderOf(url, seller, canceled.id),
      (o) => o.status === 'CANCELED' && Boolean(o.returnShipmentId),
    );

    // Fulfillment tab: the seller's orders, the modal with the label PDF and a manager's comment.
    const page = await signedIn(MANAGER, { width: 390 });
    await page.goto(`${url}/admin/warehouse/fulfillment`);
    await page.getByTestId('fulfillment-table').waitFor();
    await page.getByTestId('fulfillment-filter-seller').click();
    await page.keyboard.type(seller.email);
    await page.locator('.ant-select-item-option').filter({ hasText: seller.email }).click();
    await page.getByTestId(`fulfillment-row-${canceled.number}`).waitFor();
    await page.getByTestId(`fulfillment-row-${shipped.number}`).click();
    const modal = page.getByTestId('fulfillment-modal');
    await modal
      .getByTestId('order-label')
      .getByText(paid.label.trackingNumber as string)
      .waitFor();
    await opensPdf(page, /\/api\/admin\/files\//, () => modal.getByTestId('order-open-label').click());
    await modal.getByTestId('order-comment-text').fill('Fragile: double box');
    await modal.getByTestId('order-comment-add').click();
    await toast(page, 'Comment added');
    await modal.getByTestId('order-comments').getByText('Fragile: double box').waitFor();
    await modal.getByRole('tab', { name: 'Timeline' }).click();
    await modal.locator('[data-testid="timeline-entry"][data-type="FulfillmentPaid"]').waitFor();
    await screenshot(page, 'order-loop-fulfillment-modal-390');
    await page.keyboard.press('Escape');

    // Picking: a batch of this order; a product before the bin, a wrong bin and a wrong item count nothing.
    await page.goto(`${url}/admin/fulfillment-picking`);
    await page.getByTestId('pick-orders').locator('tr').filter({ hasText: shipped.number }).locator('input[type=checkbox]').check();
    await page.getByTestId('pick-start-selected').click();
    await toast(page, 'Batch of 1 order started');
    await page.getByTestId('next-bin').filter({ hasText: stock.bin }).waitFor();
    await scan(page, stock.barcode);
    await feedback(page, 'error', `Scan the bin before the products: go to ${stock.bin}`);
    await scan(page, 'Z-00-01');
    await feedback(page, 'error', /Z-00-01/);
    await page.getByTestId('next-bin').filter({ hasText: stock.bin }).waitFor();
    await scan(page, stock.bin);
    await page.getByTestId('current-bin').filter({ hasText: stock.bin }).waitFor();
    await scan(page, '999000111222');
    await feedback(page, 'error', 'Wrong item 999000111222');
    await expect(page.getByTestId(`progress-${shipped.number}`).getAttribute('data-picked')).resolves.toBe('0');
    await screenshot(page, 'order-loop-wrong-item-390');
    await scan(page, stock.barcode);
    await feedback(page, 'success', `picked for order ${shipped.number}`);
    await page.getByTestId('batch-done').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Packing: each unit by scan, a wrong one refused, then the label prints.
    await page.getByTestId('batch-to-packing').click();
    await page.getByTestId(`pack-${shipped.number}`).click();
    await page.getByTestId('packing-order').filter({ hasText: shipped.number }).waitFor();
    await scan(page, '999000111222');
    await feedback(page, 'error', 'Wrong item 999000111222');
    await scan(page, stock.barcode);
    await page.getByTestId('packing-done').waitFor();
    await opensPdf(page, /\/api\/admin\/packing\/.+\/label/, () => page.getByTestId('packing-print-label').click());
    await screenshot(page, 'order-loop-packed-390');

    // Manifest: the carrier, its packed parcel, create, close after confirming, the scan form.
    await page.goto(`${url}/admin/manifests/create`);
    await page.getByTestId('manifest-carrier').click();
    await page.locator('.ant-select-item-option').filter({ hasText: carrier }).first().click();
    await page.getByTestId('manifest-parcels').locator('tr').filter({ hasText: shipped.number }).locator('input[type=checkbox]').check();
    await page.getByTestId('manifest-submit').click();
    await toast(page, /Manifest .* created/);
    await page.locator('[data-testid="manifest-status"][data-status="OPEN"]').waitFor();
    await page.getByTestId('manifest-orders').getByText(shipped.number).waitFor();
    await page.getByTestId('manifest-close').click();
    await page.getByTestId('modal').getByRole('button', { name: 'Close manifest' }).click();
    await page.locator('[data-testid="manifest-status"][data-status="CLOSED"]').waitFor({ timeout: 30_000 });
    const manifestNumber = (await page.locator('h3').first().innerText()).replace('Manifest ', '');
    await opensPdf(page, /\/scan-form/, () => page.getByTestId('manifest-scan-form').click());

    // The seller: completed, stock gone out, wallet charged, timeline to the handover.
    const done = await until(
      () => orderOf(url, seller, shipped.id),
      (o) => o.status === 'PROCESSED',
    );
    expect(done.managerComments.map((c: { text: string }) => c.text)).toEqual(['Fragile: double box']);
    const product = await until(
      () => apiAs<{ stock: { total: number; reserved: number } }>(url, seller, 'GET', `/products/${stock.productId}`),
      (p) => p.stock.total === 2,
    );
    expect(product.stock.reserved).toBe(0);
    const balanceAfter = (await apiAs<{ balanceCents: number }>(url, seller, 'GET', '/wallet')).balanceCents;
    expect(balanceAfter).toBe(balanceBefore - (done.costs.totalCents as number));
    const timeline = await apiAs<{ items: { type: string }[] }>(url, seller, 'GET', `/orders/${shipped.id}/timeline`);
    expect(timeline.items.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'OrderPlaced',
        'OrderReserved',
        'LabelAttached',
        'FulfillmentPaid',
        'OrderPicked',
        'OrderPacked',
        'OrderHandedOver',
      ]),
    );

    // In Russian: the archive holds the closed manifest; the modal reads the order as processed.
    const ru = await signedIn(MANAGER, { locale: 'ru-RU', width: 390 });
    await ru.goto(`${url}/admin/warehouse/manifests/archive`);
    await ru.getByTestId(`manifest-row-${manifestNumber}`).waitFor();
    await ru.getByTestId('manifests-table').getByText('Закрыт').first().waitFor();
    await ru.goto(`${url}/admin/warehouse/fulfillment/${shipped.id}`);
    await ru.getByTestId('fulfillment-modal').getByText('Обработан').first().waitFor();
    await ru.getByTestId('fulfillment-modal').getByText('Комментарии').waitFor();
    await screenshot(ru, 'order-loop-ru-390');
  });
});
