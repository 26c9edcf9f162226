// Webhooks in the profile: a seller adds an endpoint on a local receiver (admitted by the test-only private-address
// switch), copies its signing secret from the one-time dialog, places an order, and watches the signed delivery succeed
// in the log and its detail; the page reads in Russian on a phone, with the contract's messages for a refused URL;
// a manager reaches the warehouse's endpoints from the admin menu.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { errorMessages, fieldErrorMessages } from '@ledgerhouse/contracts';
import { freshSeller } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { MANAGER, readyOrder, sellerWithStockInBin } from '../support/browser-orders';
import { signedInPages } from '../support/browser-scanning';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 that keeps every request and answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const side = {} as { receiver: Awaited<ReturnType<typeof startReceiver>> };
beforeAll(async () => {
  side.receiver = await startReceiver();
});
afterAll(() => side.receiver?.close());
const running = productAndBrowserForThisFile({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DISPATCH_INTERVAL_MS: '200' });

const signedIn = signedInPages(running);

/**
 * Clicks the log's Refresh until a row shows `status` for `eventType` (a replay's row when `replay`), since the
 * dispatcher works on its own time; at most `ms`.
 */
async function waitForDelivery(page: Page, eventType: string, status: string, { replay = false, ms = 60_000 } = {}) {
  const rows = page
    .getByTestId('delivery-table')
    .locator('tr')
    .filter({ has: page.getByTestId('delivery-event-type').filter({ hasText: eventType }) })
    .filter({ has: page.locator(`[data-testid="delivery-status"][data-status="${status}"]`) });
  const row = replay ? rows.filter({ has: page.getByTestId('delivery-replay') }) : rows;
  const end = Date.now() + ms;
  for (;;) {
    const shown = await row
      .first()
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return row.first();
    if (Date.now() > end) throw new Error(`no ${status} delivery of ${eventType} in the log after ${ms} ms`);
    await page.getByTestId('delivery-refresh').click();
  }
}

