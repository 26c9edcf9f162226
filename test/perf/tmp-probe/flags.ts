// CPU of N page loads of /products in one kept context, with extra Chromium flags from FLAGS (space-separated).
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { signedInSession, startProduct } from '../../support/browser';
import { signedInContext } from '../../support/browser-kept-contexts';

const cpuOf = (pattern: string) => {
  const out = execSync(`ps -eo pid,args | grep -E '${pattern}' | grep -v grep | awk '{print $1}'`).toString().trim().split('\n').filter(Boolean);
  let t = 0;
  for (const pid of out) {
    try {
      const st = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      t += (Number(f[11]) + Number(f[12])) / 100;
    } catch {}
  }
  return t;
};
const machine = () => {
  const [, ...v] = require('node:fs').readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/);
  const n = v.map(Number);
  return (n[0] + n[1] + n[2] + n[5] + n[6]) / 100;
};

async function main() {
  const product = await startProduct({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, { freshData: true });
  const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--process-per-site', ...extra],
  });
  try {
    const session = await signedInSession(product.url, 'seller@demo.ledgerhouse.test');
    const context = await signedInContext(browser, session, { locale: 'en-US', viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const load = async () => {
      const earlier = context.pages();
      let page;
      if (process.env.SAME && earlier.length) {
        page = earlier[0];
        await page.goto('about:blank');
      } else {
        page = await context.newPage();
        for (const old of earlier) await old.close();
      }
      await page.goto(`${product.url}/products`);
      await page.locator('[data-testid="products-table"] .ant-table-row').first().waitFor();
      await page.getByTestId('products-table').getByRole('link').first().click();
      await page.getByTestId('product-view').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('product-view').waitFor({ state: 'detached' });
    };
    await load();
    await load();
    const c0 = cpuOf('chromium'), m0 = machine(), t0 = Date.now();
    const N = Number(process.env.N ?? 8);
    for (let i = 0; i < N; i++) await load();
    const c1 = cpuOf('chromium'), m1 = machine();
    console.log(`FLAGS=${extra.join(' ') || '-'}: chromium ${((c1 - c0) / N).toFixed(2)} s/load (live processes only), machine ${((m1 - m0) / N).toFixed(2)} s/load, wall ${((Date.now() - t0) / N / 1000).toFixed(2)} s/load`);
  } finally {
    await browser.close();
    await product.stop();
  }
}
void main();
