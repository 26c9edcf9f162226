// The manager opens the floor numbers: each chart drawn with its table beside it and a CSV download, in en-US and
// ru-RU, and at 390 px without sideways scrolling.
import type { Page } from 'playwright-core';
import { productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const MANAGER = 'manager@demo.ledgerhouse.test';

async function openAs(locale: 'en-US' | 'ru-RU', viewport: { width: number; height: number }): Promise<Page> {
  const session = await signedInSession(running.product.url, MANAGER);
  const context = await running.browser.newContext({ locale, viewport, acceptDownloads: true });
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('i18nextLng', language);
      window.localStorage.setItem('lh.session', value);
    },
    [JSON.stringify(session), locale],
  );
  return context.newPage();
}

const SECTIONS = ['floor-activity', 'floor-receiving', 'floor-waiting', 'floor-handed-over', 'floor-accuracy'];

describe('floor numbers in the browser', () => {
  for (const [locale, viewport, title] of [
    ['en-US', { width: 1366, height: 900 }, 'Floor numbers'],
    ['ru-RU', { width: 390, height: 844 }, 'Показатели склада'],
  ] as const)
    it(`shows the manager every chart with its table and CSV in ${locale} at ${viewport.width} px`, async () => {
      const page = await openAs(locale, viewport);
      await page.goto(`${running.product.url}/admin/floor-metrics`);
      await page.getByRole('heading', { name: title }).waitFor();
      for (const section of SECTIONS) {
        const card = page.getByTestId(section);
        // A chart is drawn once its data has come; a period with nothing to chart says so instead.
        await card.locator('canvas, .ant-empty').first().waitFor();
        await card.locator('.ant-table').first().waitFor();
        await card.getByTestId(`${section}-csv`).waitFor();
      }
      await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning').length === 0);
      // Waiting orders and receiving shares always have bars (zero or not): their charts are drawn.
      for (const section of ['floor-receiving', 'floor-waiting']) await page.getByTestId(section).locator('canvas').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('floor-waiting-csv').click()]);
      expect(download.suggestedFilename()).toBe('floor-waiting.csv');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `floor-metrics-${locale}-${viewport.width}`);
      await page.context().close();
    });
});
