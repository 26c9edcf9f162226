import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
// usage: cpu-ab.mjs rounds path selector name=url name=url ...
const [rounds, path, selector, ...vs] = process.argv.slice(2);
const variants = vs.map((v) => v.split('='));
const busy = () => { const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number); return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) * 10; };
async function session(url) {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const h = { 'content-type': 'application/json', 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const b = await (await fetch(`${url}/api/user/login/`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'seller@demo.ledgerhouse.test', password: 'demo-pass-1' }) })).json();
  return JSON.stringify({ access: b.access, refresh: b.refresh, user: b.user, originalUser: null, impersonatedUser: null });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const sessions = {}; for (const [n, u] of variants) sessions[n] = await session(u);
const res = Object.fromEntries(variants.map(([n]) => [n, { cpu: [], wall: [] }]));
for (let r = 0; r < Number(rounds) + 1; r++) for (const [n, url] of variants) {
  const b0 = busy(), t0 = Date.now();
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, sessions[n]);
  const page = await context.newPage();
  await page.goto(url + path);
  await page.locator(selector).first().waitFor();
  const wall = Date.now() - t0;
  await context.close();
  await new Promise((r) => setTimeout(r, 300));
  if (r > 0) { res[n].cpu.push(busy() - b0); res[n].wall.push(wall); }
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const [n] of variants) console.log(`${n}: CPU median ${med(res[n].cpu)} ms mean ${Math.round(res[n].cpu.reduce((a, b) => a + b) / res[n].cpu.length)}; wall median ${med(res[n].wall)} ms`);
await browser.close();
