// What a browser test was waiting on when it failed: every request of a context still open after its test (a failed
// test never reaches its own close) that has had no answer for STALL_MS, with the page's URL, printed with the tail of
// the server's output. A step that waits 30 s for an answer that never comes then says which request it was.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

const STALL_MS = 5_000;

export class RequestStalls {
  private readonly open = new Map<BrowserContext, Map<Request, number>>();

  constructor(browser: Browser) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext(...args);
      const pending = new Map<Request, number>();
      this.open.set(context, pending);
      context.on('request', (request) => pending.set(request, performance.now()));
      context.on('requestfinished', (request) => pending.delete(request));
      context.on('requestfailed', (request) => pending.delete(request));
      context.on('close', () => this.open.delete(context));
      // A closed page's requests never finish: a kept context (browser-kept-contexts.ts) outlives its tests' pages.
      context.on('page', (page) =>
        page.on('close', () => {
          for (const request of pending.keys()) if (pageOf(request) === page) pending.delete(request);
        }),
      );
      return context;
    };
  }

  /** Requests unanswered for STALL_MS in the contexts still open, one line each; none: empty. */
  stalled(): string[] {
    const now = performance.now();
    const lines: string[] = [];
    for (const [context, pending] of this.open) {
      const stuck = [...pending].filter(([, since]) => now - since >= STALL_MS);
      if (stuck.length === 0) continue;
      lines.push(
        `page ${
          context
            .pages()
            .map((p) => p.url())
            .join(', ') || '(none)'
        }:`,
      );
      for (const [request, since] of stuck)
        lines.push(`  ${request.method()} ${request.url()} unanswered for ${Math.round((now - since) / 100) / 10} s`);
    }
    return lines;
  }
}

/** The page a request came from; null for one without a frame (a service worker's, a navigation before its frame). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}
