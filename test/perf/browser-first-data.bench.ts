// First data after login: how long a signed-in seller waits in Chromium from navigation to the first row of the busiest
// screens, with an empty browser cache (a new context) and with a warm one (the same screen again), against the built
// product on its embedded default (`npm start`, demo data). Read by the page's own clock.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, signedInSession, type Product } from '../support/browser';
import { embeddedProduct } from './embedded-product';
import { percentile, type BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
const SCREENS = [
  { path: '/products', firstRow: '[data-testid="products-table"] .ant-table-row' },
  { path: '/wallet/topups', firstRow: '[data-testid="top-ups-table"] .ant-table-row' },
  { path: '/payment-information', firstRow: '[data-testid="cards-table"] .ant-table-row' },
].slice(0, smoke ? 1 : undefined);
const RUNS = smoke ? 1 : 5;

async function signedInContext(browser: Browser, product: Product): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const session = await signedInSession(product.url, 'seller@demo.ledgerhouse.test');
  await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
  return context;
}

/** Milliseconds from the start of navigation to the moment the first row is in the page. */
async function firstRowMs(context: BrowserContext, product: Product, screen: (typeof SCREENS)[number]): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${product.url}${screen.path}`, { waitUntil: 'commit' });
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, screen.firstRow, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

const row = (samples: number[]): BenchRow => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { opsPerSec: null, baselineOpsPerSec: null, ratio: null, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
};

export async function benchBrowserFirstData(): Promise<Record<string, BenchRow>> {
  const product = await embeddedProduct();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const rows: Record<string, BenchRow> = {};
    for (const screen of SCREENS) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await signedInContext(browser, product);
        cold.push(await firstRowMs(context, product, screen));
        warm.push(await firstRowMs(context, product, screen));
        await context.close();
      }
      rows[`${screen.path}: first row, empty cache (${RUNS} runs)`] = row(cold);
      rows[`${screen.path}: first row, warm cache (${RUNS} runs)`] = row(warm);
    }
    return rows;
  } finally {
    await browser?.close();
  }
}
