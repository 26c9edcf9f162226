import { chromium } from 'playwright-core';
const url = process.argv[2];
const path = process.argv[3] ?? '/products';
async function session(email) {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const h = { 'content-type': 'application/json', 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const res = await fetch(`${url}/api/user/login/`, { method: 'POST', headers: h, body: JSON.stringify({ email, password: 'demo-pass-1' }) });
  const b = await res.json();
  return { access: b.access, refresh: b.refresh, user: b.user, originalUser: null, impersonatedUser: null };
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const s = JSON.stringify(await session('seller@demo.ledgerhouse.test'));
for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
  const page = await context.newPage();
  const t0 = Date.now();
  const log = [];
  page.on('requestfinished', async (r) => { const t = r.timing(); log.push(`${(r.timing().startTime - t0).toFixed(0).padStart(6)} +${t.responseEnd.toFixed(0).padStart(5)} ${r.url().replace(url, '').slice(0, 90)}`); });
  await page.goto(url + path);
  await page.locator('.ant-table-row').first().waitFor();
  console.log(`round ${round}: wall ${Date.now() - t0} ms`);
  if (round > 0) console.log(log.join('\n'));
  await context.close();
}
await browser.close();
