// The built screens on a 390 px phone: no sideways scrolling, the menu button clear of the breadcrumbs, no margin
// around the page, a page title per route (in both languages), and sign-in pages without Google when it is off.
import type { Page } from 'playwright-core';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';
import { openInApp } from '../support/browser-in-app';
import { requestsInFlight, type RequestsInFlight } from '../support/browser-network';

const running = productAndBrowserForThisFile();

const SELLER = 'seller@demo.ledgerhouse.test';
const MANAGER = 'manager@demo.ledgerhouse.test';
const PHONE = { width: 390, height: 844 };
type Locale = 'en-US' | 'ru-RU';

async function openAs(email: string | null, locale: Locale): Promise<Page> {
  const context = await running.browser.newContext({ locale, viewport: PHONE });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), locale);
  if (email) {
    const session = await signedInSession(running.product.url, email);
    await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
  }
  const page = await context.newPage();
  inFlight.set(page, requestsInFlight(page));
  return page;
}

const inFlight = new WeakMap<Page, RequestsInFlight>();

async function apiGet<T>(email: string, path: string): Promise<T> {
  const { access } = await signedInSession(running.product.url, email);
  const res = await fetch(`${running.product.url}/api${path}`, {
    headers: { ...(await clientHeaders(running.product.url)), Authorization: `Bearer ${access}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Opens a path and waits until the screen has its data: the layout is shown, no request is open and no spinner turns. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${running.product.url}${path}`);
  await page.locator('[data-testid$="-layout"]').first().waitFor();
  await inFlight.get(page)!.quiet();
  // The page-frame showcase shows a loading state on purpose.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active')).every((el) =>
        el.closest('[data-testid="page-showcase"]'),
      ),
    undefined,
    { timeout: 15_000 },
  );
}

interface LayoutFacts {
  scrollWidth: number;
  innerWidth: number;
  widest: string[];
  bodyMargin: string;
  title: string;
  overlap: boolean;
}

/** What the page looks like at this width; `widest` names the innermost elements that reach past the window. */
function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > innerWidth + 0.5 && !clipped(el),
    );
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => {
      const testid = el.closest('[data-testid]')?.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 2).join('.') : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} in [${testid ?? '-'}] right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const widest = innermost
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map(describe);
    const trigger = document.querySelector('.ant-layout-sider-zero-width-trigger, [data-testid="menu-toggle"]')?.getBoundingClientRect();
    const crumbs = document.querySelector('[data-testid="breadcrumbs"]')?.getBoundingClientRect();
    const overlap = Boolean(
      trigger &&
      crumbs &&
      trigger.width > 0 &&
      trigger.left < crumbs.right &&
      crumbs.left < trigger.right &&
      trigger.top < crumbs.bottom &&
      crumbs.top < trigger.bottom,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      widest,
      bodyMargin: getComputedStyle(document.body).margin,
      title: document.title,
      overlap,
    };
  });
}

async function checkScreen(page: Page, path: string, shot: string, problems: string[]): Promise<void> {
  try {
    await visit(page, path);
  } catch (err) {
    await screenshot(page, `layout-390-${shot}`);
    problems.push(`${path} did not settle: ${(err as Error).message.split('\n')[0]}`);
    return;
  }
  const facts = await layoutFacts(page);
  await screenshot(page, `layout-390-${shot}`);
  if (facts.scrollWidth > facts.innerWidth)
    problems.push(`${path} scrolls sideways: ${facts.scrollWidth} px in ${facts.innerWidth}; widest: ${facts.widest.join('; ')}`);
  if (facts.overlap) problems.push(`${path}: the menu button covers the breadcrumbs`);
  if (facts.bodyMargin !== '0px') problems.push(`${path}: body margin ${facts.bodyMargin}`);
  if (!facts.title || facts.title === 'Ledgerhouse') problems.push(`${path}: page title "${facts.title}" does not name the screen`);
}

