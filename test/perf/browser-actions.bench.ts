// Actions a user feels: how long a seller or the warehouse manager waits in Chromium from the click that commits an
// action to the screen showing its outcome, against the built product on its embedded default (`npm start`, demo data):
// saving a new product (the list with its row), starting an order's fulfillment (the "Fulfillment started" toast) and
// marking an inbound shipment delivered (the modal's status). Each from a fresh page, so no run reuses another's cache.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { apiAs, type BrowserTestAccount } from '../support/browser-api';
import { launchBrowser, signedInSession, type Product } from '../support/browser';
import { MANAGER, readyOrder, sellerWithStockInBin } from '../support/browser-orders';
import { embeddedProduct } from './embedded-product';
import { percentile, type BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
const RUNS = smoke ? 1 : 5;

async function signedInPage(browser: Browser, product: Product, account: BrowserTestAccount): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const session = await signedInSession(product.url, account.email, account.password);
  await context.addInitScript((value) => window.localStorage.setItem('lh.session', value), JSON.stringify(session));
  return context.newPage();
}

/** Milliseconds from `commit` (the click that sends the action) until `outcome` shows it. */
async function timed(commit: () => Promise<void>, outcome: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await commit();
  await outcome();
  return performance.now() - started;
}

const row = (samples: number[]): BenchRow => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { opsPerSec: null, baselineOpsPerSec: null, ratio: null, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
};

async function saveProduct(page: Page, url: string): Promise<number> {
  const title = `Bench lamp ${randomUUID().slice(0, 8)}`;
  await page.goto(`${url}/products/create`);
  const form = page.getByTestId('product-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('SKU').fill(title.replace(/\W+/g, '-').toUpperCase());
  await form.getByLabel('Price').fill('7');
  return timed(
    () => page.getByTestId('product-submit').click(),
    () => page.getByTestId('products-table').getByText(title).waitFor(),
  );
}

async function startFulfillment(page: Page, url: string, orderId: string): Promise<number> {
  await page.goto(`${url}/orders/all/${orderId}`);
  await page.getByTestId('order-view').getByTestId('order-start-fulfillment').click();
  const form = page.getByTestId('start-fulfillment-form');
  await form.waitFor();
  await form.getByText('Best price and speed', { exact: true }).click();
  return timed(
    () => page.getByTestId('fulfillment-submit').click(),
    () => page.getByTestId('toast').filter({ hasText: 'Fulfillment started' }).first().waitFor(),
  );
}

async function markDelivered(page: Page, url: string, shipmentId: string): Promise<number> {
  await page.goto(`${url}/admin/warehouse/inbound-shipments/${shipmentId}`);
  const modal = page.getByTestId('inbound-shipment-modal');
  await modal.locator('[data-status="NOT_DELIVERED"]').waitFor();
  await modal.getByTestId('inbound-mark-delivered').click();
  return timed(
    () => page.getByTestId('modal').getByRole('button', { name: 'Mark delivered' }).click(),
    () => modal.locator('[data-status="DELIVERED"]').waitFor(),
  );
}

export async function benchBrowserActions(): Promise<Record<string, BenchRow>> {
  const product = await embeddedProduct();
  const { url } = product;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const stock = await sellerWithStockInBin(url, RUNS);
    const orders: string[] = [];
    const shipments: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      orders.push((await readyOrder(url, stock.seller, stock.sku, 1)).id);
      const draft = await apiAs<{ id: string }>(url, stock.seller, 'POST', '/inbound-shipments', {
        lines: [{ productId: stock.productId, quantity: 1, barcode: stock.barcode }],
        delivery: { trackingNumber: `BENCH${run}${Date.now()}`, courierService: 'UPS', deliveryType: 'CUSTOM' },
      });
      await apiAs(url, stock.seller, 'POST', `/inbound-shipments/${draft.id}/submit`);
      shipments.push(draft.id);
    }
    const samples = { product: [] as number[], fulfillment: [] as number[], delivered: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const seller = await signedInPage(browser, product, stock.seller);
      samples.product.push(await saveProduct(seller, url));
      samples.fulfillment.push(await startFulfillment(seller, url, orders[run]));
      await seller.context().close();
      const manager = await signedInPage(browser, product, MANAGER);
      samples.delivered.push(await markDelivered(manager, url, shipments[run]));
      await manager.context().close();
    }
    return {
      [`seller saves a new product: click to its row in the list (${RUNS} runs)`]: row(samples.product),
      [`seller starts fulfillment: click to "Fulfillment started" (${RUNS} runs)`]: row(samples.fulfillment),
      [`manager marks a shipment delivered: confirm to DELIVERED in the modal (${RUNS} runs)`]: row(samples.delivered),
    };
  } finally {
    await browser?.close();
  }
}
