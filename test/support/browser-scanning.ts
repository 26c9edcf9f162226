// What the warehouse's browser tests share: a signed-in page in a chosen language and width, a keyboard-wedge scan,
// and the scan feedback the scanning screens show.
import type { Browser, Page } from 'playwright-core';
import type { BrowserTestAccount } from './browser-api';
import { signedInSession, type Product } from './browser';

/** A signed-in page for `account` on this file's product, in `locale` at `width` px. */
export function signedInPages(running: { readonly product: Product; readonly browser: Browser }) {
  return async function signedIn(
    account: BrowserTestAccount,
    { locale = 'en-US', width = 1366 }: { locale?: 'en-US' | 'ru-RU'; width?: number } = {},
  ): Promise<Page> {
    const context = await running.browser.newContext({ locale, viewport: { width, height: 900 } });
    await context.addInitScript(
      ([value, language]) => {
        window.localStorage.setItem('i18nextLng', language);
        if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
      },
      [JSON.stringify(await signedInSession(running.product.url, account.email, account.password)), locale] as const,
    );
    return context.newPage();
  };
}

/** What a keyboard-wedge scanner does: the code in fast keystrokes, then Enter. */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Waits for the scanning screen's feedback of `kind` saying `text`. */
export const scanFeedback = (page: Page, kind: 'success' | 'warning' | 'error' | 'info', text: string | RegExp) =>
  page.locator(`[data-testid="scan-feedback"][data-kind="${kind}"]`).filter({ hasText: text }).waitFor();