describe('layout at 390 px', () => {
  it('lets no seller screen scroll sideways, keeps the menu button off the breadcrumbs, and titles every page', async () => {
    const products = await apiGet<{ items: { id: string }[] }>(SELLER, '/products?page=1&pageSize=1');
    const productId = products.items[0].id;
    const screens = [
      '/products',
      '/products/create',
      `/products/${productId}`,
      `/products/${productId}/edit`,
      '/wallet/topups',
      '/wallet/spendings',
      '/payment-information',
      '/subscription',
      '/subscription-change',
      '/profile/info',
      '/profile/email-settings',
      '/profile/products',
      '/profile/webhooks',
      '/profile/staff-actions',
      '/sales-channels',
      '/support/new-chat',
      '/shipments/inbound',
      '/create-inbound-shipment',
      '/orders/all',
      '/test-table',
      '/test-page',
    ];
    const page = await openAs(SELLER, 'en-US');
    const problems: string[] = [];
    for (const path of screens) await checkScreen(page, path, `seller${path.replace(/\//g, '-')}`, problems);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets no manager screen scroll sideways, keeps the menu button off the breadcrumbs, and titles every page', async () => {
    const seller = await signedInSession(running.product.url, SELLER);
    const products = await apiGet<{ items: { id: string }[] }>(MANAGER, `/admin/products?page=1&pageSize=1&sellerId=${seller.user.id}`);
    const screens = [
      '/admin/users',
      `/admin/users/${seller.user.id}/user-info`,
      `/admin/users/${seller.user.id}/wallet`,
      `/admin/users/${seller.user.id}/subscription`,
      `/admin/users/${seller.user.id}/sales-channels`,
      `/admin/users/${seller.user.id}/products`,
      '/admin/warehouse/inbound-shipments',
      '/admin/warehouse/products',
      `/admin/warehouse/products/${products.items[0].id}/inventory-change-history`,
      '/admin/promocodes',
      '/admin/support/user-initiated',
      '/admin/webhooks',
    ];
    const page = await openAs(MANAGER, 'en-US');
    const problems: string[] = [];
    for (const path of screens)
      await checkScreen(page, path, `manager${path.replace(/\//g, '-').replace(seller.user.id, 'seller')}`, problems);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // One page per language for the five rows below: each row opens its screen in it, the first row starts the app.
  const titlePages = new Map<Locale, Promise<Page>>();
  const titlePage = (locale: Locale) => titlePages.get(locale) ?? titlePages.set(locale, openAs(SELLER, locale)).get(locale)!;
  afterAll(async () => {
    for (const page of titlePages.values()) await (await page).context().close();
  });

  it.each([
    ['/products', 'Products', 'Товары'],
    ['/wallet/topups', 'Wallet', 'Кошелёк'],
    ['/subscription', 'Subscription', 'Подписка'],
    ['/profile/info', 'Profile', 'Профиль'],
    ['/shipments/inbound', 'Inbound shipments', 'Входящие поставки'],
  ] as const)('names %s in the page title in English and in Russian', async (path, english, russian) => {
    for (const [locale, name] of [
      ['en-US', english],
      ['ru-RU', russian],
    ] as const) {
      // Opened in place: the title follows the route without a new load of the app.
      const page = await titlePage(locale);
      const title = `${name} · Ledgerhouse`;
      await openInApp(page, `${running.product.url}${path}`);
      await page.waitForFunction((expected) => document.title === expected, title, { timeout: 15_000 }).catch(() => undefined);
      await expect(page.title()).resolves.toBe(title);
    }
  });

  it('opens the side menu from the header button and closes it after choosing a screen', async () => {
    const page = await openAs(SELLER, 'en-US');
    await visit(page, '/products');
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(false);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-menu').getByText('Sales', { exact: true }).click();
    await page.waitForURL(/\/sales-channels$/);
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('titles the sign-in pages and shows them without sideways scrolling', async () => {
    const problems: string[] = [];
    for (const [path, title] of [
      ['/login', /^(Log in|Sign in)/],
      ['/registration', /^(Registration|Sign up|Create)/],
    ] as const) {
      const page = await openAs(null, 'en-US');
      await page.goto(`${running.product.url}${path}`);
      await page.locator('form').first().waitFor();
      const facts = await layoutFacts(page);
      await screenshot(page, `layout-390-guest${path.replace(/\//g, '-')}`);
      if (facts.scrollWidth > facts.innerWidth) problems.push(`${path} scrolls sideways: ${facts.widest.join('; ')}`);
      if (!title.test(facts.title)) problems.push(`${path}: page title "${facts.title}"`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('animates only for a reader who has not asked their system for reduced motion', async () => {
    const durations: Record<string, string> = {};
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await running.browser.newContext({ locale: 'en-US', viewport: PHONE, reducedMotion });
      const page = await context.newPage();
      await page.goto(`${running.product.url}/login`);
      const button = page.locator('form button[type="submit"]');
      await button.waitFor();
      durations[reducedMotion] = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
      await context.close();
    }
    expect(durations.reduce.split(', ').every((d) => d === '0s')).toBe(true);
    expect(durations['no-preference'].split(', ').some((d) => d !== '0s')).toBe(true);
  });
});

describe('layout at 1440 px', () => {
  async function openWide(email: string): Promise<Page> {
    const page = await openAs(email, 'en-US');
    await page.setViewportSize({ width: 1440, height: 900 });
    return page;
  }

  it('puts the plan cards side by side at one height with their buttons on one line at the bottom', async () => {
    const page = await openWide(SELLER);
    await visit(page, '/subscription-change');
    const cards = page.getByTestId('plans').locator('.ant-card');
    await expect(cards.count()).resolves.toBe(3);
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const card = el.getBoundingClientRect();
        const button = el.querySelector('.ant-card-actions button')?.getBoundingClientRect();
        return {
          top: Math.round(card.top),
          height: Math.round(card.height),
          buttonBottom: button ? Math.round(card.bottom - button.bottom) : null,
        };
      }),
    );
    await screenshot(page, 'layout-1440-subscription-change');
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
    expect(new Set(boxes.map((b) => b.height)).size).toBe(1);
    const buttons = boxes.filter((b) => b.buttonBottom !== null);
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(buttons.map((b) => b.buttonBottom)).size).toBe(1);
    await page.context().close();
  });

  it('keeps a gap between "Verify dimensions" and "Verify weight"', async () => {
    const seller = await signedInSession(running.product.url, SELLER);
    const products = await apiGet<{ items: { id: string }[] }>(MANAGER, `/admin/products?page=1&pageSize=1&sellerId=${seller.user.id}`);
    const page = await openWide(MANAGER);
    await visit(page, `/admin/warehouse/products/${products.items[0].id}/inventory-change-history`);
    const [first, second] = await page
      .getByTestId('measurement-verification')
      .locator('button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    await screenshot(page, 'layout-1440-warehouse-product');
    const gap = second.top >= first.bottom ? second.top - first.bottom : second.left - first.right;
    expect(gap).toBeGreaterThanOrEqual(8);
    await page.context().close();
  });
});

describe('Google sign-in button', () => {
  it('is absent from login and registration while the server says Google sign-in is not configured', async () => {
    for (const path of ['/login', '/registration']) {
      const page = await openAs(null, 'en-US');
      const status = page.waitForResponse((r) => r.url().endsWith('/api/user/google/status'));
      await page.goto(`${running.product.url}${path}`);
      await expect((await status).json()).resolves.toEqual({ enabled: false });
      await page.locator('form').first().waitFor();
      await inFlight.get(page)!.quiet();
      await expect(page.getByTestId('google-sign-in').count()).resolves.toBe(0);
      await page.context().close();
    }
  });

  it('shows on login and registration when the server says it is configured', async () => {
    for (const path of ['/login', '/registration']) {
      const page = await openAs(null, 'en-US');
      await page.route('**/api/user/google/status', (route) => route.fulfill({ json: { enabled: true } }));
      await page.goto(`${running.product.url}${path}`);
      await page.getByTestId('google-sign-in').waitFor();
      await page.context().close();
    }
  });
});
