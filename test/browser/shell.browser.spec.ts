// The product as a user meets it: `npm start`, then the shell in both languages and the vertical slice.
import type { Browser, Page } from 'playwright-core';
import { CSP_VIOLATION_MESSAGE } from '../../services/src/http/csp-reports';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { apiAs, freshSeller } from '../support/browser-api';

// A newcomer's first `npm start`: an empty data folder, migrated and seeded by this start.
const running = productAndBrowserForThisFile({}, { freshData: true });

const SELLER = 'seller@demo.ledgerhouse.test';
const MANAGER = 'manager@demo.ledgerhouse.test';

/**
 * Opens a page signed in as `as`; `pin` stores the language choice before every load. A pinned page opens in the context
 * kept for that reader and language (browser-kept-contexts.ts); an unpinned one in a fresh context, since its test
 * switches the language or logs out.
 */
async function open(path: string, locale: 'en-US' | 'ru-RU', pin = true, as: string = SELLER, password?: string): Promise<Page> {
  const create = async (browser: Browser) => {
    const context = await browser.newContext({ locale, viewport: { width: 1366, height: 900 } });
    if (pin) await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), locale);
    const session = await signedInSession(running.product.url, as, password);
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
    }, JSON.stringify(session));
    return context;
  };
  const page = pin ? await running.kept.page(`${as} ${locale}`, create) : await (await create(running.browser)).newPage();
  await page.goto(`${running.product.url}${path}`);
  return page;
}

