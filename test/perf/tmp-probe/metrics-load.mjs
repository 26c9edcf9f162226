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
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(process.env.EXTRA_ARGS ? process.env.EXTRA_ARGS.split(' ') : [])] });
const s = JSON.stringify(await session('seller@demo.ledgerhouse.test'));
for (let round = 0; round < 4; round++) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const t0 = Date.now();
  await page.goto(url + path);
  await page.locator(process.argv[4] ?? '.ant-table-row').first().waitFor();
  const w = Date.now() - t0;
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  console.log(`round ${round}: wall ${w} task ${(m.TaskDuration*1000).toFixed(0)} script ${(m.ScriptDuration*1000).toFixed(0)} layout ${(m.LayoutDuration*1000).toFixed(0)} (${m.LayoutCount}) style ${(m.RecalcStyleDuration*1000).toFixed(0)} (${m.RecalcStyleCount}) nodes ${m.Nodes} jsheap ${(m.JSHeapUsedSize/1e6).toFixed(0)}MB`);
  await context.close();
}
await browser.close();
