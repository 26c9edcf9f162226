import { chromium } from 'playwright-core';
const url = process.argv[2];
const first = await fetch(`${url}/api/health`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const h = { 'content-type': 'application/json', 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
const b = await (await fetch(`${url}/api/user/login/`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'seller@demo.ledgerhouse.test', password: 'demo-pass-1' }) })).json();
const s = JSON.stringify({ access: b.access, refresh: b.refresh, user: b.user, originalUser: null, impersonatedUser: null });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
const page = await context.newPage();
let loads = 0; page.on('load', () => loads++);
await page.goto(url + '/products');
await page.locator('.ant-table-row').first().waitFor();
for (const p of ['/wallet/topups', '/profile/info', '/products/create', '/products']) {
  const t0 = Date.now();
  await page.evaluate((to) => { window.history.pushState(null, '', to); window.dispatchEvent(new PopStateEvent('popstate', { state: null })); }, p);
  await page.waitForFunction(() => document.title !== '', undefined);
  await page.waitForTimeout(800);
  console.log(p, await page.title(), page.url(), 'loads', loads, Date.now() - t0);
}
await page.goBack(); await page.waitForTimeout(500); console.log('back ->', page.url(), await page.title());
await browser.close();
