// A seller opens their monthly statement (linked from the wallet) and downloads it; staff open the admin Statements
// page and a seller's statement from it; in en-US and ru-RU, and at 390 px without sideways scrolling.
import type { Page } from 'playwright-core';
import { clientHeaders, productAndBrowserForThisFile, screenshot, signedInSession } from '../support/browser';

const running = productAndBrowserForThisFile();
const SELLER = 'seller@demo.ledgerhouse.test';
const MANAGER = 'manager@demo.ledgerhouse.test';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
type Locale = 'en-US' | 'ru-RU';

async function openAs(email: string, locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const session = await signedInSession(running.product.url, email);
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

/** A staff top-up with this comment on the demo seller's wallet, so this month's statement has a line of this run. */
async function staffTopUp(comment: string): Promise<void> {
  const seller = await signedInSession(running.product.url, SELLER);
  const { access } = await signedInSession(running.product.url, MANAGER);
  const res = await fetch(`${running.product.url}/api/admin/users/${seller.user.id}/wallet/top-ups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${access}`, ...(await clientHeaders(running.product.url)) },
    body: JSON.stringify({ amountCents: 1_234, comment }),
  });
  if (res.status !== 201) throw new Error(`top-up: ${res.status} ${await res.text()}`);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('monthly statements in the browser', () => {
  it('shows the seller this month’s statement from the wallet, verified against the ledger, and downloads its PDF', async () => {
    const comment = `Browser statement ${Date.now()}`;
    await staffTopUp(comment);
    const page = await openAs(SELLER, 'en-US', DESKTOP);
    await page.goto(`${running.product.url}/wallet/topups`);
    await page.getByTestId('wallet-statements-link').click();
    await page.getByTestId('statement').waitFor();
    await page.getByTestId('statement-lines').getByText(comment).waitFor();
    expect(await page.getByTestId('statement-check').getAttribute('data-verified')).toBe('true');
    await page.getByText('Verified against the ledger').first().waitFor();
    const month = new Date().toISOString().slice(0, 7);
    await page.getByTestId('statement-months').locator(`a[href="/statements/${month}"]`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-download-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`statement-${new Date().toISOString().slice(0, 7)}.pdf`);
    await screenshot(page, 'statements-seller-en');
    await page.context().close();
  });

  it('shows the seller the statement in Russian at 390 px without sideways scrolling', async () => {
    const comment = `Выписка ${Date.now()}`;
    await staffTopUp(comment);
    const page = await openAs(SELLER, 'ru-RU', PHONE);
    await page.goto(`${running.product.url}/statements`);
    await page.getByTestId('statement-lines').getByText(comment).waitFor();
    await page.getByText('Сверено с журналом').first().waitFor();
    await page.getByText('Входящий остаток').first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'statements-seller-ru-390');
    await page.context().close();
  });

  it('lets the manager open a seller’s statement from the admin Statements page, in both languages and at 390 px', async () => {
    await staffTopUp(`Admin view ${Date.now()}`);
    for (const [locale, viewport, verified] of [
      ['en-US', DESKTOP, 'Verified against the ledger'],
      ['ru-RU', PHONE, 'Сверено с журналом'],
    ] as const) {
      const page = await openAs(MANAGER, locale, viewport);
      await page.goto(`${running.product.url}/admin/statements`);
      await page.getByTestId('statements-table').getByText(SELLER).click();
      await page.getByTestId('statement').waitFor();
      await page.getByText(verified).first().waitFor();
      if (viewport === PHONE) expect(await sideways(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `statements-manager-${locale}-${viewport.width}`);
      await page.context().close();
    }
  });
});
