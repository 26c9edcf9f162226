import {
  GIVE_UP_AFTER_MS,
  loadCaptchaScript,
  POLL_EVERY_MS,
  type CaptchaScriptWindow,
  type CaptchaTimers,
  type Turnstile,
} from './load-captcha-script';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
const turnstile: Turnstile = { render: () => 'w1', reset: () => undefined, remove: () => undefined, getResponse: () => undefined };

interface FakeScript {
  src: string;
  async: boolean;
  failLoad(): void;
}

/** A window whose head records appended scripts, and interval timers the test advances by hand. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const win: CaptchaScriptWindow = {
    document: {
      createElement: () => {
        const errorListeners: (() => void)[] = [];
        const script = {
          src: '',
          async: false,
          addEventListener: (_: 'error', listener: () => void) => errorListeners.push(listener),
          failLoad: () => errorListeners.forEach((l) => l()),
        };
        return script;
      },
      head: { appendChild: (node) => scripts.push(node as FakeScript) },
    },
  };
  const intervals = new Map<number, () => void>();
  let next = 0;
  const timers: CaptchaTimers = {
    setInterval: (run) => {
      intervals.set(++next, run);
      return next;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += POLL_EVERY_MS) [...intervals.values()].forEach((run) => run());
  };
  return { win, timers, scripts, intervals, advance };
}

const settled = (promise: Promise<unknown>) => {
  const state = { value: 'pending' as unknown };
  promise.then(
    (v) => (state.value = v),
    (err: Error) => (state.value = `rejected: ${err.message}`),
  );
  return state;
};

describe('loadCaptchaScript', () => {
  it('adds the script once, asking for explicit rendering, however many forms ask', () => {
    const page = fakePage();
    const first = loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers });
    const second = loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers });
    expect(second).toBe(first);
    expect(page.scripts.map((s) => [s.src, s.async])).toEqual([[`${SCRIPT}?render=explicit`, true]]);
  });

  it('resolves with window.turnstile once the script has defined it, and stops looking', async () => {
    const page = fakePage();
    const state = settled(loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers }));
    page.advance(3 * POLL_EVERY_MS);
    await Promise.resolve();
    expect(state.value).toBe('pending');
    page.win.turnstile = turnstile;
    page.advance(POLL_EVERY_MS);
    await Promise.resolve();
    expect(state.value).toBe(turnstile);
    expect(page.intervals.size).toBe(0);
  });

  it('adds no script when turnstile is already on the page', async () => {
    const page = fakePage();
    page.win.turnstile = turnstile;
    await expect(loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers })).resolves.toBe(turnstile);
    expect(page.scripts).toEqual([]);
  });

  it('rejects when the script fails to load, and a later form tries again', async () => {
    const page = fakePage();
    const failed = loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers });
    page.scripts[0].failLoad();
    await expect(failed).rejects.toThrow('the captcha script did not load');
    expect(page.intervals.size).toBe(0);
    void loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers });
    expect(page.scripts).toHaveLength(2);
  });

  it(`gives up after ${GIVE_UP_AFTER_MS} ms without turnstile`, async () => {
    const page = fakePage();
    const state = settled(loadCaptchaScript(SCRIPT, { window: page.win, timers: page.timers }));
    page.advance(GIVE_UP_AFTER_MS - POLL_EVERY_MS);
    await Promise.resolve();
    expect(state.value).toBe('pending');
    page.advance(POLL_EVERY_MS);
    await Promise.resolve();
    expect(state.value).toBe(`rejected: the captcha script defined no turnstile in ${GIVE_UP_AFTER_MS} ms`);
    expect(page.intervals.size).toBe(0);
  });
});
