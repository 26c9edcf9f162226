// A seller sends an inbound shipment with the wizard from an uploaded file, finds it in transit and reads its timeline;
// a duplicate barcode keeps step 2 (on a phone); a refused file shows each problem at its row; undo and the leave prompt;
// the shipping address, its copy and the period report; drafts saved, continued and deleted; a sent shipment changed;
// cancel one and bulk cancel with the plural refusal; the list and the detail in Russian on a phone.
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { freshSeller } from '../support/browser-api';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { signedInContext } from '../support/browser-kept-contexts';
import { inboundCsv, TEMPLATE_HEADER } from '../support/inbound-files';

const running = productAndBrowserForThisFile();

type Session = Awaited<ReturnType<typeof signedInSession>>;

/** One seller for the whole file, signed in once (sign-ins are rate limited): every test makes its own products and
 * finds its own shipments by their tracking number or number, so no test sees another's data. */
let shared: Promise<{ seller: Awaited<ReturnType<typeof freshSeller>>; session: Session }> | undefined;
const theSeller = () =>
  (shared ??= (async () => {
    const seller = await freshSeller(running.product.url);
    return { seller, session: await signedInSession(running.product.url, seller.email, seller.password) };
  })());

/** Waits until the seller's reads show `position`; a busy machine's waiting read may answer 503
 * PROJECTION_NOT_CAUGHT_UP after its bounded wait, so it asks again. */
async function readModelsShow(position: string): Promise<void> {
  const url = running.product.url;
  const { session } = await theSeller();
  const headers = { ...(await clientHeaders(url)), Authorization: `JWT ${session.access}`, 'X-Min-Position': position };
  for (let attempt = 0; attempt < 10; attempt++)
    if ((await fetch(`${url}/api/inbound-shipments?page=1&pageSize=1`, { headers })).ok) return;
  throw new Error(`the read models never showed position ${position}`);
}

