// Billing in the browser: a manager creates a promo code, staff funds a seller's wallet, the seller upgrades to basic
// with a code and sees the discounted charge, then schedules a downgrade and undoes it; a manager deactivates a used
// code and staff read the seller's subscription, a refused charge and an earlier balance. Each test makes its own
// seller and code over the API, so any one runs alone.
import { randomUUID } from 'node:crypto';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { apiAs, freshSeller, type BrowserTestAccount } from '../support/browser-api';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };
const STAFF: BrowserTestAccount = { email: 'staff@demo.ledgerhouse.test', password: 'demo-pass-1' };
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const pickerText = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
/** A code no other test uses. */
const newCode = () => `HALF${randomUUID().slice(0, 6).toUpperCase().replace(/-/g, '')}`;

/** A new page in the context kept for `account` (browser-kept-contexts.ts). */
async function signedIn(account: BrowserTestAccount) {
  return running.kept.page(account.email, async (browser) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
    await context.addInitScript(
      (value) => {
        window.localStorage.setItem('i18nextLng', 'en-US');
        if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
      },
      JSON.stringify(await signedInSession(running.product.url, account.email, account.password)),
    );
    return context;
  });
}

/** A half-price code for basic, made by the manager over the API. */
async function halfOffCode(): Promise<string> {
  const code = newCode();
  await apiAs(running.product.url, MANAGER, 'POST', '/admin/promocodes', {
    code,
    discountPercent: 50,
    plan: 'basic',
    usageLimit: null,
    expiresAt: '2030-12-31T23:59:59.000Z',
  });
  return code;
}

const staffTopUp = (sellerId: string, amountCents: number) =>
  apiAs(running.product.url, STAFF, 'POST', `/admin/users/${sellerId}/wallet/top-ups`, {
    amountCents,
    comment: 'goodwill credit for the plan trial',
  });

/** Waits (at most a second) until the clock is in a later second than now: the date picker has second precision. */
async function nextSecond(): Promise<Date> {
  const start = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === start) await new Promise((resolve) => setTimeout(resolve, 10));
  return new Date();
}

/** Opens a seller in the admin users list and the given tab of their card. */
async function openSellerTab(page: Awaited<ReturnType<typeof signedIn>>, seller: { email: string; fullName: string }, tab: string) {
  await page.goto(`${running.product.url}/admin/users`);
  await page.getByTestId('users-search').locator('input').fill(seller.email);
  await page.getByTestId('users-search').locator('input').press('Enter');
  // The row of this seller's email: the list shows every seller until the search has answered.
  await page.getByTestId('users-table').locator('tr.ant-table-row', { hasText: seller.email }).getByText(seller.fullName).click();
  await page.getByRole('tab', { name: tab }).click();
}

