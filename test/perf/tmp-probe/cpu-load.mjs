import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const path = process.argv[3] ?? '/products';
const N = Number(process.argv[4] ?? 10);
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
const walls = [];
let b0 = 0, t0all = 0;
for (let round = 0; round < N + 2; round++) {
  if (round === 2) { b0 = busy(); t0all = Date.now(); }
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  await context.addInitScript((v) => { localStorage.setItem('i18nextLng', 'en-US'); localStorage.setItem('lh.session', v); }, s);
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(url + path);
  await page.locator(process.argv[5] ?? '.ant-table-row').first().waitFor();
  if (round >= 2) walls.push(Date.now() - t0);
  await context.close();
}
const cpu = busy() - b0;
walls.sort((a, b) => a - b);
console.log(`${N} loads of ${path}: wall p50 ${walls[Math.floor(N / 2)]} ms, min ${walls[0]}, max ${walls[N - 1]}; machine CPU per load ${Math.round(cpu / N)} ms (elapsed ${Date.now() - t0all} ms)`);
const { execSync } = await import("node:child_process"); console.log(execSync("ps -eo pid,time,args --sort=-time | grep -i chrom | grep -v grep | cut -c1-220 | head -8").toString());
await browser.close();