/** Calls the API as the seller; a command's answer is awaited until the read models show its position. */
async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const url = running.product.url;
  const { session } = await theSeller();
  const headers = { 'content-type': 'application/json', ...(await clientHeaders(url)), Authorization: `JWT ${session.access}` };
  const res = await fetch(`${url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await res.json()) as T & { position?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  if (answer.position) await readModelsShow(answer.position);
  return answer;
}

async function signedIn(locale: 'en-US' | 'ru-RU' = 'en-US', viewport = { width: 1366, height: 900 }) {
  const { session } = await theSeller();
  // In the context kept for this reader and settings (browser-kept-contexts.ts).
  return running.kept.page(`${locale} ${viewport.width}x${viewport.height}`, async (browser) => {
    const context = await signedInContext(browser, session, { locale, viewport, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.product.url });
    return context;
  });
}

/** Two products of the test's own: their tag (in title and SKU), SKUs and ids. */
async function twoProducts(): Promise<{ tag: string; skus: string[]; ids: string[] }> {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const skus = [`MUG-${tag}`, `BOWL-${tag}`];
  const ids: string[] = [];
  for (const [i, sku] of skus.entries())
    ids.push((await api<{ id: string }>('POST', '/products', { title: `Item ${i + 1} ${tag}`, sku, priceCents: 1500 })).id);
  return { tag, skus, ids };
}

/** The wizard's first step shows the seller's products found by `tag`; their rows are ticked. */
async function pickProducts(page: Page, tag: string, skus: string[]) {
  await page.getByPlaceholder('Find your product by title, SKU or barcode').fill(tag);
  await page.getByPlaceholder('Find your product by title, SKU or barcode').press('Enter');
  for (const sku of skus) await page.locator('.ant-table-row').filter({ hasText: sku }).locator('.ant-checkbox-input').check();
}

/** A shipment sent over the API (draft, then submit): its id and number. */
async function sentShipment(productId: string, tracking: string) {
  const draft = await api<{ id: string }>('POST', '/inbound-shipments', {
    lines: [{ productId, quantity: 3, barcode: `BC-${randomUUID().slice(0, 8)}` }],
    delivery: { trackingNumber: tracking, courierService: 'UPS', deliveryType: 'CUSTOM' },
  });
  await api('POST', `/inbound-shipments/${draft.id}/submit`);
  const view = await api<{ number: string }>('GET', `/inbound-shipments/${draft.id}`);
  return { id: draft.id, number: view.number };
}

const statusOf = (page: Page, text: string) =>
  page.locator('[data-testid="inbound-table"] tr').filter({ hasText: text }).locator('[data-status]').getAttribute('data-status');

describe('inbound shipments for a seller', () => {
  it('starts a line with the product’s saved size, weight and country, editable for this shipment', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    await api('POST', '/products', {
      title: `Kettle ${tag}`,
      sku: `KETTLE-${tag}`,
      priceCents: 2500,
      countryOfOrigin: 'US',
      dimensions: { length: 10, width: 9, height: 12, unit: 'cm' },
      weight: { value: 0.4, unit: 'kg' },
    });
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    await pickProducts(page, tag, [`KETTLE-${tag}`]);
    await page.getByTestId('wizard-next').click();
    const line = page.getByTestId('wizard-line-0');
    await expect(line.getByLabel('length').inputValue()).resolves.toBe('10');
    await expect(line.getByLabel('width').inputValue()).resolves.toBe('9');
    await expect(line.getByLabel('height').inputValue()).resolves.toBe('12');
    await expect(line.getByRole('spinbutton', { name: 'Weight' }).inputValue()).resolves.toBe('0.4');
    await line.getByText('United States').first().waitFor();
    await expect(page.getByTestId('measurements-warning').count()).resolves.toBe(0);
    await line.getByLabel('length').fill('11');
    await expect(line.getByLabel('length').inputValue()).resolves.toBe('11');
  });

  it('sends a shipment from an uploaded file, finds it in transit and reads its timeline', async () => {
    const { skus } = await twoProducts();
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    const file = inboundCsv([TEMPLATE_HEADER, [skus[0]!, 4, 'UPC-0001', 10, 10, 5, 'cm', 0.4, 'kg', 'CN'], [skus[1]!, 2, 'UPC-0002']]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: file });
    // The file fills step 2 as it is: nothing to fix, on to the delivery.
    await page.getByTestId('wizard-line-1').waitFor();
    expect(await page.getByTestId('line-barcode').nth(0).inputValue()).toBe('UPC-0001');
    expect(await page.getByTestId('line-barcode').nth(1).inputValue()).toBe('UPC-0002');
    await page.getByTestId('measurements-warning').waitFor();
    await page.getByTestId('wizard-next').click();
    const tracking = `1Z${randomUUID().slice(0, 10).toUpperCase()}`;
    await page.getByTestId('delivery-tracking').fill(tracking);
    await page.getByTestId('delivery-courier').fill('UPS');
    await page.getByTestId('delivery-type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Custom-size box' }).click();
    await page.getByTestId('wizard-submit').click();

    await page.waitForURL(/\/shipments\/inbound$/);
    const row = page.locator('[data-testid="inbound-table"] tr').filter({ hasText: tracking });
    await row.waitFor();
    expect(await statusOf(page, tracking)).toBe('NOT_DELIVERED');
    expect(await row.textContent()).toContain('In transit');

    await row.getByTestId('inbound-row-link').click();
    const detail = page.getByTestId('inbound-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('inbound-lines').locator('.ant-table-row').count()).toBe(2);
    await detail.getByRole('tab', { name: 'Timeline' }).click();
    const entries = detail.getByTestId('timeline-entry');
    await entries.nth(1).waitFor();
    expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual([
      'InboundDraftCreated',
      'InboundSubmitted',
    ]);
    expect(await entries.nth(1).textContent()).toContain('Sent to the warehouse (products: 2, pieces: 6)');
    await screenshot(page, 'inbound-seller-timeline');
  });

  it('keeps step 2 while two products share a barcode, and names both rows (on a 390 px phone)', async () => {
    const { tag, skus } = await twoProducts();
    const page = await signedIn('en-US', { width: 390, height: 844 });
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    await pickProducts(page, tag, skus);
    await page.getByTestId('wizard-next').click();
    for (const i of [0, 1]) {
      await page.getByTestId('line-quantity').nth(i).fill('2');
      await page.getByTestId('line-barcode').nth(i).fill('SAME-123');
    }
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('fix-rows').waitFor();
    expect(await page.getByTestId('line-problem-DUPLICATE_BARCODE').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'inbound-seller-duplicate-barcode-390');
    expect(await page.getByTestId('wizard-delivery').count()).toBe(0);

    await page.getByTestId('line-barcode').nth(1).fill('OTHER-456');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-delivery').waitFor();
  });

  it('shows each problem of a refused file at its row and keeps what was entered', async () => {
    const { skus } = await twoProducts();
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    const file = inboundCsv([TEMPLATE_HEADER, [skus[0]!, 1, 'OK-1'], ['NO-SUCH-SKU', 2, 'OK-2'], [skus[1]!, 'many', 'OK-3']]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: file });
    const problems = page.getByTestId('file-problem');
    await problems.first().waitFor();
    expect(await problems.evaluateAll((els) => els.map((el) => el.getAttribute('data-row')))).toEqual(['3', '4']);
    expect(await problems.first().textContent()).toBe('Row 3: SKU NO-SUCH-SKU not found among your products');
    expect(await page.getByTestId('wizard-selected-count').textContent()).toBe('0 products selected');

    const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-csv').click()]);
    const csv = Buffer.concat(await (await template.createReadStream()).toArray()).toString('utf8');
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(TEMPLATE_HEADER.join(','));

    const ru = await signedIn('ru-RU');
    await ru.goto(`${running.product.url}/create-inbound-shipment`);
    await ru.locator('input[type="file"]').setInputFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: file });
    await ru.getByTestId('file-problem').first().waitFor();
    expect(await ru.getByTestId('file-problem').first().textContent()).toBe('Строка 3: SKU NO-SUCH-SKU не найден среди ваших товаров');
  });

  it('adds a seller comment the timeline records', async () => {
    const { ids } = await twoProducts();
    const shipment = await sentShipment(ids[0]!, `CMT-${randomUUID().slice(0, 8)}`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/shipments/inbound/${shipment.id}`);
    const detail = page.getByTestId('inbound-detail');
    await detail.getByRole('tab', { name: 'Comments' }).click();
    await detail.getByTestId('inbound-comment-input').fill('Two boxes, fragile');
    await detail.getByTestId('inbound-comment-send').click();
    await detail.getByTestId('inbound-comments').getByText('Two boxes, fragile').waitFor();
    await detail.getByRole('tab', { name: 'Timeline' }).click();
    await detail.getByTestId('timeline-entry').filter({ hasText: 'Comment: Two boxes, fragile' }).waitFor();
  });

  it('undoes the last change, and asks before leaving a wizard with unsaved changes', async () => {
    const { tag, skus } = await twoProducts();
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    await pickProducts(page, tag, [skus[0]!]);
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('line-barcode').fill('FIRST-1');
    await page.getByTestId('line-quantity').fill('5');
    await page.getByTestId('wizard-undo').click();
    expect(await page.getByTestId('line-quantity').inputValue()).toBe('');
    expect(await page.getByTestId('line-barcode').inputValue()).toBe('FIRST-1');

    await page.locator('a[href="/products"]').first().click();
    const leave = page.locator('.ant-modal').filter({ hasText: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/products$/);
  });

  it('shows the warehouse address with the seller id in line 2, copies it whole, and downloads the report of a period', async () => {
    const { seller } = await theSeller();
    const { ids } = await twoProducts();
    const shipment = await sentShipment(ids[0]!, `REP-${randomUUID().slice(0, 8)}`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/shipments/inbound`);
    await page.getByTestId('shipping-address').click();
    const address = page.getByTestId('shipping-address-view');
    await address.waitFor();
    expect(await address.textContent()).toContain(seller.id);
    await page.getByTestId('copy-address').click();
    await page.getByText('The address is copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(seller.id);
    await page.locator('.ant-modal').filter({ hasText: 'Warehouse shipping address' }).locator('.ant-modal-close').click();

    await page.getByTestId('inbound-report').click();
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const range = page.getByTestId('inbound-report-range');
    await range.first().click();
    await range.first().fill(day);
    await range.first().press('Enter');
    await range.nth(1).fill(day);
    await range.nth(1).press('Enter');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(csv).toContain(shipment.number);
  });

  it('saves a draft, continues it from the list, and deletes it after the data-loss warning', async () => {
    const { tag, skus } = await twoProducts();
    const page = await signedIn();
    await page.goto(`${running.product.url}/create-inbound-shipment`);
    await pickProducts(page, tag, [skus[0]!]);
    await page.getByTestId('wizard-next').click();
    // A draft needs quantities only: the barcode may wait until sending.
    await page.getByTestId('wizard-save-draft').click();
    await page.getByTestId('line-problem-QUANTITY_REQUIRED').waitFor();
    expect(await page.getByTestId('line-problem-BARCODE_REQUIRED').count()).toBe(0);
    await page.getByTestId('line-quantity').fill('7');
    await page.getByTestId('wizard-save-draft').click();
    await page.waitForURL(/\/edit-inbound-shipment-draft\/[0-9a-f-]+$/);
    const draftId = /edit-inbound-shipment-draft\/([0-9a-f-]+)$/.exec(page.url())![1]!;

    await page.goto(`${running.product.url}/shipments/inbound`);
    const row = page.locator('[data-testid="inbound-table"] tr').filter({ has: page.locator('[data-status="DRAFT"]') });
    await row.first().waitFor();
    await page.locator(`a[href="/edit-inbound-shipment-draft/${draftId}"]`).click();
    await page.getByTestId('wizard-next').click();
    expect(await page.getByTestId('line-quantity').inputValue()).toBe('7');
    await page.getByTestId('wizard-delete').click();
    const ask = page.locator('.ant-modal').filter({ hasText: 'Everything you entered in this draft will be lost' });
    await ask.getByRole('button', { name: 'Delete draft' }).click();
    await page.waitForURL(/\/shipments\/inbound$/);
    await page.getByText('Draft deleted').waitFor();
    // The list refetches after the toast: wait for the row to leave, then count.
    const draftLinks = page.locator(`a[href="/edit-inbound-shipment-draft/${draftId}"]`);
    await draftLinks.first().waitFor({ state: 'detached' });
    expect(await draftLinks.count()).toBe(0);
  });

  it('changes the quantity of a shipment in transit, and the detail declares the new count', async () => {
    const { ids } = await twoProducts();
    const shipment = await sentShipment(ids[0]!, `EDT-${randomUUID().slice(0, 8)}`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/shipments/inbound/${shipment.id}`);
    await page.getByTestId('inbound-edit').click();
    await page.waitForURL(new RegExp(`/edit-inbound-shipment/${shipment.id}$`));
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('line-quantity').fill('9');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-submit').click();
    await page.waitForURL(new RegExp(`/shipments/inbound/${shipment.id}$`));
    const declared = page.getByTestId('inbound-lines').locator('.ant-table-row td').nth(3);
    await declared.filter({ hasText: /^9$/ }).waitFor();
  });

  it('bulk-cancels what is in transit, names in the plural form what the warehouse already has, and filters by status', async () => {
    const { ids } = await twoProducts();
    const tracking = `BLK-${randomUUID().slice(0, 8)}`;
    const moving = await sentShipment(ids[0]!, `${tracking}-A`);
    const arrived = await sentShipment(ids[1]!, `${tracking}-B`);
    const manager = await signedInSession(running.product.url, 'manager@demo.ledgerhouse.test');
    const url = running.product.url;
    const delivered = await fetch(`${url}/api/admin/inbound-shipments/${arrived.id}/deliver`, {
      method: 'POST',
      headers: { ...(await clientHeaders(url)), Authorization: `JWT ${manager.access}` },
    });
    expect(delivered.status).toBe(200);
    await readModelsShow(((await delivered.json()) as { position: string }).position);

    const page = await signedIn();
    await page.goto(`${url}/shipments/inbound`);
    await page.getByPlaceholder('Number or tracking number').fill(tracking);
    await page.getByPlaceholder('Number or tracking number').press('Enter');
    const rows = page.locator('[data-testid="inbound-table"] .ant-table-row');
    await rows
      .filter({ hasText: `${tracking}-B` })
      .locator('[data-status="DELIVERED"]')
      .waitFor();
    // The search has answered once no other shipment of the seller is listed.
    await rows.filter({ hasNotText: tracking }).first().waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(2);
    for (const i of [0, 1]) await rows.nth(i).locator('.ant-checkbox-input').check();
    await page.getByTestId('inbound-bulk-cancel').click();
    const ask = page.locator('.ant-modal').filter({ hasText: 'Cancel 2 shipments?' });
    await ask.getByRole('button', { name: 'Cancel shipment' }).click();
    await page.getByText('1 shipment canceled').waitFor();
    await page.getByText('1 shipment cannot be canceled: it is already at the warehouse. Contact support.').waitFor();
    await rows.filter({ hasText: moving.number }).locator('[data-status="CANCELED"]').waitFor();
    expect(await rows.filter({ hasText: arrived.number }).locator('[data-status]').getAttribute('data-status')).toBe('DELIVERED');

    // The status filter keeps only the canceled one.
    await page.getByTestId('inbound-filter-status').click();
    await page.getByTestId('inbound-filter-status').locator('input').fill('cancel');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Canceled' }).click();
    await page.keyboard.press('Escape');
    await rows.filter({ hasText: arrived.number }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(moving.number);
  });

  it('cancels a shipment in transit after the irreversible warning', async () => {
    const { ids } = await twoProducts();
    const shipment = await sentShipment(ids[0]!, `CXL-${randomUUID().slice(0, 8)}`);
    const page = await signedIn();
    await page.goto(`${running.product.url}/shipments/inbound/${shipment.id}`);
    await page.getByTestId('inbound-cancel').click();
    const ask = page.locator('.ant-modal').filter({ hasText: 'Canceling cannot be undone' });
    await ask.getByRole('button', { name: 'Cancel shipment' }).click();
    await page.getByTestId('inbound-detail').locator('[data-status="CANCELED"]').waitFor();
    expect(await page.getByTestId('inbound-cancel').count()).toBe(0);
  });

  it('reads the list and the detail in Russian on a 390 px phone', async () => {
    const { ids } = await twoProducts();
    const shipment = await sentShipment(ids[1]!, `RU-${randomUUID().slice(0, 8)}`);
    const page = await signedIn('ru-RU', { width: 390, height: 844 });
    await page.goto(`${running.product.url}/shipments`);
    await page.waitForURL(/\/shipments\/inbound$/);
    const row = page.locator('[data-testid="inbound-table"] tr').filter({ hasText: shipment.number });
    await row.waitFor();
    expect(await row.textContent()).toContain('В пути');
    expect(await page.locator('[data-testid="inbound-table"] thead').textContent()).toContain('Номер');
    expect(await page.getByRole('tab', { name: 'Входящие' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await row.getByTestId('inbound-row-link').click();
    const detail = page.getByTestId('inbound-detail');
    await detail.waitFor();
    expect(await page.locator('.ant-modal-title').textContent()).toBe(`Входящая поставка ${shipment.number}`);
    await detail.getByRole('tab', { name: 'История' }).click();
    await detail.getByTestId('timeline-entry').nth(1).waitFor();
    expect(await detail.getByTestId('timeline-entry').nth(1).textContent()).toContain('Отправлена на склад (товаров: 1, штук: 3)');
    await screenshot(page, 'inbound-seller-ru-390');
  });
});
