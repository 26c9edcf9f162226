// A seller links the sandbox card, tops up, turns on auto top-up, and a staff charge below the trigger tops the
// wallet up by itself; a declined card's top-up says why it failed.
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import type { Page } from 'playwright-core';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { signedInContext } from '../support/browser-kept-contexts';

const running = productAndBrowserForThisFile();
const SELLER = 'seller@demo.ledgerhouse.test';

async function signedIn(email: string, locale: 'en-US' | 'ru-RU' = 'en-US') {
  const session = await signedInSession(running.product.url, email);
  // A new page in the context kept for this reader and language (browser-kept-contexts.ts).
  const page = await running.kept.page(`${email} ${locale}`, async (browser) => {
    return signedInContext(browser, session, { locale, viewport: { width: 1366, height: 900 } });
  });
  return { page, userId: session.user.id, access: session.access };
}

/** The seller's API as the web app calls it (the demo seller may already have cards and a balance). */
async function sellerApi<T>(access: string, path: string): Promise<T> {
  const res = await fetch(`${running.product.url}/api${path}`, {
    headers: { Authorization: `JWT ${access}`, ...(await clientHeaders(running.product.url)) },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Links a card through the add-card dialog, or through the /add-yookassa-card page with the same form; waits for its new row. */
async function addCard(page: Page, access: string, number: string, via: 'dialog' | 'yookassa' = 'dialog') {
  const last4 = number.slice(-4);
  const { items } = await sellerApi<{ items: { last4: string }[] }>(access, '/cards');
  const sameEnding = items.filter((c) => c.last4 === last4).length;
  if (via === 'dialog') {
    await page.goto(`${running.product.url}/payment-information`);
    await page.getByTestId('add-card').click();
  } else {
    await page.goto(`${running.product.url}/add-yookassa-card`);
  }
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').fill(number);
  await page.getByTestId('card-exp-month').click();
  await page.getByTitle('01', { exact: true }).click();
  const year = String(new Date().getFullYear() + 3);
  await page.getByTestId('card-exp-year').click();
  await page.getByTitle(year, { exact: true }).click();
  await form.getByLabel('CVC').fill('123');
  await page.getByTestId('card-submit').click();
  const row = page
    .getByTestId('cards-table')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: `•••• ${last4}` })
    .nth(sameEnding);
  await row.waitFor();
  return { row, firstCard: items.length === 0 };
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

/** A call to the API as a demo account. */
async function apiAs(email: string, method: string, path: string, body?: unknown) {
  const { access } = await signedInSession(running.product.url, email);
  const res = await fetch(`${running.product.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${access}`, ...(await clientHeaders(running.product.url)) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ position?: string }>;
}

/** Fills the card form (dialog or page) with a number and an expiry; the caller submits. */
async function fillCard(page: Page, number: string, month: string, year: number) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').fill(number);
  // The open list's option: a select that already shows the value carries the same title.
  const option = (title: string) => page.locator(`.ant-select-item-option[title="${title}"]:visible`);
  await page.getByTestId('card-exp-month').click();
  await option(month).click();
  await page.getByTestId('card-exp-year').click();
  await option(String(year)).click();
  await form.getByLabel('CVC').fill('123');
  return form;
}

/** The error antd shows under the form field labelled `label`. */
const fieldError = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');

/** A charge made by staff through the admin API, as a warehouse service would be billed. */
async function staffCharge(userId: string, amountCents: number, notes: string) {
  const staff = await signedInSession(running.product.url, 'staff@demo.ledgerhouse.test');
  const res = await fetch(`${running.product.url}/api/admin/users/${userId}/wallet/spendings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${staff.access}`, ...(await clientHeaders(running.product.url)) },
    body: JSON.stringify({ amountCents, purpose: 'OTHER', notes }),
  });
  if (!res.ok) throw new Error(`staff charge: ${res.status} ${await res.text()}`);
  return (await res.json()) as { accepted: boolean; balanceAfterCents: number };
}

/**
 * Opens the top-up dialog once the button has the seller's cards: a click while it still loads them (antd's loading
 * button) is swallowed, and the dialog never opens (a busy machine's flake).
 */
async function openTopUp(page: Page) {
  await page.locator('[data-testid="top-up"]:not(.ant-btn-loading)').click();
}