/** How the range picker writes an instant (local time, to the minute). */
const pickerText = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('webhooks in the profile', () => {
  it('a seller adds an endpoint, sees its secret once, and an order’s signed delivery succeeds in the log and its detail', async () => {
    const url = running.product.url;
    // A seller with a unit in a bin, so an order of it is placed.
    const stock = await sellerWithStockInBin(url, 1);
    const { seller } = stock;
    const page = await signedIn(seller);
    await page.goto(`${url}/profile/webhooks`);
    await page.getByRole('tab', { name: 'Webhooks', selected: true }).waitFor();
    const empty = page.getByTestId('webhooks-empty');
    await empty.getByText('No webhook endpoints yet').waitFor();
    expect(await empty.getByTestId('webhooks-docs-link').getAttribute('href')).toBe('/api/docs#/webhooks');
    await empty.getByTestId('webhook-add-first').click();

    const form = page.getByTestId('webhook-form');
    await form.getByTestId('webhook-url').fill(side.receiver.url);
    await form.getByTestId('webhook-description').fill('Order sync');
    await form.getByTestId('event-topic-orders').getByText('order.placed.v1', { exact: true }).click();
    await form.getByTestId('webhook-submit').click();

    // The secret, once, with its copy button and how to verify; closing it opens the endpoint's page.
    const secretModal = page.getByTestId('webhook-secret-modal');
    await secretModal.getByText('Copy the secret now: it is shown this once.', { exact: false }).waitFor();
    const secret = (await secretModal.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await secretModal.getByText('webhook-signature', { exact: false }).waitFor();
    await expect(secretModal.locator('.ant-typography-copy').count()).resolves.toBe(1);
    await page.getByTestId('webhook-secret-done').click();
    await page.waitForURL(/\/profile\/webhooks\/[0-9a-f-]{36}$/);
    const detail = page.getByTestId('webhook-detail');
    await detail.getByTestId('webhook-url-title').filter({ hasText: side.receiver.url }).waitFor();
    await detail.locator('[data-testid="webhook-status"][data-status="ACTIVE"]').first().waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    await detail.getByTestId('delivery-table').getByText('No deliveries yet', { exact: false }).waitFor();

    // An order placed: its delivery reaches the receiver signed with that secret and succeeds in the log.
    const { id: orderId } = await readyOrder(url, seller, stock.sku);
    const row = await waitForDelivery(page, 'order.placed.v1', 'SUCCEEDED');
    const delivered = side.receiver.received.find((r) => r.body.includes(orderId));
    expect(delivered).toBeDefined();
    const verified = new Webhook(secret).verify(delivered!.body, delivered!.headers as Record<string, string>) as { type: string };
    expect(verified.type).toBe('order.placed.v1');
    await screenshot(page, 'webhooks-delivery-log');

    // Its detail: the payload pretty-printed, the attempt with the receiver's 200 and answer.
    await row.getByTestId('delivery-open').click();
    const drawer = page.getByTestId('delivery-drawer');
    await drawer
      .getByTestId('delivery-payload')
      .filter({ hasText: `"orderId": "${orderId}"` })
      .waitFor();
    const attempt = drawer.getByTestId('delivery-attempt').first();
    expect(await attempt.getAttribute('data-code')).toBe('200');
    await attempt.getByText('thanks').waitFor();
    await screenshot(page, 'webhooks-delivery-detail');
    await page.keyboard.press('Escape');

    // Replayed: a new delivery of the same event, with the same webhook-id, succeeds again and is tagged a replay.
    await row.getByRole('button', { name: 'Replay' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Delivery queued again' }).first().waitFor();
    await waitForDelivery(page, 'order.placed.v1', 'SUCCEEDED', { replay: true });
    const ids = side.receiver.received.filter((r) => r.body.includes(orderId)).map((r) => r.headers['webhook-id']);
    expect(ids).toEqual([delivered!.headers['webhook-id'], delivered!.headers['webhook-id']]);

    // A period replayed: the last hour holds this seller's one order, so one delivery is queued.
    await page.getByTestId('webhook-replay-period').click();
    const inputs = page.getByTestId('replay-period-form').locator('input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(pickerText(new Date(Date.now() - 3_600_000)));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(pickerText(new Date(Date.now() + 120_000)));
    await inputs.nth(1).press('Enter');
    await page.getByTestId('replay-period-submit').click();
    await page.getByTestId('modal').getByText('Send every event of this period again?').waitFor();
    await page.getByTestId('modal').getByRole('button', { name: 'Replay' }).click();
    await page
      .getByTestId('replay-period-sent')
      .getByText('1 delivery queued')
      .waitFor()
      .catch(async (err: Error) => {
        // Seen once in a full run and not alone: what the page showed instead says which step went another way.
        const shown = await page.locator('.ant-modal-wrap:visible, [data-testid="toast"], .ant-form-item-explain-error').allInnerTexts();
        throw new Error(`${err.message}
shown instead: ${JSON.stringify(shown)}`);
      });
    await page.getByTestId('replay-period-sent').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('replay-period-sent').waitFor({ state: 'detached' });

    // The secret can be revealed again on request; the list shows the endpoint's last delivery.
    await page.getByTestId('webhook-reveal-secret').click();
    await page.getByTestId('webhook-secret-modal').getByTestId('webhook-secret').filter({ hasText: secret }).waitFor();
    await page.getByTestId('webhook-secret-done').click();
    await page.getByTestId('webhook-secret-modal').waitFor({ state: 'detached' });
    await page.getByTestId('webhook-back').click();
    const listed = page.getByTestId('webhook-row').filter({ hasText: side.receiver.url });
    await listed.getByText('Order sync').waitFor();
    await listed.getByText('1 event type').waitFor();
    await listed.getByTestId('webhook-last-delivery').getByText('200').waitFor();
    await page.context().close();
  });

  it('reads in Russian at 390 px and shows the contract’s messages for a malformed and a refused URL', async () => {
    const url = running.product.url;
    const seller = await freshSeller(url, 'Vera Webhook');
    const page = await signedIn(seller, { locale: 'ru-RU', width: 390 });
    await page.goto(`${url}/profile/webhooks`);
    await page.getByRole('tab', { name: 'Вебхуки', selected: true }).waitFor();
    await page.getByTestId('webhooks-empty').getByText('Адресов для вебхуков пока нет').waitFor();
    await page.getByTestId('webhook-add-first').click();

    const form = page.getByTestId('webhook-form');
    await form.getByText('Типы событий').waitFor();
    await form.getByTestId('event-topic-orders-all').getByText('Заказы').waitFor();
    // The event types are described in the reader's language, not the catalog's English.
    await form
      .getByTestId('event-topic-orders')
      .getByText(/^Продавец оформил заказ/)
      .waitFor();
    await form.getByTestId('webhook-url').fill('ftp://example.com/hooks');
    await form.getByTestId('webhook-submit').click();
    await form.getByText(fieldErrorMessages['ru-RU'].INVALID_URL, { exact: true }).waitFor();
    await form.getByText('Выберите хотя бы один тип события', { exact: true }).waitFor();

    // 0.0.0.0 is shut even with private addresses admitted: the server refuses it, the field says why in Russian.
    await form.getByTestId('webhook-url').fill('https://0.0.0.0/hooks');
    await form.getByTestId('event-topic-orders').getByText('order.placed.v1', { exact: true }).click();
    await form.getByTestId('webhook-submit').click();
    await form.getByText(errorMessages['ru-RU'].WEBHOOK_URL_INVALID, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'webhooks-form-ru-390');

    // A valid endpoint: its card and its page fit the phone, in Russian.
    await form.getByTestId('webhook-url').fill(side.receiver.url);
    await form.getByTestId('webhook-submit').click();
    await page.getByTestId('webhook-secret-modal').getByText('Скопируйте секрет сейчас', { exact: false }).waitFor();
    await page.getByTestId('webhook-secret-done').click();
    await page.getByTestId('webhook-detail').getByText('Журнал доставок').waitFor();
    await page.getByTestId('webhook-send-test').getByText('Отправить тестовое событие').click();
    await waitForDelivery(page, 'webhook.test.v1', 'SUCCEEDED');
    await page.getByTestId('delivery-table').getByText('Доставлено').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'webhooks-detail-ru-390');
    await page.getByTestId('webhook-back').click();
    await page.getByTestId('webhook-row').getByText('Включён').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('a manager opens the warehouse’s webhooks from the admin menu (other staff have no entry)', async () => {
    const page = await signedIn(MANAGER);
    await page.goto(`${running.product.url}/admin/warehouse/inbound-shipments`);
    await page.getByTestId('admin-menu').getByText('Webhooks', { exact: true }).click();
    await page.waitForURL(/\/admin\/webhooks$/);
    await page.getByTestId('webhooks-page').getByText('Webhooks', { exact: true }).waitFor();
    await page.context().close();
  });
});
