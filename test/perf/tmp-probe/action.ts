import { launchBrowser, signedInSession } from '../../support/browser';
import { readyOrder, sellerWithStockInBin } from '../../support/browser-orders';
import { embeddedProduct, stopEmbeddedProduct } from '../embedded-product';

async function main() {
  const product = await embeddedProduct();
  const { url } = product;
  const browser = await launchBrowser();
  try {
    const stock = await sellerWithStockInBin(url, 6);
    for (let run = 0; run < 5; run++) {
      const { id } = await readyOrder(url, stock.seller, stock.sku, 1);
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      const session = await signedInSession(url, stock.seller.email, stock.seller.password);
      await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${url}/orders/all/${id}`);
      await page.getByTestId('order-view').getByTestId('order-start-fulfillment').click();
      const form = page.getByTestId('start-fulfillment-form');
      await form.waitFor();
      await form.getByText('Best price and speed', { exact: true }).click();
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const t0 = (await page.evaluate('performance.now()')) as number;
      const started = performance.now();
      await page.getByTestId('fulfillment-submit').click();
      await page.getByTestId('toast').filter({ hasText: 'Fulfillment started' }).first().waitFor();
      const { profile } = await cdp.send('Profiler.stop');
      require('node:fs').writeFileSync(`/tmp/prof/action-${run}.cpuprofile`, JSON.stringify(profile));
      const ms = performance.now() - started;
      const t1 = (await page.evaluate('performance.now()')) as number;
      const res = (await page.evaluate(
        `performance.getEntriesByType('resource').filter(e => e.startTime >= ${t0}).map(e => [e.name.replace(location.origin, '').slice(0, 70), Math.round(e.startTime - ${t0}), Math.round(e.responseEnd - ${t0}), Math.round(e.duration)].join(' '))`,
      )) as string[];
      console.log(`run ${run}: ${Math.round(ms)} ms (page clock ${Math.round(t1 - t0)})\n  ` + res.join('\n  '));
      await context.close();
    }
  } finally {
    await browser.close();
    await stopEmbeddedProduct();
  }
}
void main();
