// Loads the captcha provider's widget script (Cloudflare Turnstile's api.js) once per page and waits for the
// `turnstile` global it defines. Window and timers are injected so a unit test can drive the wait.

/** Turnstile's explicit-render options, the ones the forms use. */
export interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language: string;
}

/** Turnstile's `window.turnstile`: render returns the widget's id. */
export interface Turnstile {
  render(container: HTMLElement | string, options: TurnstileRenderOptions): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
  getResponse(widgetId?: string): string | undefined;
}

export interface CaptchaScriptWindow {
  turnstile?: Turnstile;
  document: {
    createElement(tag: 'script'): { src: string; async: boolean; addEventListener(type: 'error', listener: () => void): void };
    head: { appendChild(node: unknown): unknown };
  };
}

export interface CaptchaTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const POLL_EVERY_MS = 100;
export const GIVE_UP_AFTER_MS = 15_000;

/** One load per window and script: every form on the page shares it. A failed load is forgotten, so a remount retries. */
const loads = new WeakMap<CaptchaScriptWindow, Map<string, Promise<Turnstile>>>();

export function loadCaptchaScript(scriptUrl: string, env: { window: CaptchaScriptWindow; timers: CaptchaTimers }): Promise<Turnstile> {
  const { window, timers } = env;
  if (window.turnstile) return Promise.resolve(window.turnstile);
  const byUrl = loads.get(window) ?? new Map<string, Promise<Turnstile>>();
  loads.set(window, byUrl);
  const pending = byUrl.get(scriptUrl);
  if (pending) return pending;

  const loading = new Promise<Turnstile>((resolve, reject) => {
    let waited = 0;
    const fail = (reason: string) => {
      timers.clearInterval(poll);
      byUrl.delete(scriptUrl);
      reject(new Error(reason));
    };
    const poll = timers.setInterval(() => {
      waited += POLL_EVERY_MS;
      if (window.turnstile) {
        timers.clearInterval(poll);
        resolve(window.turnstile);
      } else if (waited >= GIVE_UP_AFTER_MS) {
        fail(`the captcha script defined no turnstile in ${GIVE_UP_AFTER_MS} ms`);
      }
    }, POLL_EVERY_MS);
    const script = window.document.createElement('script');
    script.src = explicitRender(scriptUrl);
    script.async = true;
    script.addEventListener('error', () => fail('the captcha script did not load'));
    window.document.head.appendChild(script);
  });
  byUrl.set(scriptUrl, loading);
  return loading;
}

/** `render=explicit`: the widget appears only where the form renders it, never by itself on marked elements. */
function explicitRender(scriptUrl: string): string {
  const url = new URL(scriptUrl);
  if (!url.searchParams.has('render')) url.searchParams.set('render', 'explicit');
  return url.toString();
}
