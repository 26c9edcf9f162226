// A seller declares a forwarding shipment on a phone-sized screen; a warehouse manager marks it delivered, sets the
// processing cost and charges it; the seller sees it PAID and the FORWARDING_SHIPMENT spending in the wallet.
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const SELLER = 'seller@demo.ledgerhouse.test';
const MANAGER = 'manager@demo.ledgerhouse.test';

async function signedIn(email: string, { locale = 'en-US', width = 1366 }: { locale?: 'en-US' | 'ru-RU'; width?: number } = {}) {
  const session = await signedInSession(running.product.url, email);
  const context = await running.browser.newContext({ locale, viewport: { width, height: 900 } });
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('i18nextLng', language);
      if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
    },
    [JSON.stringify(session), locale],
  );
  return context.newPage();
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).waitFor();
const confirmDialog = (page: Page, ok: string) => page.getByTestId('modal').getByRole('button', { name: ok }).click();

describe('forwarding shipments', () => {
  it('seller creates one with a label file at 390 px; the manager marks it delivered and charges it; the seller sees PAID and the spending', async () => {
    const tracking = `FWD${Date.now().toString(36).toUpperCase()}`;

    const seller = await signedIn(SELLER, { width: 390 });
    await seller.goto(`${running.product.url}/shipments/forwarding-shipments`);
    await seller.getByTestId('forwarding-table').waitFor();
    await seller.getByTestId('forwarding-create').click();
    const form = seller.getByTestId('forwarding-form');
    await form.getByLabel('Label tracking number').fill(tracking);
    await form.getByLabel('Courier service').fill('UPS');
    await form.getByLabel('Parcels per shipment').fill('2');
    await form.getByLabel('Note for the warehouse').fill('Two boxes taped together');
    const label = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600, 0x20)]);
    await form.locator('input[type=file]').setInputFiles({ name: 'ups-label.pdf', mimeType: 'application/pdf', buffer: label });
    await form.getByTestId('forwarding-files').getByText('ups-label.pdf').waitFor();
    await seller.getByTestId('forwarding-save').click();
    await toast(seller, 'The forwarding shipment is created');
    const row = seller.getByTestId('forwarding-table').locator('tr.ant-table-row').filter({ hasText: tracking });
    await row.getByText('In transit').waitFor();
    expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(seller, 'forwarding-seller-created-390');

    const manager = await signedIn(MANAGER);
    await manager.goto(`${running.product.url}/admin/warehouse/forwarding-shipments`);
    await manager.getByTestId('forwarding-search').locator('input').fill(tracking);
    await manager.getByTestId('forwarding-search').locator('input').press('Enter');
    await manager.getByTestId('admin-forwarding-table').getByRole('link', { name: tracking }).click();
    const modal = manager.getByTestId('admin-forwarding-modal');
    await modal.getByText('Two boxes taped together').waitFor();
    await modal.getByTestId('forwarding-file-list').getByRole('button', { name: 'ups-label.pdf' }).waitFor();
    await modal.getByTestId('forwarding-deliver').click();
    await confirmDialog(manager, 'Mark delivered');
    await modal.locator('[data-status="DELIVERED"]').waitFor();
    await modal.getByRole('spinbutton', { name: 'Processing cost' }).fill('12.34');
    await modal.getByTestId('forwarding-charge').click();
    await manager.getByTestId('modal').getByText('Charge $12.34 from the seller').waitFor();
    await confirmDialog(manager, 'Set cost and charge');
    // The status is the lasting answer (the toast shows for 3 s once the read model has the charge).
    await modal.locator('[data-status="PAID"]').waitFor({ timeout: 60_000 });
    await modal.getByTestId('forwarding-cost').getByText('$12.34').waitFor();
    await screenshot(manager, 'forwarding-manager-paid');

    await row.getByRole('link', { name: tracking }).click();
    const view = seller.getByTestId('forwarding-view-modal');
    await view.locator('[data-status="PAID"]').waitFor();
    await view.getByTestId('forwarding-cost').getByText('$12.34').waitFor();
    await expect(view.getByTestId('forwarding-cancel').count()).resolves.toBe(0);
    await seller.goto(`${running.product.url}/wallet/spendings`);
    await seller.getByTestId('spendings-table').getByText(`Forwarding shipment · ${tracking}`).waitFor();
  });

  it('attaches every file chosen at once, and refuses those beyond 5 with the limit', async () => {
    const seller = await signedIn(SELLER);
    await seller.goto(`${running.product.url}/shipments/forwarding-shipments`);
    await seller.getByTestId('forwarding-create').click();
    const form = seller.getByTestId('forwarding-form');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600, 0x20)]);
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `invoice-${n}.pdf`, mimeType: 'application/pdf', buffer: pdf }));
    await form.locator('input[type=file]').setInputFiles(six);
    await form.getByTestId('forwarding-files-hint').and(seller.getByRole('alert')).waitFor();
    const names = form.getByTestId('forwarding-files').locator('.ant-list-item');
    await names.nth(4).waitFor();
    expect((await names.allInnerTexts()).map((text) => text.match(/invoice-\d/)?.[0]).sort()).toEqual([
      'invoice-1',
      'invoice-2',
      'invoice-3',
      'invoice-4',
      'invoice-5',
    ]);
    expect(await form.getByTestId('forwarding-files-hint').textContent()).toBe('You can only upload up to 5 files');
  });

  it('seller cancels one after confirming, in Russian; a canceled one offers nothing more', async () => {
    const tracking = `FWDRU${Date.now().toString(36).toUpperCase()}`;
    const seller = await signedIn(SELLER, { locale: 'ru-RU' });
    await seller.goto(`${running.product.url}/shipments/forwarding-shipments/create`);
    const form = seller.getByTestId('forwarding-form');
    await form.getByLabel('Трек-номер этикетки').fill(tracking);
    await form.getByLabel('Курьерская служба').fill('DHL');
    await seller.getByTestId('forwarding-save').click();
    await toast(seller, 'Переадресация создана');
    await seller.getByTestId('forwarding-table').getByRole('link', { name: tracking }).click();
    const view = seller.getByTestId('forwarding-view-modal');
    await view.getByTestId('forwarding-cancel').click();
    await seller.getByTestId('modal').getByText('Отмену нельзя вернуть').waitFor();
    await confirmDialog(seller, 'Отменить отправку');
    await toast(seller, 'Переадресация отменена');
    await view.locator('[data-status="CANCELED"]').getByText('Отменена').waitFor();
    await view.getByText('Эта переадресация отменена и больше не меняется').waitFor();
    await expect(view.getByTestId('forwarding-edit').count()).resolves.toBe(0);
  });
});
