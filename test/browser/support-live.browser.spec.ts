// Support chat live in two browsers at once: a seller and a staff member signed in side by side exchange messages,
// with a file, and each sees the other's words arrive without a reload; the admin tabs in Russian with a chat opened
// by a real trigger (a declined card top-up) and one opened by staff.
import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import type { Page } from 'playwright-core';
import { chooseOption } from '../support/browser-select';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';
import { signedInPages } from '../support/browser-scanning';

const running = productAndBrowserForThisFile();
const signedIn = signedInPages(running);

const STAFF: BrowserTestAccount = { email: 'staff@demo.ledgerhouse.test', password: 'demo-pass-1' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/**
 * How long a message may take to reach the other browser on a busy machine (two browser files at once beside another
 * stage): the socket delivers in well under a second on a quiet one. That a message came over the socket, not by the
 * 10 s polling that runs while the socket is down, the frame checks below prove.
 */
const LIVE = { timeout: 20_000 };

const go = (page: Page, path: string) => page.goto(`${running.product.url}${path}`);

interface LiveFrame {
  type: string;
  chatId?: string;
  message?: { text: string | null; files: { name: string }[] };
}

/**
 * The frames `page` receives on its support sockets (a reconnect opens another), registered before it loads; `ready()`
 * resolves once the server has signed in more sockets than `before` (a reload's new socket: a frame sent before it is
 * signed in reaches only the page's refetch, not the socket).
 */
function liveFrames(page: Page): LiveFrame[] & { ready(before: number): Promise<void>; readyCount(): number } {
  const waiting: (() => void)[] = [];
  const frames = Object.assign([] as LiveFrame[], {
    readyCount: () => frames.filter((frame) => frame.type === 'ready').length,
    ready: (before: number) =>
      new Promise<void>((resolve) => {
        const check = () => (frames.readyCount() > before ? (resolve(), true) : false);
        if (!check()) waiting.push(() => void check());
      }),
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      frames.push(JSON.parse(String(payload)) as LiveFrame);
      waiting.forEach((wake) => wake());
    }),
  );
  return frames;
}

const messageFrame = (chatId: string, text: string) =>
  expect.objectContaining({ type: 'message', chatId, message: expect.objectContaining({ text }) });

