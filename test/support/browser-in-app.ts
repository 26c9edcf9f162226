// Moving between screens the way a reader following a link does: the app's router changes the screen in place.
import type { Page } from 'playwright-core';

/**
 * Opens `url` (same origin) in a page that already shows the web app without loading and starting the app again: the
 * router navigates in place on history.pushState and a popstate event, as on the browser's Back. A new context's first
 * load of the app costs this machine about 6 s of CPU and a reload about 2 s; a move in place a few hundred ms. A page
 * that does not show the app yet (a new page, another origin) loads it with `goto`. It returns once the address changed:
 * the new screen shows after the router loaded its code, so wait for what it shows (its title, a row) before looking.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  const started = current?.origin === target.origin && (await page.evaluate(() => !!document.getElementById('root')?.firstElementChild));
  if (!started) {
    await page.goto(url);
    return;
  }
  const to = `${target.pathname}${target.search}${target.hash}`;
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
  await page.waitForURL(url);
}
