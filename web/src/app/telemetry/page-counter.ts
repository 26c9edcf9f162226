// The page-analytics counter (spec 7; a Yandex.Metrika-like tag): production builds only, when a counter id is configured.
// Its script defines the `ym` global; we poll for it every 300 ms for up to 10 s, then send the user id and a page hit
// for every route change. Window and timers are injected so a unit test can drive the polling.

/** The tag's global: `ym(counterId, method, ...args)`. */
export type CounterGlobal = (counterId: number, method: string, ...args: unknown[]) => void;

export interface CounterWindow {
  ym?: CounterGlobal;
  document: { createElement(tag: 'script'): { src: string; async: boolean }; head: { appendChild(node: unknown): unknown } };
}

export interface CounterTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const POLL_EVERY_MS = 300;
export const GIVE_UP_AFTER_MS = 10_000;

export interface PageCounter {
  /** The signed-in user's id, or null after logout. */
  setUser(userId: string | null): void;
  /** A page view of `url` (path and query), e.g. on a route change. */
  hit(url: string): void;
}

const off: PageCounter = { setUser: () => undefined, hit: () => undefined };

export function startPageCounter(
  settings: { counterId: string; scriptUrl: string } | null,
  env: { production: boolean; window: CounterWindow; timers: CounterTimers },
): PageCounter {
  if (!env.production || !settings) return off;
  const counterId = Number(settings.counterId);
  const script = env.window.document.createElement('script');
  script.src = settings.scriptUrl;
  script.async = true;
  env.window.document.head.appendChild(script);

  let ready: CounterGlobal | null = null;
  let gaveUp = false;
  let userId: string | null = null;
  const pendingHits: string[] = [];
  const sendUser = (ym: CounterGlobal) => userId !== null && ym(counterId, 'setUserID', userId);

  let waited = 0;
  const poll = env.timers.setInterval(() => {
    waited += POLL_EVERY_MS;
    const ym = env.window.ym;
    if (typeof ym === 'function') {
      env.timers.clearInterval(poll);
      ready = ym;
      // `defer`: no automatic hit on load; every page view, the first included, is sent by hit().
      ym(counterId, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
      sendUser(ym);
      for (const url of pendingHits.splice(0)) ym(counterId, 'hit', url);
    } else if (waited + POLL_EVERY_MS > GIVE_UP_AFTER_MS) {
      // The last look was at 9.9 s: another would be past the 10 s.
      // Blocked or unreachable (an ad blocker, no network): stop trying and forget what waited.
      env.timers.clearInterval(poll);
      gaveUp = true;
      pendingHits.length = 0;
    }
  }, POLL_EVERY_MS);

  return {
    setUser(next) {
      if (next === userId) return;
      userId = next;
      if (ready) sendUser(ready);
    },
    hit(url) {
      if (ready) ready(counterId, 'hit', url);
      else if (!gaveUp) pendingHits.push(url);
    },
  };
}

/** Sends a hit whenever the route's path or query changes (a data router's subscribe), the current one first. */
export function hitOnRouteChange(
  router: {
    state: { location: { pathname: string; search: string } };
    subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
  },
  counter: PageCounter,
): () => void {
  let last = '';
  const visit = ({ pathname, search }: { pathname: string; search: string }) => {
    const url = `${pathname}${search}`;
    if (url === last) return;
    last = url;
    counter.hit(url);
  };
  visit(router.state.location);
  return router.subscribe((state) => visit(state.location));
}
