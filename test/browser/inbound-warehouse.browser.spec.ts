// A manager receives a seller's inbound shipment by keyboard-wedge scanning: marks it delivered, counts units by typing
// barcodes as a scanner does (fast keys, then Enter), is warned of an unknown barcode, never has a focused button
// pressed by a scan's Enter, sees Damaged apply to one scan and an over-receipt as a warning with the declared
// quantity, reads the last scans in scan order, accepts with the over-receipt shown, has an unknown bin refused when
// scanned, places everything into bins and sees it located; the seller then reads the counts, the manager's comment
// and a timeline grouped per product and step. Nothing is "missing" before check-in.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { scan, scanFeedback, signedInPages } from '../support/browser-scanning';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

const signedIn = signedInPages(running);

const feedback = scanFeedback;
const cell = (page: Page, barcode: string, testId: string) => page.getByTestId(`line-${barcode}`).getByTestId(testId);
const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity for the next scan' });
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).waitFor();
const confirmDialog = (page: Page, ok: string) => page.getByTestId('modal').getByRole('button', { name: ok }).click();

/** A fresh seller's shipment of two products (3 and 2 units declared), submitted over the API. */
async function submittedShipment() {
  const url = running.product.url;
  const seller = await freshSeller(url);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const barcodes = [`400${parseInt(tag, 16)}1`, `400${parseInt(tag, 16)}2`];
  const ids: string[] = [];
  for (const [i, title] of [`Mug ${tag}`, `Bowl ${tag}`].entries()) {
    const product = await apiAs<{ id: string }>(url, seller, 'POST', '/products', { title, sku: `SKU-${i}-${tag}`, priceCents: 1500 });
    ids.push(product.id);
  }
  const draft = await apiAs<{ id: string }>(url, seller, 'POST', '/inbound-shipments', {
    lines: [
      { productId: ids[0], quantity: 3, barcode: barcodes[0] },
      { productId: ids[1], quantity: 2, barcode: barcodes[1] },
    ],
    delivery: { trackingNumber: `TRK${tag}`, courierService: 'UPS', deliveryType: 'CUSTOM' },
  });
  await apiAs(url, seller, 'POST', `/inbound-shipments/${draft.id}/submit`);
  const { number } = await apiAs<{ number: string }>(url, seller, 'GET', `/inbound-shipments/${draft.id}`);
  return { seller, id: draft.id, number, barcodes, titles: [`Mug ${tag}`, `Bowl ${tag}`] };
}

/** Bins to place into, made by the manager through the locations API (they may exist from an earlier run of this app). */
async function bins(codes: string[]) {
  for (const code of codes) {
    await apiAs(running.product.url, MANAGER, 'POST', '/admin/locations', { code }).catch((err: Error) => {
      if (!/LOCATION_ALREADY_EXISTS/.test(err.message)) throw err;
    });
  }
}