describe('subscription and promo codes', () => {
  it('a manager creates a promo code for basic', async () => {
    const code = newCode();
    const page = await signedIn(MANAGER);
    await page.goto(`${running.product.url}/admin/promocodes`);
    // The demo data may hold other codes, never this one.
    const table = page.getByTestId('promo-codes-table');
    // Data rows only: a table that scrolls sideways also has a hidden measure row.
    await table.locator('tbody tr.ant-table-row').or(table.getByText('No promo codes yet')).first().waitFor();
    await expect(table.locator('tbody tr.ant-table-row').filter({ hasText: code }).count()).resolves.toBe(0);
    await page.getByTestId('create-promo-code').click();
    const form = page.getByTestId('promo-code-form');
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Discount, %').fill('50');
    // The expiry is an antd date picker (not the browser's native one), valid through the end of that day.
    const expires = page.getByTestId('promo-code-expires');
    await expires.click();
    await expires.fill('2030-12-31');
    await expires.press('Tab');
    await expect(expires.inputValue()).resolves.toBe('2030-12-31');
    await page.getByTestId('promo-code-submit').click();
    const row = page.getByTestId('promo-codes-table').locator('tbody tr.ant-table-row').filter({ hasText: code });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/50%[\s\S]*Basic[\s\S]*0[\s\S]*Dec 31, 2030[\s\S]*Active/);
    await screenshot(page, 'admin-promo-codes');
    await page.close();
  });

  it('staff adds funds to a seller in the admin wallet tab, refusing less than $1', async () => {
    const seller = await freshSeller(running.product.url);
    const page = await signedIn(STAFF);
    await openSellerTab(page, seller, 'Wallet');
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]+\/wallet$/);
    await page.getByTestId('wallet-balance').waitFor();
    await page.getByTestId('staff-top-up').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add funds to the wallet' });
    await dialog.getByLabel('Amount').fill('0.5');
    await dialog.getByRole('button', { name: 'Add funds' }).click();
    await dialog.getByText('The minimum is $1').waitFor();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Comment').fill('goodwill credit for the plan trial');
    await dialog.getByRole('button', { name: 'Add funds' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('wallet-balance').getByText(money(10_000)).waitFor();
    await expect(page.getByTestId('admin-top-ups').locator('tbody tr.ant-table-row').first().innerText()).resolves.toMatch(
      /Staff[\s\S]*\$100\.00[\s\S]*goodwill credit/,
    );
    await screenshot(page, 'admin-user-wallet');
    await page.close();
  });

  it('the seller upgrades to basic with the promo code, then schedules a downgrade and keeps the plan', async () => {
    const [seller, code] = await Promise.all([freshSeller(running.product.url), halfOffCode()]);
    await staffTopUp(seller.id, 10_000);
    const page = await signedIn(seller);
    await page.goto(`${running.product.url}/subscription`);
    await page.getByTestId('subscription-plan').getByText('Pay as you go').waitFor();
    await page.getByTestId('choose-plan').click();
    await page.waitForURL(/\/subscription-change$/);
    await expect(page.getByTestId('plan-free').innerText()).resolves.toMatch(/Current plan[\s\S]*up to 2 business days[\s\S]*up to 55%/);
    await expect(page.getByTestId('plan-basic').innerText()).resolves.toMatch(/\$49\.00 \/ month[\s\S]*1 business day[\s\S]*up to 65%/);
    await expect(page.getByTestId('plan-premium').innerText()).resolves.toMatch(/Same-day[\s\S]*Personal manager/);
    await screenshot(page, 'choose-plan');

    await page.getByTestId('choose-basic').click();
    const upgrade = page.locator('.ant-modal').filter({ hasText: 'Upgrade to Basic' });
    await upgrade.getByText('$49.00 is charged from your wallet now').waitFor();
    await upgrade.getByLabel('Promo code').fill('NOSUCHCODE');
    await upgrade.getByRole('button', { name: 'Pay and upgrade' }).click();
    await upgrade.getByText('Invalid promo code').waitFor();
    await upgrade.getByLabel('Promo code').fill(code);
    await upgrade.getByRole('button', { name: 'Pay and upgrade' }).click();
    await page.waitForURL(/\/subscription$/);
    await page.getByText('Your plan is now Basic. Charged: $24.50').waitFor();
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    const history = page.getByTestId('subscription-history');
    await history.getByText(code).waitFor();
    await expect(history.innerText()).resolves.toMatch(new RegExp(`Basic[\\s\\S]*\\$24\\.50[\\s\\S]*\\$24\\.50[\\s\\S]*${code}`));
    await screenshot(page, 'subscription-basic');

    await page.getByTestId('choose-plan').click();
    await page.getByTestId('choose-free').click();
    const downgrade = page.locator('.ant-modal').filter({ hasText: 'Switch to Pay as you go' });
    await downgrade.getByText(/stays active until the end of the paid period \(\w{3} \d{1,2}, \d{4}\)\. Then/).waitFor();
    await downgrade.getByRole('button', { name: 'Schedule the change' }).click();
    await page.waitForURL(/\/subscription$/);
    await page
      .getByTestId('upcoming-plan')
      .getByText(/Your plan changes to Pay as you go on/)
      .waitFor();
    await page.getByTestId('subscription-upcoming').getByText('Pay as you go').waitFor();
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    await screenshot(page, 'subscription-downgrade-scheduled');

    await page.getByTestId('keep-current-plan').click();
    await page.locator('.ant-modal').filter({ hasText: 'Keep the Basic plan' }).getByRole('button', { name: 'Keep current plan' }).click();
    await page.getByTestId('upcoming-plan').waitFor({ state: 'detached' });
    await expect(page.getByTestId('subscription-upcoming').innerText()).resolves.toBe('—');

    // The $75.50 left (under $149.00) cannot pay for premium: the failure points to the wallet.
    await page.getByTestId('choose-plan').click();
    await page.getByTestId('choose-premium').click();
    const premium = page.locator('.ant-modal').filter({ hasText: 'Upgrade to Premium' });
    await premium.getByRole('button', { name: 'Pay and upgrade' }).click();
    await premium.getByTestId('plan-change-failed').getByText('Failed to update the plan. Check your wallet balance.').waitFor();
    await premium.getByTestId('to-wallet').click();
    await page.waitForURL(/\/wallet\/topups$/);
    await page.close();
  });

  it('the manager sees the code used once and deactivates it; staff reads the subscription tab, a refused charge and an earlier balance', async () => {
    const [seller, code] = await Promise.all([freshSeller(running.product.url), halfOffCode()]);
    await staffTopUp(seller.id, 10_000);
    const beforeUpgrade = pickerText(await nextSecond());
    await nextSecond();
    await apiAs(running.product.url, seller, 'POST', '/subscription/change', { plan: 'basic', promoCode: code });

    const manager = await signedIn(MANAGER);
    await manager.goto(`${running.product.url}/admin/promocodes`);
    await manager.getByTestId('promo-codes-table').getByText(code).click();
    await manager.waitForURL(/\/admin\/promocodes\/[0-9a-f-]+$/);
    await manager.getByTestId('promo-code-used').getByText('1').waitFor();
    await manager.getByTestId('promo-code-deactivate').click();
    await manager
      .locator('.ant-modal')
      .filter({ hasText: `Deactivate the promo code ${code}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await manager.getByText('Promo code deactivated').waitFor();
    await manager.locator('.ant-modal-close').first().click();
    await manager.waitForURL(/\/admin\/promocodes$/);
    await manager
      .getByTestId('promo-codes-table')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: code })
      .getByText('Deactivated')
      .waitFor();
    await manager.close();

    const page = await signedIn(STAFF);
    await openSellerTab(page, seller, 'Subscription');
    await page.waitForURL(/\/subscription$/);
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    await page.getByTestId('subscription-history').getByText(code).waitFor();

    await page.getByRole('tab', { name: 'Wallet' }).click();
    await page.getByTestId('wallet-balance').getByText(money(7_550)).waitFor();
    await page.getByTestId('staff-charge').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Charge the wallet' });
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Notes').fill('manual relabelling of 200 units');
    await dialog.getByRole('button', { name: 'Charge', exact: true }).click();
    await dialog
      .getByTestId('staff-charge-outcome')
      .getByText(/The charge was refused/)
      .waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('wallet-balance').getByText(money(7_550)).waitFor();

    // Before the plan was paid for: the staff top-up alone.
    const input = page.getByPlaceholder('Pick a date and time');
    await input.click();
    await input.fill(beforeUpgrade);
    await input.press('Enter');
    await page.getByTestId('balance-as-of').getByText(money(10_000)).waitFor();
    await screenshot(page, 'admin-user-wallet-charge');
    await page.close();
  });
});
