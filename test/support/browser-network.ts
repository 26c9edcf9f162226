// A page's own requests in flight, so a test can wait until the screen has fetched what it needs: none open for a short
// quiet spell. Playwright's `networkidle` waits a fixed 500 ms of silence after each load instead.
import type { Page, Request } from 'playwright-core';

const QUIET_MS = 100;
const POLL_MS = 20;

export interface RequestsInFlight {
  /** Resolves once no request of the page has been open for QUIET_MS; rejects after timeoutMs naming what is open. */
  quiet(timeoutMs?: number): Promise<void>;
}

/** Starts counting the page's requests: call before the first navigation you want to wait on. */
export function requestsInFlight(page: Page): RequestsInFlight {
  const open = new Set<Request>();
  let lastChange = performance.now();
  const change = () => (lastChange = performance.now());
  page.on('request', (request) => (open.add(request), change()));
  const done = (request: Request) => (open.delete(request), change());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(timeoutMs = 15_000) {
      const started = performance.now();
      while (open.size > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() - started > timeoutMs)
          throw new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
