// A browser context per signed-in reader and settings, kept for a browser file's tests. Each test still opens a page of
// its own, and the app starts afresh in it; what the tests share is what one reader's browser shares between two tabs
// (the stored session and language, the HTTP cache) and Chromium's renderer process with the scripts it compiled.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * The first load of the app in a new context costs this machine about 6 s of CPU (a new renderer process compiling
 * the app's scripts, the browser setting the context up); a new page in a kept context about half of that. `page`
 * closes the pages an earlier test left in the context (they would go on polling the server) once the new one is
 * open, so the renderer process lives on (Chromium runs with --process-per-site: pages of one site share a process).
 * A test that ends its reader's session (logs out, changes the password) takes a context of its own instead.
 */
export class KeptContexts {
  private readonly contexts = new Map<string, Promise<BrowserContext>>();

  constructor(private readonly browser: () => Browser) {}

  /** A new page in the context kept under `key`, made by `create` the first time (or after a test closed it). */
  async page(key: string, create: (browser: Browser) => Promise<BrowserContext>): Promise<Page> {
    let context = this.contexts.get(key);
    if (!context) {
      context = create(this.browser());
      this.contexts.set(key, context);
      void context.then(
        (made) => made.on('close', () => this.contexts.delete(key)),
        () => this.contexts.delete(key),
      );
    }
    const kept = await context;
    const earlier = kept.pages();
    const page = await kept.newPage();
    for (const old of earlier) await old.close();
    return page;
  }
}

/** A context signed in with `session` and its language pinned to `options.locale`, as the web app keeps both. */
export async function signedInContext(
  browser: Browser,
  session: unknown,
  options: BrowserContextOptions & { locale: string },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('i18nextLng', language);
      if (!window.localStorage.getItem('lh.session')) window.localStorage.setItem('lh.session', value);
    },
    [JSON.stringify(session), options.locale] as const,
  );
  return context;
}
