// A seller links the sandbox card, tops up, turns on auto top-up, and a staff charge below the trigger tops the
// wallet up by itself; a declined card's top-up says why it failed.
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import type { Page } from 'playwright-core';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const SELLER = 'seller@demo.ledgerhouse.test';

async function signedIn(email: string) {
  const session = await signedInSession(running.product.url, email);
  const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((value) => {
    window.localStorage.setItem('i18nextLng', 'en-US');
    if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
  }, JSON.stringify(session));
  return { page: await context.newPage(), userId: session.user.id, access: session.access };
}

/** The seller's API as the web app calls it (the demo seller may already have cards and a balance). */
async function sellerApi<T>(access: string, path: string): Promise<T> {
  const res = await fetch(`${running.product.url}/api${path}`, { headers: { Authorization: `JWT ${access}`, ...(await clientHeaders(running.product.url)) } });
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
  const row = page.getByTestId('cards-table').locator('tbody tr').filter({ hasText: `•••• ${last4}` }).nth(sameEnding);
  await row.waitFor();
  return { row, firstCard: items.length === 0 };
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

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

describe('wallet', () => {
  it('tops up from the sandbox card, and a staff charge below the trigger starts an auto top-up', async () => {
    const { page, userId, access } = await signedIn(SELLER);
    const added = await addCard(page, access, SANDBOX_CARDS.success);
    // The first card becomes primary; with a card already linked (the demo data's), that one stays primary.
    await (added.firstCard ? added.row : page.getByTestId('cards-table')).getByText('Primary', { exact: true }).waitFor();
    // The demo seller may start with a balance: amounts below are relative to it.
    const { balanceCents: start } = await sellerApi<{ balanceCents: number }>(access, '/wallet');

    await page.goto(`${running.product.url}/wallet`);
    await page.waitForURL(/\/wallet\/topups$/);
    await page.getByTestId('top-up').click();
    const topUp = page.getByTestId('top-up-form');
    await topUp.getByLabel('Amount').fill('0.5');
    await page.getByTestId('top-up-submit').click();
    await topUp.getByText('Minimum top-up is $1').waitFor();
    await topUp.getByLabel('Amount').fill('50');
    await page.getByTestId('top-up-submit').click();
    await toast(page, 'The wallet was topped up by $50.00');
    await page.getByTestId('wallet-balance').getByText(money(start + 5_000)).waitFor();
    const newest = page.getByTestId('top-ups-table').locator('tbody tr').first();
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

    // The auto top-up runs after the charge, on the server's own time: reload until it is in the history.
    const autoFund = page.getByTestId('top-ups-table').locator('[data-source="AUTO_FUND"]');
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.reload();
      await page.getByTestId('top-ups-table').locator('[data-source="MANUAL_FUND"]').first().waitFor();
      if ((await autoFund.count()) > 0) break;
      if (Date.now() > deadline) throw new Error('no AUTO_FUND top-up within 30 s');
      await page.waitForTimeout(1_000);
    }
    await expect(autoFund.first().innerText()).resolves.toBe('Auto top-up');
    await page.getByTestId('wallet-balance').getByText('$125.00').waitFor();
    await page.getByRole('tab', { name: 'Spendings' }).click();
    await page.waitForURL(/\/wallet\/spendings$/);
    await page.getByTestId('spendings-table').getByText('Manual relabelling, browser test').waitFor();
    await screenshot(page, 'wallet-auto-top-up');
    await page.context().close();
  });

  it('shows why a top-up from a declined card failed', async () => {
    const { page, access } = await signedIn(SELLER);
    await addCard(page, access, SANDBOX_CARDS.decline, 'yookassa');
    await page.goto(`${running.product.url}/wallet/topups`);
    await page.getByTestId('top-up').click();
    await page.getByTestId('top-up-card').click();
    await page.getByTitle(/•••• 0002/).click();
    await page.getByTestId('top-up-form').getByLabel('Amount').fill('10');
    await page.getByTestId('top-up-submit').click();
    await page
      .getByTestId('top-up-failure')
      .getByText(/Failed to top up wallet balance: The card was declined/)
      .waitFor();
    await screenshot(page, 'wallet-top-up-declined');
    await page.goto(`${running.product.url}/payment-information`);
    await page.getByTestId('card-payments-table').getByText('Failed').first().waitFor();
    await screenshot(page, 'payment-information');
    const declined = page.getByTestId('cards-table').locator('tbody tr').filter({ hasText: '•••• 0002' });
    await declined.getByRole('button', { name: 'Delete' }).click();
    const sure = page.locator('.ant-modal').filter({ hasText: 'Delete this card?' });
    await sure.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Card deleted');
    await declined.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
