// A stand-in for Cloudflare Turnstile's api.js, served from 127.0.0.1: the same `window.turnstile` (render, reset,
// getResponse, remove), a checkbox in the container instead of the iframe, and the documented dummy token on a tick.
// https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** The documented test keys: this site key's widget always passes, and the server answers this secret in-process. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
export const TURNSTILE_TEST_SECRET = '1x0000000000000000000000000000000AA';

const API_JS = `(function () {
  var widgets = {};
  var count = 0;
  var pick = function (id) {
    if (id === undefined) { var ids = Object.keys(widgets); return widgets[ids[ids.length - 1]]; }
    return widgets[id];
  };
  window.turnstile = {
    render: function (container, params) {
      var host = typeof container === 'string' ? document.querySelector(container) : container;
      if (!host) throw new Error('[Cloudflare Turnstile] Unable to find a container for ' + container);
      if (!params || typeof params.sitekey !== 'string') throw new Error('[Cloudflare Turnstile] Invalid or missing type for parameter "sitekey"');
      var id = 'cf-chl-widget-' + (++count);
      var box = document.createElement('label');
      box.setAttribute('data-testid', 'fake-turnstile');
      box.setAttribute('data-sitekey', params.sitekey);
      box.setAttribute('data-language', params.language || 'auto');
      var tick = document.createElement('input');
      tick.type = 'checkbox';
      var text = document.createElement('span');
      text.textContent = params.language === 'ru' ? 'Подтвердите, что вы человек' : 'Verify you are human';
      box.appendChild(tick);
      box.appendChild(text);
      host.appendChild(box);
      var widget = { box: box, tick: tick, response: undefined };
      widgets[id] = widget;
      tick.addEventListener('change', function () {
        if (!tick.checked) { tick.checked = widget.response !== undefined; return; }
        widget.response = '${TURNSTILE_DUMMY_TOKEN}';
        if (params.callback) params.callback(widget.response);
      });
      return id;
    },
    reset: function (id) {
      var widget = pick(id);
      if (!widget) return;
      widget.response = undefined;
      widget.tick.checked = false;
    },
    getResponse: function (id) {
      var widget = pick(id);
      return widget ? widget.response : undefined;
    },
    remove: function (id) {
      var widget = pick(id);
      if (!widget) return;
      widget.box.remove();
      for (var key in widgets) if (widgets[key] === widget) delete widgets[key];
    },
  };
})();
`;

export interface FakeTurnstile {
  /** What CAPTCHA_SCRIPT_URL points at. */
  scriptUrl: string;
  /** Paths and queries the page asked for, e.g. `/turnstile/v0/api.js?render=explicit`. */
  requests: string[];
  close(): Promise<void>;
}

export async function serveFakeTurnstile(): Promise<FakeTurnstile> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (!req.url?.startsWith('/turnstile/v0/api.js')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(API_JS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/turnstile/v0/api.js`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