describe('support chat, live in two browsers', () => {
  it('brings a seller’s new chat with a file to staff’s list live, and staff’s replies to the seller’s chat and unread badge live', async () => {
    const seller = await freshSeller(running.product.url, 'Lena Livechat');
    const [staffPage, sellerPage] = await Promise.all([signedIn(STAFF), signedIn(seller)]);
    const [staffFrames, sellerFrames] = [liveFrames(staffPage), liveFrames(sellerPage)];
    await go(staffPage, '/admin/support/user-initiated');
    const staffList = staffPage.getByTestId('admin-support-list-user-initiated');
    await staffList.waitFor();

    // The seller opens a chat with a photo.
    const subject = `Crushed box ${randomUUID().slice(0, 6)}`;
    await go(sellerPage, '/support/new-chat');
    const form = sellerPage.getByTestId('support-new-chat-form');
    await chooseOption(sellerPage, form.getByTestId('support-category'), 'Inbound shipment');
    await chooseOption(sellerPage, form.getByTestId('support-subject'), 'Write your own');
    await form.getByTestId('support-own-subject').fill(subject);
    await form.getByTestId('support-message').fill('The box arrived crushed, photo attached.');
    await form.locator('input[type=file]').setInputFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('support-file-chip').filter({ hasText: 'crushed-box.png' }).waitFor();
    await form.getByTestId('support-start-chat').click();
    await sellerPage.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    const chatId = sellerPage.url().split('/').at(-1)!;
    const sellerThread = sellerPage.getByTestId('support-thread');
    await sellerThread.getByText('The box arrived crushed, photo attached.').waitFor();

    // It reaches staff's open list without a reload, unread and awaiting a reply.
    const item = staffList.locator(`[data-chat-id="${chatId}"]`);
    await item.waitFor(LIVE);
    await expect(item.getByTestId('admin-support-chat-subject').innerText()).resolves.toBe(subject);
    await item.getByTestId('admin-support-chat-awaiting').waitFor();
    await item.getByTitle('1 unread').waitFor();
    await expect(item.getByTestId('admin-support-chat-seller').innerText()).resolves.toBe('Lena Livechat');
    // It came over the socket, with its file (polling stops while the socket is up).
    expect(staffFrames).toContainEqual(
      expect.objectContaining({
        type: 'message',
        chatId,
        message: expect.objectContaining({ files: [expect.objectContaining({ name: 'crushed-box.png' })] }),
      }),
    );

    // Staff opens it: the photo has a preview and downloads under its name.
    await item.getByRole('link').click();
    await staffPage.waitForURL(new RegExp(`/admin/support/user-initiated/${chatId}$`));
    const staffThread = staffPage.getByTestId('support-thread');
    await staffThread.getByTestId('support-attachment-preview').waitFor();
    const download = staffPage.waitForEvent('download');
    await staffThread.getByRole('button', { name: 'Download crushed-box.png' }).click();
    expect((await download).suggestedFilename()).toBe('crushed-box.png');
    await expect(staffPage.getByTestId('admin-support-chat-seller').innerText()).resolves.toBe('Lena Livechat');

    // Staff's reply appears in the seller's open chat without a reload; being on screen, it is read at once.
    await staffPage.getByTestId('support-composer-text').fill('Sorry about that: a replacement ships today.');
    await staffPage.getByTestId('support-send').click();
    await sellerThread.getByText('Sorry about that: a replacement ships today.').waitFor(LIVE);
    expect(sellerFrames).toContainEqual(messageFrame(chatId, 'Sorry about that: a replacement ships today.'));
    const sellerItem = sellerPage.getByTestId('support-chat-item').filter({ hasText: subject });
    await sellerItem.waitFor();
    await sellerItem.getByTitle(/unread message/).waitFor({ state: 'detached', ...LIVE });
    // Staff sees its reply read by the seller, live as well.
    await staffThread.getByTestId('support-message-read').filter({ hasText: 'Read' }).waitFor(LIVE);
    await screenshot(staffPage, 'support-live-staff-chat');

    // With the chat closed, the next reply shows as unread on the seller's list, and opening it clears the badge.
    const signedInSockets = sellerFrames.readyCount();
    await go(sellerPage, '/support/new-chat');
    await sellerFrames.ready(signedInSockets);
    await sellerItem.waitFor();
    await staffPage.getByTestId('support-composer-text').fill('Tracking for the replacement: 1Z999AA10123456784.');
    await staffPage.getByTestId('support-composer-text').press('Enter');
    await sellerItem.getByTitle('1 unread message').waitFor(LIVE);
    expect(sellerFrames).toContainEqual(messageFrame(chatId, 'Tracking for the replacement: 1Z999AA10123456784.'));
    await sellerItem.click();
    await sellerThread.getByText('Tracking for the replacement: 1Z999AA10123456784.').waitFor();
    await sellerItem.getByTitle(/unread message/).waitFor({ state: 'detached', ...LIVE });
    await screenshot(sellerPage, 'support-live-seller-chat');

    // Staff ends the chat after confirming; the seller's chat shows it ended, live.
    await staffPage.getByTestId('admin-support-end').click();
    await staffPage.getByRole('dialog').getByRole('button', { name: 'End chat' }).click();
    await staffPage.getByTestId('admin-support-reopen').waitFor();
    await sellerPage.getByTestId('support-composer-closed').waitFor(LIVE);
    await Promise.all([staffPage.context().close(), sellerPage.context().close()]);
  });

  it('lists a declined top-up’s chat and a chat staff opens under system-initiated, in Russian, on a phone', async () => {
    const seller = await freshSeller(running.product.url, 'Pavel Platezhov');
    await apiAs(running.product.url, seller, 'POST', '/cards', { number: SANDBOX_CARDS.decline, expMonth: 12, expYear: 2035, cvc: '123' });
    await expect(apiAs(running.product.url, seller, 'POST', '/wallet/top-ups', { amountCents: 1000 })).rejects.toThrow(/402/);

    const page = await signedIn(STAFF, { locale: 'ru-RU', width: 390 });
    await go(page, `/admin/support/system-initiated?search=${encodeURIComponent(seller.email)}`);
    const tabs = page.getByTestId('admin-support-tabs');
    await tabs.getByText('От пользователей').waitFor();
    await tabs.getByText('Системные').waitFor();
    const list = page.getByTestId('admin-support-list-system-initiated');
    // The payment saga opens the chat on its own: it comes into the open list.
    const payment = list.getByTestId('admin-support-chat').filter({ hasText: 'Платёж не прошёл' });
    await payment.waitFor(LIVE);
    await expect(payment.getByTestId('admin-support-chat-seller').innerText()).resolves.toBe('Pavel Platezhov');
    await expect(page.getByTestId('admin-support-list-user-initiated').count()).resolves.toBe(0);

    // Staff writes to the seller: the new chat opens, and the list has it beside the payment one.
    await page.getByTestId('admin-support-new').click();
    await page.waitForURL(/\/admin\/support\/system-initiated\/new$/);
    await page.getByTestId('admin-support-new-seller').click();
    await page.keyboard.type(seller.email);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: seller.email }).click();
    await chooseOption(page, page.getByTestId('admin-support-new-category'), 'Пополнение кошелька');
    await chooseOption(page, page.getByTestId('admin-support-new-subject'), 'Пополнение не поступило');
    await page.getByTestId('admin-support-new-text').fill('Проверьте, пожалуйста, карту: банк отклонил платёж.');
    await page.getByTestId('admin-support-new-send').click();
    await page.waitForURL(/\/admin\/support\/system-initiated\/[0-9a-f-]{36}$/);
    await page.getByTestId('support-thread').getByText('Проверьте, пожалуйста, карту: банк отклонил платёж.').waitFor();
    await expect(page.getByTestId('admin-support-chat-title').innerText()).resolves.toBe('Пополнение не поступило');
    await screenshot(page, 'support-admin-chat-ru-phone');
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

    await page.getByTestId('admin-support-back').click();
    await page.waitForURL(/\/admin\/support\/system-initiated$/);
    await go(page, `/admin/support/system-initiated?search=${encodeURIComponent(seller.email)}`);
    const staffOpened = list.getByTestId('admin-support-chat').filter({ hasText: 'Открыт сотрудником' });
    await staffOpened.waitFor();
    await expect(list.getByTestId('admin-support-chat').count()).resolves.toBe(2);
    await screenshot(page, 'support-admin-system-tab-ru-phone');
    await page.context().close();
  });
});
