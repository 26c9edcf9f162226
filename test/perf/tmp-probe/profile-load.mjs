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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(url + path);
  await page.locator('.ant-table-row').first().waitFor();
  const t1 = Date.now();
  const { profile } = await cdp.send('Profiler.stop');
  // self time by url and by function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  const byUrl = new Map(), byFn = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id); const cf = n.callFrame;
    const u = (cf.url || '(' + cf.functionName + ')').replace(/^.*\//, '');
    byUrl.set(u, (byUrl.get(u) ?? 0) + us);
    const f = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`;
    byFn.set(f, (byFn.get(f) ?? 0) + us);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`round ${round}: wall ${t1 - t0} ms, profiled ${Math.round(total / 1000)} ms`);
  if (process.env.INCL && round === 2) {
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const incl = new Map();
    for (const [id, us] of self) {
      if (process.env.FOCUS) { let ok = false; for (let c = id; c !== undefined; c = parent.get(c)) if (byId.get(c).callFrame.functionName === process.env.FOCUS) ok = true; if (!ok) continue; }
      const seen = new Set();
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const cf = byId.get(cur).callFrame; const k = `${cf.functionName || '(anon)'} ${(cf.url||'').replace(/^.*\//, '')}:${cf.lineNumber}`;
        if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + us);
      }
    }
    for (const [f, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log('  incl', Math.round(us / 1000), f);
  }
  if (round === 0 || round === 2) {
    for (const [u, us] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log('  url', Math.round(us / 1000), u);
    for (const [f, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('  fn', Math.round(us / 1000), f);
  }
  await context.close();
}
await browser.close();
