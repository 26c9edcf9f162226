// The seller's support screens: a chat opened with a numbered subject and a photo, found in the list, ended after
// confirming, moved to the archive, found there and reopened; a reply from staff as an unread badge in both menus;
// the screens in Russian (with a subject of the seller's own and the hours in Moscow time); a phone-width layout.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { chooseOption } from '../support/browser-select';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { signedInContext } from '../support/browser-kept-contexts';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';

const running = productAndBrowserForThisFile();
const STAFF: BrowserTestAccount = { email: 'staff@demo.ledgerhouse.test', password: 'demo-pass-1' };
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600, 0x20)]);

async function signedIn(
  account: BrowserTestAccount,
  { locale = 'en-US', width = 1366, timezoneId }: { locale?: 'en-US' | 'ru-RU'; width?: number; timezoneId?: string } = {},
): Promise<Page> {
  // A new page in the context kept for this reader and settings (browser-kept-contexts.ts).
  return running.kept.page(`${account.email} ${locale} ${width} ${timezoneId ?? ''}`, async (browser) => {
    const session = await signedInSession(running.product.url, account.email, account.password);
    return signedInContext(browser, session, { locale, timezoneId, viewport: { width, height: 900 } });
  });
}

const go = (page: Page, path: string) => page.goto(`${running.product.url}${path}`);

const chatIdOf = (page: Page) => page.url().split('/').at(-1)!;

