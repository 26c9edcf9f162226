import {
  GIVE_UP_AFTER_MS,
  hitOnRouteChange,
  POLL_EVERY_MS,
  startPageCounter,
  type CounterGlobal,
  type CounterWindow,
} from './page-counter';

/** A window without the tag's global yet, and timers the test runs by hand. */
function fakeEnvironment() {
  const scripts: { src: string; async: boolean }[] = [];
  const win: CounterWindow = {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node) => scripts.push(node as { src: string; async: boolean }) },
    },
  };
  let tick: (() => void) | null = null;
  const intervals: number[] = [];
  const timers = {
    setInterval: (run: () => void, ms: number) => {
      tick = run;
      intervals.push(ms);
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  };
  const calls: unknown[][] = [];
  const ym: CounterGlobal = (...args) => void calls.push(args);
  /** Runs the polling timer for `ms` of simulated time. */
  const wait = (ms: number) => {
    for (let t = 0; t < ms && tick; t += POLL_EVERY_MS) tick();
  };
  return { win, timers, scripts, intervals, calls, ym, wait, polling: () => tick !== null };
}

const settings = { counterId: '98765432', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' };

describe('page counter', () => {
  it('loads nothing in a development build or without a counter id', () => {
    const env = fakeEnvironment();
    startPageCounter(settings, { production: false, window: env.win, timers: env.timers });
    startPageCounter(null, { production: true, window: env.win, timers: env.timers });
    expect(env.scripts).toEqual([]);
    expect(env.intervals).toEqual([]);
  });

  it('loads the script and polls for its global every 300 ms; once there, inits it, sends the user id and the waiting hits', () => {
    const env = fakeEnvironment();
    const counter = startPageCounter(settings, { production: true, window: env.win, timers: env.timers });
    expect(env.scripts).toEqual([{ src: settings.scriptUrl, async: true }]);
    expect(env.intervals).toEqual([300]);
    counter.setUser('user-1');
    counter.hit('/dashboard');
    env.wait(2_000);
    expect(env.calls).toEqual([]);
    env.win.ym = env.ym;
    env.wait(POLL_EVERY_MS);
    expect(env.polling()).toBe(false);
    expect(env.calls).toEqual([
      [98765432, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true }],
      [98765432, 'setUserID', 'user-1'],
      [98765432, 'hit', '/dashboard'],
    ]);
  });

  it('gives up after 10 s without the global and sends nothing afterwards', () => {
    const env = fakeEnvironment();
    const counter = startPageCounter(settings, { production: true, window: env.win, timers: env.timers });
    counter.hit('/dashboard');
    env.wait(9_600);
    expect(env.polling()).toBe(true);
    env.wait(POLL_EVERY_MS);
    expect(env.polling()).toBe(false);
    expect(9_900).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    env.win.ym = env.ym;
    counter.hit('/products');
    counter.setUser('user-1');
    expect(env.calls).toEqual([]);
  });

  it('sends a page hit on each route change, the first page included, and the new user id after a login', () => {
    const env = fakeEnvironment();
    env.win.ym = env.ym;
    const counter = startPageCounter(settings, { production: true, window: env.win, timers: env.timers });
    env.wait(POLL_EVERY_MS);
    let listener: ((state: { location: { pathname: string; search: string } }) => void) | undefined;
    const router = {
      state: { location: { pathname: '/login', search: '' } },
      subscribe: (l: typeof listener) => ((listener = l), () => undefined),
    };
    hitOnRouteChange(router, counter);
    counter.setUser('user-1');
    listener!({ location: { pathname: '/products', search: '?page=2' } });
    listener!({ location: { pathname: '/products', search: '?page=2' } });
    listener!({ location: { pathname: '/wallet', search: '' } });
    expect(env.calls.slice(1)).toEqual([
      [98765432, 'hit', '/login'],
      [98765432, 'setUserID', 'user-1'],
      [98765432, 'hit', '/products?page=2'],
      [98765432, 'hit', '/wallet'],
    ]);
  });
});
