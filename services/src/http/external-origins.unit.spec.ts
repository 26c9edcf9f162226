import { loadConfig } from '../config/load-config';
import { cspDirectives } from './security-headers';

const config = (env: Record<string, string> = {}) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });

describe('the CSP and the outside services', () => {
  it('allows no outside script, connection or frame while nothing is configured', () => {
    const csp = cspDirectives(config());
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeUndefined();
  });

  it("allows the counter's script origin only when a counter id is configured", () => {
    expect(cspDirectives(config({ ANALYTICS_SCRIPT_URL: 'https://counter.example/tag.js' }))['script-src']).toEqual(["'self'"]);
    const csp = cspDirectives(config({ ANALYTICS_COUNTER_ID: '123', ANALYTICS_SCRIPT_URL: 'https://counter.example/tag.js' }));
    expect(csp['script-src']).toEqual(["'self'", 'https://counter.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://counter.example']);
  });

  it('lets the page reach the error service, the chat websocket and frame the captcha when configured', () => {
    const csp = cspDirectives(
      config({
        SENTRY_DSN: 'https://key@o1.ingest.example.io/7',
        SUPPORT_WS_URL: 'wss://chat.example:8443/ws',
        CAPTCHA_SITE_KEY: 'site',
        CAPTCHA_SECRET: 'secret',
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://o1.ingest.example.io', 'wss://chat.example:8443']);
    expect(csp['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(csp['frame-src']).toEqual(['https://challenges.cloudflare.com']);
  });
});