describe('wallet', () => {
  // Runs on the seeded wallet, before the auto top-up test below changes the demo seller's cards and balance.
  it('shows why a top-up from a declined card failed', async () => {
    const { page, access } = await signedIn(SELLER);
    await addCard(page, access, SANDBOX_CARDS.decline, 'yookassa');
    await page.goto(`${running.product.url}/wallet/topups`);
    await openTopUp(page);
    await page.getByTestId('top-up-card').click();
    await page.getByTitle(/•••• 0002/).click();
    await page.getByTestId('top-up-form').getByLabel('Amount').fill('10');
    await page.getByTestId('top-up-submit').click();
    await page
      .getByTestId('top-up-failure')
      .getByText(/Failed to top up wallet balance: The card was declined/)
      .waitFor();
    // Said once, in the dialog: the same text is not repeated in a toast.
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await screenshot(page, 'wallet-top-up-declined');
    await page.goto(`${running.product.url}/payment-information`);
    await page.getByTestId('card-payments-table').getByText('Failed').first().waitFor();
    await screenshot(page, 'payment-information');
    const declined = page.getByTestId('cards-table').locator('tbody tr.ant-table-row').filter({ hasText: '•••• 0002' });
    await declined.getByRole('button', { name: 'Delete' }).click();
    const sure = page.locator('.ant-modal').filter({ hasText: 'Delete this card?' });
    await sure.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Card deleted');
    await declined.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('one message per failure, on the field it belongs to', () => {
  it('tops up from the sandbox card, and a staff charge below the trigger starts an auto top-up', async () => {
    const { page, userId, access } = await signedIn(SELLER);
    const added = await addCard(page, access, SANDBOX_CARDS.success);
    // The first card becomes primary; with a card already linked (the demo data's), that one stays primary.
    await (added.firstCard ? added.row : page.getByTestId('cards-table')).getByText('Primary', { exact: true }).waitFor();
    // The demo seller may start with a balance: amounts below are relative to it.
    const { balanceCents: start } = await sellerApi<{ balanceCents: number }>(access, '/wallet');

    await page.goto(`${running.product.url}/wallet`);
    await page.waitForURL(/\/wallet\/topups$/);
    await openTopUp(page);
    const topUp = page.getByTestId('top-up-form');
    await topUp.getByLabel('Amount').fill('0.5');
    await page.getByTestId('top-up-submit').click();
    await topUp.getByText('Minimum top-up is $1').waitFor();
    await topUp.getByLabel('Amount').fill('50');
    await page.getByTestId('top-up-submit').click();
    await toast(page, 'The wallet was topped up by $50.00');
    await page
      .getByTestId('wallet-balance')
      .getByText(money(start + 5_000))
      .waitFor();
    const newest = page.getByTestId('top-ups-table').locator('tbody tr.ant-table-row').first();
    await newest.locator('[data-source="MANUAL_FUND"]').waitFor();
    await expect(newest.innerText()).resolves.toMatch(/\$50\.00/);

    const auto = page.getByTestId('auto-top-up');
    await page.getByTestId('auto-top-up-switch').click();
    await auto.getByLabel('Minimum top-up amount').fill('100');
    await auto.getByLabel('Trigger level').fill('20');
    await page.getByTestId('auto-top-up-save').click();
    await auto.getByText('Trigger level cannot be below $30').waitFor();
    await auto.getByLabel('Trigger level').fill('30');
    // Leaving with unsaved settings asks first; staying keeps them.
    await page.getByTestId('side-menu').getByText('Products').click();
    const leave = page.locator('.ant-modal').filter({ hasText: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/wallet\/topups$/);
    await page.getByTestId('auto-top-up-save').click();
    await toast(page, 'Auto top-up settings saved');

    // A charge that leaves $25.00, below the $30 trigger.
    const charged = await staffCharge(userId, start + 5_000 - 2_500, 'Manual relabelling, browser test');
    expect(charged).toMatchObject({ accepted: true, balanceAfterCents: 2_500 });

    // The auto top-up runs after the charge, on the server's own time: ask the API (not page reloads, which would spend
    // the seller's per-minute request allowance) until it is in the history, then show the page once.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { items } = await sellerApi<{ items: { source: string }[] }>(access, '/wallet/top-ups?page=1&pageSize=20');
      if (items.some((t) => t.source === 'AUTO_FUND')) break;
      if (Date.now() > deadline) throw new Error('no AUTO_FUND top-up within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.reload();
    const autoFund = page.getByTestId('top-ups-table').locator('[data-source="AUTO_FUND"]');
    await autoFund.first().waitFor();
    await expect(autoFund.first().innerText()).resolves.toBe('Auto top-up');
    await page.getByTestId('wallet-balance').getByText('$125.00').waitFor();
    await page.getByRole('tab', { name: 'Spendings' }).click();
    await page.waitForURL(/\/wallet\/spendings$/);
    await page.getByTestId('spendings-table').getByText('Manual relabelling, browser test').waitFor();
    await screenshot(page, 'wallet-auto-top-up');
    await page.close();
  });

  it('shows an invalid card number and a card linked twice under the card number, with no toast', async () => {
    const { page } = await signedIn(SELLER);
    const year = new Date().getFullYear() + 4;
    await page.goto(`${running.product.url}/payment-information`);
    await page.getByTestId('add-card').click();
    await fillCard(page, '4242 4242 4242 4241', '05', year);
    await page.getByTestId('card-submit').click();
    await fieldError(page, 'Card number').getByText('Invalid card number').waitFor();
    await fillCard(page, '4242 4242 4242 4242', '05', year);
    await page.getByTestId('card-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Card added' }).waitFor();
    const rows = page.getByTestId('cards-table').locator('tbody tr.ant-table-row').filter({ hasText: '•••• 4242' });
    await rows.filter({ hasText: `05/${year}` }).waitFor();
    const linked = await rows.count();

    await page.getByTestId('add-card').click();
    await fillCard(page, '4242424242424242', '05', year);
    await page.getByTestId('card-submit').click();
    await fieldError(page, 'Card number').getByText('This card is already linked').waitFor();
    await expect(page.getByTestId('toast').filter({ hasText: 'already linked' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect(rows.count()).resolves.toBe(linked);
    await page.close();
  });

  it('shows a wrong current password under its field on the profile', async () => {
    const { page } = await signedIn(SELLER);
    await page.goto(`${running.product.url}/profile/info`);
    await page.getByLabel('Current password', { exact: true }).fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('another-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await fieldError(page, 'Current password').getByText('Wrong current password').waitFor();
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await page.close();
  });

  it('answers a rate-limited top-up with the rate-limit modal only, no toast beside it', async () => {
    const { page } = await signedIn(SELLER);
    await page.route('**/api/wallet/top-ups', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'Retry-After': '30' },
            contentType: 'application/json',
            body: JSON.stringify({ code: 'RATE_LIMITED', message: 'You have temporarily exceeded the request limit', details: null }),
          })
        : route.continue(),
    );
    await page.goto(`${running.product.url}/wallet/topups`);
    await openTopUp(page);
    await page.getByTestId('top-up-form').getByLabel('Amount').fill('10');
    await page.getByTestId('top-up-submit').click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'You have temporarily exceeded the request limit' });
    await modal.getByRole('button', { name: 'Got it' }).waitFor();
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await page.close();
  });

  it('asks beside the picker for the period before downloading the storage fee or wallet report', async () => {
    const { page } = await signedIn(SELLER);
    await page.goto(`${running.product.url}/wallet/topups`);
    for (const report of ['storage-report', 'wallet-report']) {
      await page.getByTestId(report).getByRole('button', { name: 'Excel' }).click();
      await page.getByTestId(`${report}-period-missing`).getByText('Choose the period of the report first').waitFor();
      await page.getByTestId(report).locator('.ant-picker-status-error').waitFor();
    }
    await page.close();
  });
});

describe('system-written spendings and staff wording in the screen language', () => {
  it('shows a plan payment as "Подписка · Базовый · <date>" to the seller and in admin, and a staff top-up as "Менеджер" on both sides', async () => {
    const seller = await signedInSession(running.product.url, SELLER);
    await apiAs('staff@demo.ledgerhouse.test', 'POST', `/admin/users/${seller.user.id}/wallet/top-ups`, {
      amountCents: 20_000,
      comment: 'For the plan',
    });
    const { plan } = await sellerApi<{ plan: string }>(seller.access, '/subscription');
    await apiAs(SELLER, 'POST', '/subscription/change', { plan: plan === 'basic' ? 'premium' : 'basic' });
    const bought = plan === 'basic' ? 'Премиум' : 'Базовый';
    const reference = new RegExp(`^Подписка · ${bought} · \\d{1,2} \\S+ \\d{4} г\\.$`);

    const { page } = await signedIn(SELLER, 'ru-RU');
    await page.goto(`${running.product.url}/wallet/spendings`);
    await page.getByTestId('spendings-table').getByText(reference).first().waitFor();
    await expect(page.getByTestId('spendings-table').innerText()).resolves.not.toMatch(/plan, \d{4}|subscription-/);
    await page.goto(`${running.product.url}/wallet/topups`);
    await page.getByTestId('top-ups-table').getByText('Менеджер').first().waitFor();
    await page.close();

    const admin = await signedIn('staff@demo.ledgerhouse.test', 'ru-RU');
    await admin.page.goto(`${running.product.url}/admin/users/${seller.user.id}/wallet`);
    const spendings = admin.page.getByTestId('admin-spendings');
    await spendings.getByText(reference).first().waitFor();
    await expect(spendings.innerText()).resolves.not.toMatch(/subscription-[0-9a-f]{8}/);
    await admin.page
      .getByTestId('admin-top-ups')
      .getByText(/^Менеджер/)
      .first()
      .waitFor();
    await admin.page.getByTestId('staff-top-up').click();
    await admin.page.getByTestId('staff-top-up-dialog').getByRole('button', { name: 'Пополнить' }).click();
    await admin.page.getByTestId('staff-top-up-dialog').getByText('Обязательное поле').first().waitFor();
    await admin.page.close();
  });
});