describe('support chat, the seller’s screens', () => {
  it('opens a chat with a numbered subject and a photo, ends it, archives it, finds it in the archive and reopens it', async () => {
    const seller = await freshSeller(running.product.url, 'Sam Supportee');
    const page = await signedIn(seller);
    await go(page, '/support');
    await page.waitForURL(/\/support\/new-chat$/);
    await page.getByTestId('support-list-empty').waitFor();
    const contacts = page.getByTestId('support-contacts');
    await contacts.getByText('support@ledgerhouse.app').waitFor();
    await contacts.getByTestId('support-schedule-row').first().waitFor();
    await contacts.getByText(/Average reply time: from 5 minutes|Usually replies in about \d+ min/).waitFor();

    const form = page.getByTestId('support-new-chat-form');
    await form.getByTestId('support-start-chat').click();
    await form.locator('.ant-form-item-explain-error').filter({ hasText: 'Choose a category' }).waitFor();
    await chooseOption(page, form.getByTestId('support-category'), 'Billing');
    await chooseOption(page, form.getByTestId('support-subject'), '2. My card was declined');
    await form.getByTestId('support-message').fill('My card was declined on the last top-up.');
    await form.locator('input[type=file]').setInputFiles({ name: 'declined.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('support-file-chip').filter({ hasText: 'declined.png' }).waitFor();
    await form.getByTestId('support-start-chat').click();
    await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    const chatId = chatIdOf(page);

    const chat = page.getByTestId('support-chat');
    await expect(chat.getByTestId('support-chat-subject').innerText()).resolves.toBe('My card was declined');
    await chat.locator('[data-status="OPEN"]').first().waitFor();
    const thread = page.getByTestId('support-thread');
    await thread.getByText('My card was declined on the last top-up.').waitFor();
    await thread.getByTestId('support-attachment-preview').waitFor();
    await thread.getByRole('button', { name: 'Download declined.png' }).waitFor();
    const item = page.getByTestId('support-chat-list').locator(`[data-chat-id="${chatId}"]`);
    await expect(item.getByTestId('support-chat-item-subject').innerText()).resolves.toBe('My card was declined');
    await expect(item.getAttribute('aria-current')).resolves.toBe('page');

    // A second message, sent with Enter; Shift+Enter keeps writing on a new line.
    const composer = page.getByTestId('support-composer-text');
    await composer.fill('The card ends in 0002.');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Expiry 12/35.');
    await composer.press('Enter');
    await thread.getByText(/The card ends in 0002\.\s+Expiry 12\/35\./).waitFor();
    // The composer empties once the sent message is in the chat.
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[data-testid="support-composer-text"]')?.value === '');
    await screenshot(page, 'support-seller-chat');

    // Ended after confirming: nothing more can be written until it is reopened.
    await page.getByTestId('support-end').click();
    await page.locator('.ant-popover').getByRole('button', { name: 'End chat' }).click();
    await chat.locator('[data-status="ENDED"]').first().waitFor();
    await page.getByTestId('support-composer-closed').getByText('This chat has ended. Reopen it to write again.').waitFor();
    await expect(composer.isDisabled()).resolves.toBe(true);

    // Archived: gone from Chats, found under Archive.
    await page.getByTestId('support-archive').click();
    await chat.locator('[data-status="ARCHIVED"]').first().waitFor();
    await item.waitFor({ state: 'detached' });
    await page.getByTestId('support-list-tabs').getByRole('tab', { name: 'Archive' }).click();
    const archived = page.getByTestId('support-chat-list').locator(`[data-chat-id="${chatId}"]`);
    await archived.locator('[data-status="ARCHIVED"]').waitFor();

    // Reopened from the archive: back under Chats, and it takes messages again.
    await page.getByTestId('support-reopen').click();
    await chat.locator('[data-status="REOPENED"]').first().waitFor();
    await page.getByTestId('support-list-tabs').getByRole('tab', { name: 'Chats' }).click();
    await item.locator('[data-status="REOPENED"]').waitFor();
    await composer.fill('Reopening: it happened again.');
    await page.getByTestId('support-send').click();
    await thread.getByText('Reopening: it happened again.').waitFor();
    await page.close();
  });

  it('shows a staff reply as unread in both menus and the list until the seller opens the chat', async () => {
    const seller = await freshSeller(running.product.url, 'Una Unread');
    const { id: chatId } = await apiAs<{ id: string }>(running.product.url, seller, 'POST', '/support/chats', {
      category: 'WAREHOUSE',
      subjectNumber: 1,
      text: 'My stock count looks wrong.',
    });
    await apiAs(running.product.url, STAFF, 'POST', `/admin/support/chats/${chatId}/messages`, { text: 'Checking the shelf now.' });

    const page = await signedIn(seller);
    await go(page, '/products');
    await page.getByTestId('side-menu-support-unread').getByText('1').waitFor();
    await page.getByTestId('top-menu-support-unread').getByText('1').waitFor();
    await page.getByTestId('top-menu').getByText('Support').click();
    await page.waitForURL(/\/support\/new-chat$/);
    const item = page.getByTestId('support-chat-list').locator(`[data-chat-id="${chatId}"]`);
    await item.getByTitle('1 unread message').waitFor();
    await item.click();
    await page.getByTestId('support-thread').getByText('Checking the shelf now.').waitFor();
    await page.getByTestId('support-thread').locator('[data-from="SUPPORT"]').waitFor();
    await item.getByTitle(/unread message/).waitFor({ state: 'detached' });
    await page.getByTestId('top-menu-support-unread').waitFor({ state: 'detached' });
    await page.getByTestId('side-menu-support-unread').waitFor({ state: 'detached' });
    await page.close();
  });

  it('opens a chat with a subject of the seller’s own in Russian, with the hours in Moscow time', async () => {
    const seller = await freshSeller(running.product.url, 'Ira Podderzhkina');
    const page = await signedIn(seller, { locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    await go(page, '/support/new-chat');
    const form = page.getByTestId('support-new-chat-form');
    await form.getByText('Новый чат с поддержкой').waitFor();
    const contacts = page.getByTestId('support-contacts');
    await contacts.getByText('Часы работы').waitFor();
    await contacts.getByText(/Europe\/Moscow/).waitFor();
    // Monday-Friday 10:00-22:00 in New York is 18:00-06:00 in Moscow in winter, 17:00-05:00 in summer: past midnight.
    await contacts
      .getByTestId('support-schedule-row')
      .filter({ hasText: /1[78]:00.0?[56]:00 \(следующего дня\)/ })
      .waitFor();
    await contacts.getByText(/Сейчас открыто|Закрыто, откроется/).waitFor();

    const subject = `Своя тема ${randomUUID().slice(0, 6)}`;
    await chooseOption(page, form.getByTestId('support-category'), 'Другое');
    await chooseOption(page, form.getByTestId('support-subject'), 'Другая тема (напишите свою)');
    await form.getByTestId('support-start-chat').click();
    await form.locator('.ant-form-item-explain-error').filter({ hasText: 'Напишите тему' }).waitFor();
    await form.locator('.ant-form-item-explain-error').filter({ hasText: 'Напишите сообщение или прикрепите файл' }).waitFor();
    await form.getByTestId('support-own-subject').fill(subject);
    await form.getByTestId('support-message').fill('Вопрос о складе.');
    await form.getByTestId('support-start-chat').click();
    await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('support-chat-subject').innerText()).resolves.toBe(subject);
    await page.getByTestId('support-chat').getByText('Открыт', { exact: true }).waitFor();
    await page.getByTestId('support-end').getByText('Завершить чат').waitFor();
    await page.getByTestId('support-list-tabs').getByRole('tab', { name: 'Архив' }).waitFor();
    await page.getByTestId('support-thread').getByText('Вы', { exact: true }).waitFor();
    await screenshot(page, 'support-seller-ru');
    await page.close();
  });

  it('lets a blocked seller reach support from the menus and open a chat', async () => {
    const seller = await freshSeller(running.product.url, 'Bo Blocked');
    await apiAs(running.product.url, MANAGER, 'POST', `/admin/users/${seller.id}/block`);
    const page = await signedIn(seller);
    await go(page, '/products');
    await page.waitForURL(/\/deactivated-dashboard$/);
    await page.getByTestId('side-menu').getByText('Support', { exact: true }).click();
    await page.waitForURL(/\/support\/new-chat$/);
    const form = page.getByTestId('support-new-chat-form');
    await chooseOption(page, form.getByTestId('support-category'), 'Other');
    await chooseOption(page, form.getByTestId('support-subject'), '3. A complaint');
    await form.getByTestId('support-message').fill('Why was my account deactivated?');
    await form.getByTestId('support-start-chat').click();
    await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    await page.getByTestId('support-thread').getByText('Why was my account deactivated?').waitFor();
    await page.close();
  });

  it('works at phone width: no sideways scroll, the open chat above the list, at most 5 files to a message', async () => {
    const seller = await freshSeller(running.product.url, 'Pia Phone');
    const page = await signedIn(seller, { width: 375 });
    await go(page, '/support/new-chat');
    const form = page.getByTestId('support-new-chat-form');
    await chooseOption(page, form.getByTestId('support-category'), 'Forwarding');
    await chooseOption(page, form.getByTestId('support-subject'), '3. Labels and documents');
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `label-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF }));
    await form.locator('input[type=file]').setInputFiles(files);
    await form.getByText('You can only upload up to 5 files').waitFor();
    await expect(form.getByTestId('support-file-chip').count()).resolves.toBeLessThanOrEqual(5);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="support-file-chip"]').length === 5);
    await form.getByRole('button', { name: 'Remove label-5.pdf' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="support-file-chip"]').length === 4);
    await form.getByTestId('support-message').fill('Four labels attached.');
    await form.getByTestId('support-start-chat').click();
    await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    const attachments = page.getByTestId('support-thread').getByTestId('support-attachment');
    await attachments.nth(3).waitFor();
    await expect(attachments.count()).resolves.toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const [chatBox, listBox] = await Promise.all([
      page.getByTestId('support-chat').boundingBox(),
      page.getByTestId('support-list').boundingBox(),
    ]);
    expect(chatBox!.y).toBeLessThan(listBox!.y);
    expect(chatBox!.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'support-seller-375');
    await page.close();
  });
});