describe('web shell', () => {
  it('npm start printed the URL and the demo data', () => {
    expect(running.product.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.product.output()).toContain('Demo data:');
    expect(running.product.output()).toContain(SELLER);
    expect(running.product.output()).toContain(MANAGER);
  });

  it('loads its hashed scripts brotli-compressed and cached as immutable in Chromium', async () => {
    const context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const script = page.waitForResponse((r) => /\/assets\/.+\.js$/.test(r.url()));
    await page.goto(`${running.product.url}/login`);
    const headers = await (await script).allHeaders();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await context.close();
  });

  it('shows the seller layout in English with menus and breadcrumbs, and redirects unknown paths to the dashboard', async () => {
    const page = await open('/no/such/page', 'en-US');
    await page.getByTestId('seller-layout').waitFor();
    await page.waitForURL(/\/orders\/all$/);
    await expect(page.getByTestId('side-menu').innerText()).resolves.toMatch(/Orders/);
    await expect(page.getByTestId('top-menu').innerText()).resolves.toMatch(/Wallet/);
    await page.getByTestId('orders-page').waitFor();
    await screenshot(page, 'shell-en-US');
    await page.close();
  });

  it('shows the shell in Russian', async () => {
    const page = await open('/orders/all', 'ru-RU');
    await page.getByTestId('seller-layout').waitFor();
    await expect(page.getByTestId('side-menu').innerText()).resolves.toMatch(/Заказы/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ru-RU');
    await screenshot(page, 'shell-ru-RU');
    await page.close();
  });

  it('switches the language from the switch and keeps it across a reload', async () => {
    const page = await open('/products', 'en-US', false);
    await page.getByTestId('side-menu').getByText('Products').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByText('Русский', { exact: true }).click();
    await page.getByTestId('side-menu').getByText('Товары').waitFor();
    await page.reload();
    await page.getByTestId('side-menu').getByText('Товары').waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ru-RU');
    await page.context().close();
  });

  it('names months in the date pickers in Russian on the Russian screens', async () => {
    const page = await open('/wallet/topups', 'ru-RU');
    await page.locator('.ant-picker').first().click();
    const month = page.locator('.ant-picker-dropdown .ant-picker-month-btn').first();
    await month.waitFor();
    await expect(month.innerText()).resolves.toMatch(/[а-я]/);
    await expect(page.locator('.ant-picker-dropdown .ant-picker-content th').first().innerText()).resolves.toMatch(/[а-я]/i);
    await page.close();
  });

  it('writes money in the inputs as the Russian lists do: "25,50 $"', async () => {
    const page = await open('/products/create', 'ru-RU');
    const price = page.getByTestId('product-form').getByLabel('Цена');
    await price.fill('25,5');
    await price.blur();
    await expect(price.inputValue()).resolves.toBe('25,50');
    await expect(page.getByTestId('product-form').locator('.ant-input-number-suffix').first().innerText()).resolves.toBe('$');
    await expect(page.getByTestId('product-form').locator('.ant-input-number-prefix').count()).resolves.toBe(0);
    await page.close();
  });

  it('names the length and weight units in Russian in the product form', async () => {
    const page = await open('/products/create', 'ru-RU');
    const form = page.getByTestId('product-form');
    await form.getByText('см', { exact: true }).waitFor();
    await form.getByText('кг', { exact: true }).waitFor();
    await page.context().close();
  });

  it.each(['/products', '/wallet/topups'])('loads %s without console errors or warnings', async (path) => {
    const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
    await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), 'en-US');
    const session = await signedInSession(running.product.url, SELLER);
    await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
    const page = await context.newPage();
    const noise: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') noise.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => noise.push(`pageerror: ${e.message}`));
    await page.goto(`${running.product.url}${path}`);
    await page.getByTestId('seller-layout').waitFor();
    await page.waitForLoadState('networkidle');
    expect(noise).toEqual([]);
    await context.close();
  });

  it('refuses an injected inline script under the Content-Security-Policy, and the tier sees it in the console and in the server reports', async () => {
    const page = await open('/products', 'en-US');
    await page.getByTestId('seller-layout').waitFor();
    const refused = page.waitForEvent('console', (m) => /Content Security Policy/i.test(m.text()));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.appendChild(script);
    });
    await refused;
    await expect(page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).resolves.toBeUndefined();
    const deadline = Date.now() + 15_000;
    while (!running.product.output().includes(CSP_VIOLATION_MESSAGE) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Taken here so that the check after each test (which fails on any violation) passes for this one.
    expect(running.csp.takeConsole().join('\n')).toMatch(/script-src/);
    expect(running.csp.takeServerReports().join('\n')).toMatch(/script-src.*\/products|\/products.*script-src/);
    await page.close();
  });

  it('renders the API docs (Swagger UI) under the Content-Security-Policy', async () => {
    const context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${running.product.url}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    await context.close();
  });

  it('opens a modal route over its list and closes back to the list', async () => {
    // An order that is not there: the modal opens over the list and says "not found" (orders have their own browser tests).
    const page = await open('/orders/all/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'en-US');
    const modal = page.locator('.ant-modal');
    await modal.getByTestId('not-found').waitFor();
    await page.getByTestId('orders-page').waitFor();
    await expect(page.getByTestId('breadcrumbs').innerText()).resolves.toMatch(/Orders/);
    await modal.locator('.ant-modal-close').click();
    await page.waitForURL(/\/orders\/all$/);
    await page.close();
  });

  it('sends legacy payment addresses to their new screens', async () => {
    const page = await open('/stripe_payment', 'en-US');
    await page.waitForURL(/\/wallet\/topups$/);
    await page.close();
  });

  it('shows the admin layout under /admin', async () => {
    const page = await open('/admin', 'en-US', true, MANAGER);
    await page.getByTestId('admin-layout').waitFor();
    await page.waitForURL(/\/admin\/warehouse\/inbound-shipments$/);
    await screenshot(page, 'admin-en-US');
    await page.close();
  });

  it('sends an active seller away from the deactivated dashboard', async () => {
    const page = await open('/deactivated-dashboard', 'en-US');
    await page.waitForURL(/\/orders\/all$/);
    await expect(page.getByTestId('deactivated-dashboard').count()).resolves.toBe(0);
    await page.close();
  });

  it('blocking reaches an open session at its next request, and unblocking sends it home', async () => {
    const seller = await freshSeller(running.product.url);
    const manager = { email: MANAGER, password: 'demo-pass-1' };
    const page = await open('/wallet/topups', 'en-US', true, seller.email, seller.password);
    await page.getByTestId('seller-layout').waitFor();
    await apiAs(running.product.url, manager, 'POST', `/admin/users/${seller.id}/block`);
    // The still-open session learns it from the server's 403 ACCOUNT_BLOCKED, not from a new login.
    await page.getByTestId('side-menu').getByText('Products', { exact: true }).click();
    await page.waitForURL(/\/deactivated-dashboard$/);
    await page.getByTestId('deactivated-dashboard').waitFor();
    const menu = await page.getByTestId('side-menu').innerText();
    expect(menu).toMatch(/Sales/);
    expect(menu).not.toMatch(/Products|Orders|Shipments/);
    await expect(page.getByTestId('top-menu').innerText()).resolves.not.toMatch(/Wallet|Subscription/);
    await apiAs(running.product.url, manager, 'POST', `/admin/users/${seller.id}/unblock`);
    // Returning to the tab asks again; the routing rules then send the unblocked seller home.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForURL(/\/orders\/all$/);
    await expect(page.getByTestId('side-menu').innerText()).resolves.toMatch(/Products/);
    await page.close();
  });

  it('lets a manager move between the warehouse tabs and admin sections, switch language and log out', async () => {
    const page = await open('/admin', 'en-US', false, MANAGER);
    const tabs = page.getByTestId('warehouse-tabs');
    await expect(tabs.innerText()).resolves.toMatch(/Inbound shipments\s*Fulfillment\s*Forwarding shipments\s*Products\s*Manifests/);
    // The manager lands on the inbound shipments tab, built now.
    await page.waitForURL(/\/admin\/warehouse\/inbound-shipments$/);
    await page.getByTestId('not-available-yet').waitFor({ state: 'detached' });
    await tabs.getByRole('tab', { name: 'Fulfillment' }).click();
    await page.waitForURL(/\/admin\/warehouse\/fulfillment$/);
    await page.getByTestId('fulfillment-table').waitFor();
    await tabs.getByRole('tab', { name: 'Manifests' }).click();
    await page.waitForURL(/\/admin\/warehouse\/manifests\/active$/);
    await tabs.getByRole('tab', { name: 'Products' }).click();
    await page.getByTestId('warehouse-products-table').waitFor();
    const menu = page.getByTestId('admin-menu');
    for (const [name, url] of [
      ['Users', /\/admin\/users$/],
      ['Support', /\/admin\/support\/user-initiated$/],
      ['Promo codes', /\/admin\/promocodes$/],
      ['Warehouse', /\/admin\/warehouse\/inbound-shipments$/],
    ] as const) {
      await menu.getByText(name, { exact: true }).click();
      await page.waitForURL(url);
    }
    // Support is built: its tabs open over the user-initiated chats.
    await menu.getByText('Support', { exact: true }).click();
    await page.getByTestId('admin-support-tabs').waitFor();
    await page.getByTestId('admin-support-list-user-initiated').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByText('Русский', { exact: true }).click();
    await page.getByTestId('admin-menu').getByText('Пользователи').waitFor();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('submits the integration request form and shows the new row from the projection', async () => {
    const page = await open('/sales-channels', 'en-US');
    const form = page.getByTestId('integration-request-form');
    await form.waitFor();
    await page.getByTestId('integration-request-submit').click();
    await expect(form.innerText()).resolves.toMatch(/Required field/);
    await form.getByLabel(/Marketplace/i).fill('Allegro');
    await form.getByLabel(/Contact email/i).fill('owner@shop.example');
    await page.getByTestId('integration-request-submit').click();
    const table = page.getByTestId('integration-requests-table');
    await table.getByText('owner@shop.example').waitFor();
    await expect(table.innerText()).resolves.toMatch(/Allegro/);
    await screenshot(page, 'integration-request-en-US');
    await page.close();
  });
});
