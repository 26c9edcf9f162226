// Billing in the browser: a manager creates a promo code, staff funds the demo seller's wallet,
// the seller upgrades to basic with the code and sees the discounted charge, then schedules a downgrade and undoes it.
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const SELLER = 'seller@demo.ledgerhouse.test';
/** An instant after the staff top-up and before the upgrade, as the date picker takes it (local time). */
let beforeUpgrade = '';
/** The demo seller's balance before staff add funds (the demo data may have given it one); amounts below are relative to it. */
let start = 0;
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function sellerBalanceCents(): Promise<number> {
  const session = await signedInSession(running.product.url, SELLER);
  const res = await fetch(`${running.product.url}/api/wallet`, { headers: { Authorization: `JWT ${session.access}`, ...(await clientHeaders(running.product.url)) } });
  if (!res.ok) throw new Error(`GET /api/wallet: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { balanceCents: number }).balanceCents;
}
const pickerText = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

async function signedIn(email: string) {
  const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((value) => {
    window.localStorage.setItem('i18nextLng', 'en-US');
    if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
  }, JSON.stringify(await signedInSession(running.product.url, email)));
  return context.newPage();
}

describe('subscription and promo codes', () => {
  it('a manager creates a promo code for basic', async () => {
    const page = await signedIn('manager@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/admin/promocodes`);
    // The demo data may hold other codes, never this one.
    const table = page.getByTestId('promo-codes-table');
    await table.locator('tbody tr:not(.ant-table-placeholder)').or(table.getByText('No promo codes yet')).first().waitFor();
    await expect(table.locator('tbody tr').filter({ hasText: 'HALFOFF' }).count()).resolves.toBe(0);
    await page.getByTestId('create-promo-code').click();
    const form = page.getByTestId('promo-code-form');
    await form.getByLabel('Code').fill('halfoff');
    await form.getByLabel('Discount, %').fill('50');
    // The expiry is an antd date picker (not the browser's native one), valid through the end of that day.
    const expires = page.getByTestId('promo-code-expires');
    await expires.click();
    await expires.fill('2030-12-31');
    await expires.press('Tab');
    await expect(expires.inputValue()).resolves.toBe('2030-12-31');
    await page.getByTestId('promo-code-submit').click();
    const row = page.getByTestId('promo-codes-table').locator('tbody tr').filter({ hasText: 'HALFOFF' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/50%[\s\S]*Basic[\s\S]*0[\s\S]*Dec 31, 2030[\s\S]*Active/);
    await screenshot(page, 'admin-promo-codes');
    await page.context().close();
  });

  it('staff adds funds to the demo seller in the admin wallet tab', async () => {
    start = await sellerBalanceCents();
    // The premium refusal below needs what is left after basic at half price to stay under premium's $149.00.
    expect(start + 10_000 - 2_450).toBeLessThan(14_900);
    const page = await signedIn('staff@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/admin/users`);
    await page.getByTestId('users-search').locator('input').fill(SELLER);
    await page.getByTestId('users-search').locator('input').press('Enter');
    await page.getByTestId('users-table').getByText('Sam Seller').click();
    await page.getByRole('tab', { name: 'Wallet' }).click();
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
    await page.getByTestId('wallet-balance').getByText(money(start + 10_000)).waitFor();
    await expect(page.getByTestId('admin-top-ups').locator('tbody tr').first().innerText()).resolves.toMatch(/Staff[\s\S]*\$100\.00[\s\S]*goodwill credit/);
    await screenshot(page, 'admin-user-wallet');
    await new Promise((r) => setTimeout(r, 1100));
    beforeUpgrade = pickerText(new Date());
    await page.context().close();
  });

  it('the seller upgrades to basic with the promo code, then schedules a downgrade and keeps the plan', async () => {
    const page = await signedIn(SELLER);
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
    await upgrade.getByLabel('Promo code').fill('HALFOFF');
    await upgrade.getByRole('button', { name: 'Pay and upgrade' }).click();
    await page.waitForURL(/\/subscription$/);
    await page.getByText('Your plan is now Basic. Charged: $24.50').waitFor();
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    const history = page.getByTestId('subscription-history');
    await history.getByText('HALFOFF').waitFor();
    await expect(history.innerText()).resolves.toMatch(/Basic[\s\S]*\$24\.50[\s\S]*\$24\.50[\s\S]*HALFOFF/);
    await screenshot(page, 'subscription-basic');

    await page.getByTestId('choose-plan').click();
    await page.getByTestId('choose-free').click();
    const downgrade = page.locator('.ant-modal').filter({ hasText: 'Switch to Pay as you go' });
    await downgrade.getByText(/stays active until the end of the paid period \(\w{3} \d{1,2}, \d{4}\)\. Then/).waitFor();
    await downgrade.getByRole('button', { name: 'Schedule the change' }).click();
    await page.waitForURL(/\/subscription$/);
    await page.getByTestId('upcoming-plan').getByText(/Your plan changes to Pay as you go on/).waitFor();
    await page.getByTestId('subscription-upcoming').getByText('Pay as you go').waitFor();
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    await screenshot(page, 'subscription-downgrade-scheduled');

    await page.getByTestId('keep-current-plan').click();
    await page.locator('.ant-modal').filter({ hasText: 'Keep the Basic plan' }).getByRole('button', { name: 'Keep current plan' }).click();
    await page.getByTestId('upcoming-plan').waitFor({ state: 'detached' });
    await expect(page.getByTestId('subscription-upcoming').innerText()).resolves.toBe('—');

    // $75.50 more than the starting balance (under $149.00) cannot pay for premium: the failure points to the wallet.
    await page.getByTestId('choose-plan').click();
    await page.getByTestId('choose-premium').click();
    const premium = page.locator('.ant-modal').filter({ hasText: 'Upgrade to Premium' });
    await premium.getByRole('button', { name: 'Pay and upgrade' }).click();
    await premium.getByTestId('plan-change-failed').getByText('Failed to update the plan. Check your wallet balance.').waitFor();
    await premium.getByTestId('to-wallet').click();
    await page.waitForURL(/\/wallet\/topups$/);
    await page.context().close();
  });

  it('the manager sees the code used once and deactivates it; staff reads the subscription tab, a refused charge and an earlier balance', async () => {
    const manager = await signedIn('manager@demo.ledgerhouse.test');
    await manager.goto(`${running.product.url}/admin/promocodes`);
    await manager.getByTestId('promo-codes-table').getByText('HALFOFF').click();
    await manager.waitForURL(/\/admin\/promocodes\/[0-9a-f-]+$/);
    await manager.getByTestId('promo-code-used').getByText('1').waitFor();
    await manager.getByTestId('promo-code-deactivate').click();
    await manager.locator('.ant-modal').filter({ hasText: 'Deactivate the promo code HALFOFF?' }).getByRole('button', { name: 'Deactivate' }).click();
    await manager.getByText('Promo code deactivated').waitFor();
    await manager.locator('.ant-modal-close').first().click();
    await manager.waitForURL(/\/admin\/promocodes$/);
    await manager.getByTestId('promo-codes-table').locator('tbody tr').filter({ hasText: 'HALFOFF' }).getByText('Deactivated').waitFor();
    await manager.context().close();

    const page = await signedIn('staff@demo.ledgerhouse.test');
    await page.goto(`${running.product.url}/admin/users`);
    await page.getByTestId('users-search').locator('input').fill(SELLER);
    await page.getByTestId('users-search').locator('input').press('Enter');
    await page.getByTestId('users-table').getByText('Sam Seller').click();
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.waitForURL(/\/subscription$/);
    await page.getByTestId('subscription-plan').getByText('Basic').waitFor();
    await page.getByTestId('subscription-history').getByText('HALFOFF').waitFor();

    await page.getByRole('tab', { name: 'Wallet' }).click();
    await page.getByTestId('wallet-balance').getByText(money(start + 7_550)).waitFor();
    await page.getByTestId('staff-charge').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Charge the wallet' });
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Notes').fill('manual relabelling of 200 units');
    await dialog.getByRole('button', { name: 'Charge', exact: true }).click();
    await dialog.getByTestId('staff-charge-outcome').getByText(/The charge was refused/).waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('wallet-balance').getByText(money(start + 7_550)).waitFor();

    // Before the plan was paid for: the staff top-up alone.
    const input = page.getByPlaceholder('Pick a date and time');
    await input.click();
    await input.fill(beforeUpgrade);
    await input.press('Enter');
    await page.getByTestId('balance-as-of').getByText(money(start + 10_000)).waitFor();
    await screenshot(page, 'admin-user-wallet-charge');
    await page.context().close();
  });
});
