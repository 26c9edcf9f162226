// The manager opens the floor numbers: each chart drawn with its table beside it and a CSV and Excel download, in
// en-US and ru-RU, and at 390 px without sideways scrolling.
import { readFile } from 'node:fs/promises';
import type { BrowserTestAccount } from '../support/browser-api';
import { productAndBrowserForThisFile, screenshot } from '../support/browser';
import { signedInPages } from '../support/browser-scanning';

const running = productAndBrowserForThisFile();
const MANAGER: BrowserTestAccount = { email: 'manager@demo.ledgerhouse.test', password: 'demo-pass-1' };

const signedIn = signedInPages(running);

const SECTIONS = ['floor-activity', 'floor-receiving', 'floor-waiting', 'floor-handed-over', 'floor-accuracy'];

describe('floor numbers in the browser', () => {
  for (const [locale, width, title, ageHeader] of [
    ['en-US', 1366, 'Floor numbers', 'Waiting'],
    ['ru-RU', 390, 'Показатели склада', 'Ждёт'],
  ] as const)
    it(`shows the manager every chart with its table, CSV and Excel in ${locale} at ${width} px`, async () => {
      const page = await signedIn(MANAGER, { locale, width });
      await page.goto(`${running.product.url}/admin/floor-metrics`);
      await page.getByRole('heading', { name: title }).waitFor();
      for (const section of SECTIONS) {
        const card = page.getByTestId(section);
        // A chart is drawn once its data has come; a period with nothing to chart says so instead.
        await card.locator('canvas, .ant-empty').first().waitFor();
        await card.locator('.ant-table').first().waitFor();
        await card.getByTestId(`${section}-csv`).waitFor();
        await card.getByTestId(`${section}-xlsx`).waitFor();
      }
      await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning').length === 0);
      // Waiting orders and receiving shares always have bars (zero or not): their charts are drawn.
      for (const section of ['floor-receiving', 'floor-waiting']) await page.getByTestId(section).locator('canvas').first().waitFor();
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('floor-waiting-csv').click()]);
      expect(csv.suggestedFilename()).toMatch(/^floor-waiting-\d{4}-\d{2}-\d{2}\.csv$/);
      // The server writes the table in the page's language: the header row, then one row per age.
      const text = await readFile(await csv.path(), 'utf8');
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(`${ageHeader},${locale === 'en-US' ? 'Orders' : 'Заказов'}`);
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('floor-handed-over-xlsx').click()]);
      expect(xlsx.suggestedFilename()).toMatch(/^floor-handed-over-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `floor-metrics-${locale}-${width}`);
      await page.context().close();
    });
});
