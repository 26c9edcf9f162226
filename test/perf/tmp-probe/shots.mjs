import { chromium } from 'playwright-core';
const [url, outDir] = process.argv.slice(2);
const cases = [
  ['seller', '/', 1366], ['seller', '/products/create', 1366], ['seller', '/orders', 1366], ['seller', '/orders/create', 1366],
  ['seller', '/wallet', 1366], ['seller', '/shipments/inbound', 1366], ['seller', '/insights', 1366], ['seller', '/products', 390],
  ['seller', '/support', 1366], ['seller', '/profile/info', 1366], ['seller', '/shipments/inbound/create', 1366], ['seller', '/sales-channels', 1366],
  ['manager', '/', 1366], ['manager', '/admin/users', 1366], ['manager', '/fulfillment', 1366], ['manager', '/', 390],
];
const emails = { seller: 'seller@demo.ledgerhouse.test', manager: 'manager@demo.ledgerhouse.test' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const first = await fetch(`${url}/api/health`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const h = { 'content-type': 'application/json', 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
for (const [i, [who, path, w]] of cases.entries()) for (const lang of ['en-US', 'ru-RU']) {
  const b = await (await fetch(`${url}/api/user/login/`, { method: 'POST', headers: h, body: JSON.stringify({ email: emails[who], password: 'demo-pass-1' }) })).json();
  const s = JSON.stringify({ access: b.access, refresh: b.refresh, user: b.user, originalUser: null, impersonatedUser: null });
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: w, height: 900 }, timezoneId: 'UTC' });
  await context.addInitScript(([v, l]) => { localStorage.setItem('i18nextLng', l); localStorage.setItem('lh.session', v); }, [s, lang]);
  const page = await context.newPage();
  await page.goto(url + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${outDir}/${i}-${who}-${path.replace(/\//g, '_')}-${w}-${lang}.png`, fullPage: true });
  // open the first select / dropdown if present to compare popups
  const sel = page.locator('.ant-select').first();
  if (await sel.count()) { await sel.click().catch(() => {}); await page.waitForTimeout(500); await page.screenshot({ path: `${outDir}/${i}-${who}-${path.replace(/\//g, '_')}-${w}-${lang}-open.png`, fullPage: true }); }
  await context.close();
}
await browser.close();
