import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const busy = () => { const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number); return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) * 10; };
async function session(email) {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const h = { 'content-type': 'application/json', 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const res = await fetch(`${url}/api/user/login/`, { method: 'POST', headers: h, body: JSON.stringify({ email, password: 'demo-pass-1' }) });
  const b = await res.json();
  return { access: b.access, refresh: b.refresh, user: b.user, originalUser: null, impersonatedUser: null };
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(process.env.EXTRA_ARGS ? process.env.EXTRA_ARGS.split(' ') : [])] });
const s = JSON.stringify(await session('seller@demo.ledgerhouse.test'));
async function measure(name, n, fn) {
  await fn(); const b0 = busy(); const t0 = Date.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(`${name}: CPU ${Math.round((busy() - b0) / n)} ms, wall ${Math.round((Date.now() - t0) / n)} ms`);
}
const N = 6;
const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
const anchor = await context.newPage(); await anchor.goto(url + '/products'); await anchor.locator('.ant-table-row').first().waitFor();
await measure('new page in warm context', N, async () => { const page = await context.newPage(); await page.goto(url + '/products'); await page.locator('.ant-table-row').first().waitFor(); await page.close(); });
await measure('fresh context', N, async () => {
  const c = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  await c.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
  const page = await c.newPage(); await page.goto(url + '/products'); await page.locator('.ant-table-row').first().waitFor(); await c.close(); });
await browser.close();