describe('inbound shipments at the warehouse', () => {
  it('a manager checks a shipment in by scanning, places it into bins and sees it located; the seller sees the counts', async () => {
    const shipment = await submittedShipment();
    const [mug, bowl] = shipment.barcodes as [string, string];
    await bins(['W-01-01', 'W-01-02']);

    // The tab, filtered to this seller; the modal; a comment for the seller; delivered after confirming.
    const page = await signedIn(MANAGER, { width: 390 });
    await page.goto(`${running.product.url}/admin/warehouse/inbound-shipments`);
    await page.getByTestId('inbound-shipments-table').waitFor();
    await page.getByTestId('inbound-filter-seller').click();
    await page.keyboard.type(shipment.seller.email);
    await page.locator('.ant-select-item-option').filter({ hasText: shipment.seller.email }).click();
    await page.getByTestId(`inbound-row-${shipment.number}`).click();
    const modal = page.getByTestId('inbound-shipment-modal');
    await modal.locator('[data-status="NOT_DELIVERED"]').waitFor();
    // In transit nothing is counted yet, so nothing is missing.
    await expect(modal.getByTestId('receipt-not-counted').count()).resolves.toBe(2);
    await expect(modal.getByText(/missing/).count()).resolves.toBe(0);
    await modal.getByTestId('inbound-comment-text').fill('Two boxes arrived, one dented');
    await modal.getByTestId('inbound-comment-add').click();
    await toast(page, 'Comment added');
    await modal.getByTestId('inbound-mark-delivered').click();
    await confirmDialog(page, 'Mark delivered');
    await modal.locator('[data-status="DELIVERED"]').waitFor();
    await modal.getByTestId('inbound-open-check').click();

    // Check-in: start, then scans.
    await page.getByTestId('check-start').click();
    await page.getByTestId('scan-field').waitFor();
    await scan(page, mug);
    await feedback(page, 'success', `Mug`);
    await expect(cell(page, mug, 'received').textContent()).resolves.toBe('1');

    // A quantity applies to the next scan only, and only once the product is scanned.
    await quantity(page).fill('2');
    await page.keyboard.press('Enter');
    await expect(cell(page, mug, 'received').textContent()).resolves.toBe('1');
    await scan(page, mug);
    await feedback(page, 'success', 'Mug');
    await page.getByTestId(`line-${mug}`).getByTestId('received').filter({ hasText: '3' }).waitFor();
    await expect(quantity(page).inputValue()).resolves.toBe('');

    // An unknown barcode: a red warning, nothing counted.
    await scan(page, '999000111222');
    await feedback(page, 'error', 'Unknown barcode 999000111222: nothing counted');
    await page.getByTestId('scan-log').getByText('999000111222').waitFor();
    await expect(cell(page, mug, 'received').textContent()).resolves.toBe('3');
    await expect(cell(page, bowl, 'received').textContent()).resolves.toBe('0');
    await screenshot(page, 'inbound-warehouse-unknown-barcode-390');

    // A focused button: the scan lands in the scan field and its Enter does not press Accept.
    await page.getByTestId('check-accept').focus();
    await scan(page, bowl);
    await feedback(page, 'success', 'Bowl');
    await page.getByTestId(`line-${bowl}`).getByTestId('received').filter({ hasText: '1' }).waitFor();
    await expect(page.getByTestId('modal').count()).resolves.toBe(0);

    // Damaged records the next scan's units apart, then turns itself off; one more mug is an over-receipt: a warning.
    await page.getByTestId('scan-damaged').click();
    await scan(page, bowl);
    await feedback(page, 'success', 'damaged');
    await page.getByTestId(`line-${bowl}`).getByTestId('damaged').filter({ hasText: '1' }).waitFor();
    await expect(page.getByTestId('scan-damaged').getAttribute('aria-checked')).resolves.toBe('false');
    await scan(page, mug);
    await feedback(page, 'warning', 'Mug');
    await feedback(page, 'warning', '4 counted, 1 more than the 3 declared');
    await page.getByTestId(`line-${mug}`).getByTestId('received').filter({ hasText: '4' }).waitFor();
    await page.getByTestId(`line-${bowl}`).getByTestId('damaged').filter({ hasText: '1' }).waitFor();
    await page.getByTestId(`line-${mug}`).getByText('+1 over').waitFor();

    // Back-to-back scans, quick refusals among them, are listed in scan order (newest first), with no source label.
    const burst = ['700000000001', '700000000002', '700000000003', '700000000004', '700000000005'];
    for (const code of burst) await scan(page, code);
    const logged = page.getByTestId('scan-log').locator('.ant-list-item');
    await logged.first().filter({ hasText: burst[4]! }).waitFor();
    await page.getByTestId('scan-log').locator('.ant-list-item').nth(4).filter({ hasText: burst[0]! }).waitFor();
    expect((await logged.allTextContents()).map((text) => burst.find((code) => text.includes(code)))).toEqual([...burst].reverse());
    await expect(
      page
        .getByTestId('scan-log')
        .getByText(/\((typed|scanned)\)/)
        .count(),
    ).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'inbound-warehouse-check-in-390');

    // Accept shows the discrepancy first.
    await page.getByTestId('check-accept').click();
    await page.getByTestId('accept-discrepancies').getByText('+1 over').waitFor();
    await confirmDialog(page, 'Accept');
    await toast(page, 'Shipment accepted');
    await page.getByTestId('check-to-placement').click();

    // Placement: a product before any bin is refused; a bin that does not exist is refused when scanned, and an unknown
    // code after it is an unknown barcode; then bin, products, next bin, product.
    await page.getByTestId('current-bin-none').waitFor();
    await scan(page, mug);
    await feedback(page, 'error', 'Scan a bin before the products');
    await scan(page, 'Z-99-99');
    await feedback(page, 'error', 'There is no bin Z-99-99: scan another bin');
    await scan(page, '999000111333');
    await feedback(page, 'error', 'Unknown barcode 999000111333: nothing placed');
    await page.getByTestId('current-bin-none').waitFor();
    await scan(page, 'W-01-01');
    await page.getByTestId('current-bin').filter({ hasText: 'W-01-01' }).waitFor();
    await quantity(page).fill('3');
    await page.keyboard.press('Enter');
    await scan(page, mug);
    await feedback(page, 'success', 'W-01-01');
    await page.getByTestId(`line-${mug}`).getByTestId('to-place').filter({ hasText: '1' }).waitFor();
    await scan(page, mug);
    await page.getByTestId(`line-${mug}`).getByTestId('to-place').filter({ hasText: '0' }).waitFor();
    // Typed by hand (slow keys) into the scan field: still taken on Enter.
    await page.keyboard.type('W-01-02', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.getByTestId('current-bin').filter({ hasText: 'W-01-02' }).waitFor();
    await page.getByTestId('scan-log').locator('.ant-list-item').first().filter({ hasText: 'W-01-02' }).waitFor();
    await scan(page, bowl);
    await page.getByTestId(`line-${bowl}`).getByTestId('to-place').filter({ hasText: '0' }).waitFor();
    const perBin = page.getByTestId('placements-per-bin');
    await perBin
      .locator('tr')
      .filter({ hasText: 'W-01-01' })
      .filter({ hasText: shipment.titles[0]! })
      .getByRole('cell', { name: '4', exact: true })
      .waitFor();
    await perBin
      .locator('tr')
      .filter({ hasText: 'W-01-02' })
      .filter({ hasText: shipment.titles[1]! })
      .getByRole('cell', { name: '1', exact: true })
      .waitFor();
    await page.getByTestId('place-finish').click();
    await page.getByTestId('modal').getByText('The shipment becomes “Located” and its costs are calculated.').waitFor();
    await confirmDialog(page, 'Finish placement');
    await toast(page, 'Shipment located');
    await page.getByTestId('placement-finished').waitFor();
    await screenshot(page, 'inbound-warehouse-located-390');

    // The seller reads the counts and the manager's comment.
    const seller = await signedIn(shipment.seller);
    await seller.goto(`${running.product.url}/shipments/inbound/${shipment.id}`);
    const lines = seller.getByTestId('inbound-lines');
    const row = (barcode: string) => lines.locator('tr').filter({ hasText: barcode }).locator('td');
    await row(mug).nth(4).filter({ hasText: '4' }).waitFor();
    await expect(row(mug).nth(3).textContent()).resolves.toBe('3');
    await expect(row(mug).nth(6).textContent()).resolves.toBe('4');
    await expect(row(bowl).nth(4).textContent()).resolves.toBe('1');
    await expect(row(bowl).nth(5).textContent()).resolves.toBe('1');
    await expect(row(bowl).nth(6).textContent()).resolves.toBe('1');
    await seller.getByRole('tab', { name: 'Comments' }).click();
    await seller.getByText('Two boxes arrived, one dented').waitFor();

    // The timeline: one line per product and step, unfolding to its scans.
    await seller.getByRole('tab', { name: 'Timeline' }).click();
    const entries = seller.getByTestId('inbound-timeline').getByTestId('timeline-entry');
    const received = entries.filter({ hasText: `4 received (${mug})` });
    await received.waitFor();
    await expect(entries.filter({ hasText: 'received' }).count()).resolves.toBe(3);
    await received.getByText('3 scans').click();
    await received.getByText(`2 received (${mug})`).waitFor();
    await entries.filter({ hasText: '4 placed in bin W-01-01' }).getByText('2 scans').waitFor();
    await expect(entries.filter({ hasText: /placed in bin/ }).count()).resolves.toBe(2);
  });

  it('speaks Russian: the tab filtered by status, the modal, and a check-in page that waits for delivery', async () => {
    const shipment = await submittedShipment();
    const page = await signedIn(MANAGER, { locale: 'ru-RU', width: 390 });
    await page.goto(`${running.product.url}/admin/warehouse/inbound-shipments`);
    await page.getByTestId('inbound-filter-status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'В пути' }).click();
    await page.getByTestId(`inbound-row-${shipment.number}`).click();
    const modal = page.getByTestId('inbound-shipment-modal');
    await modal.getByText(`Входящая поставка ${shipment.number}`).waitFor();
    await modal.getByTestId('inbound-mark-delivered').getByText('Отметить доставленной').waitFor();
    await modal.getByText('Стоимость рассчитывается, когда все единицы размещены').waitFor();
    await page.goto(`${running.product.url}/admin/checking-inbound-shipment/${shipment.id}`);
    await page.getByText('Сначала отметьте поставку доставленной').waitFor();
    await expect(page.getByTestId('scan-field').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'inbound-warehouse-ru-390');
  });
});
