// A benchmark, not a timed assertion: how long a signed-in seller waits from navigation to the first row of the
// busiest screens, with an empty browser cache and with a warm one. Figures go to test/perf/results/browser-first-data.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { productAndBrowserForThisFile, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();

const SCREENS = [
  { path: '/products', firstRow: '[data-testid="products-table"] .ant-table-row' },
  { path: '/wallet/topups', firstRow: '[data-testid="top-ups-table"] .ant-table-row' },
  { path: '/payment-information', firstRow: '[data-testid="cards-table"] .ant-table-row' },
];
const RUNS = 3;
const RESULTS = path.resolve(__dirname, '..', 'perf', 'results', 'browser-first-data.json');

async function signedInContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const session = await signedInSession(running.product.url, 'seller@demo.ledgerhouse.test');
  await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
  return context;
}

/** Milliseconds from the start of navigation to the moment the first row is in the page, read by the page's own clock. */
async function firstRowMs(context: BrowserContext, screen: (typeof SCREENS)[number]): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${running.product.url}${screen.path}`, { waitUntil: 'commit' });
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, screen.firstRow, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('first data after login (benchmark)', () => {
  it('serves the hashed scripts brotli-compressed and immutable', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const script = page.waitForResponse((r) => /\/assets\/.+\.js$/.test(r.url()));
    await page.goto(`${running.product.url}/products`);
    const headers = await (await script).allHeaders();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await context.close();
  });

  it('records the time to the first row of products, wallet top-ups and payment information', async () => {
    const figures: Record<string, { coldMs: number; warmMs: number; coldRunsMs: number[]; warmRunsMs: number[] }> = {};
    for (const screen of SCREENS) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await signedInContext();
        cold.push(await firstRowMs(context, screen));
        warm.push(await firstRowMs(context, screen));
        await context.close();
      }
      figures[screen.path] = {
        coldMs: Math.round(median(cold)),
        warmMs: Math.round(median(warm)),
        coldRunsMs: cold.map(Math.round),
        warmRunsMs: warm.map(Math.round),
      };
    }
    const result = { measuredAt: new Date().toISOString(), loadAverage1m: Number(loadavg()[0].toFixed(2)), runs: RUNS, screens: figures };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `first data after login (median of ${RUNS}; load ${result.loadAverage1m}):\n${Object.entries(figures)
        .map(([p, f]) => `  ${p}: cold ${f.coldMs} ms, warm ${f.warmMs} ms`)
        .join('\n')}`,
    );
    for (const f of Object.values(figures)) expect(f.coldMs).toBeGreaterThan(0);
  });
});
