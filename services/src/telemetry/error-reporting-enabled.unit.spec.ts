import { loadConfig } from '../config/load-config';
import { errorReportingEnabled, isLoopbackHost } from './error-reporting-enabled';

const DSN = 'https://public@errors.example.com/42';
const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });

describe('errorReportingEnabled', () => {
  it('is off without a DSN', () => {
    expect(errorReportingEnabled(config({ PUBLIC_URL: 'https://app.example.com' }))).toBe(false);
  });

  it('reports from a server reached by a public name', () => {
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, PUBLIC_URL: 'https://app.example.com' }))).toBe(true);
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, HOST: '0.0.0.0', PUBLIC_URL: 'https://10.1.2.3:8443' }))).toBe(true);
  });

  it('is off on localhost: the default address, 127.0.0.1, ::1 or a localhost public URL', () => {
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN }))).toBe(false);
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, HOST: '::1' }))).toBe(false);
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, HOST: '0.0.0.0', PUBLIC_URL: 'http://[::1]:3000' }))).toBe(false);
  });

  it('is off in tests even with a public name', () => {
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, NODE_ENV: 'test', PUBLIC_URL: 'https://app.example.com' }))).toBe(false);
  });

  it('reports from localhost in a test only with the explicit override', () => {
    expect(errorReportingEnabled(config({ SENTRY_DSN: DSN, NODE_ENV: 'test', SENTRY_REPORT_FROM_LOCALHOST: 'true' }))).toBe(true);
  });

  it('knows loopback in every spelling', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '127.5.6.7', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['app.example.com', '10.0.0.1', '0.0.0.0', 'localhost.example.com']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('external services configuration', () => {
  it('refuses a DSN without a key or project', () => {
    expect(() => config({ SENTRY_DSN: 'https://errors.example.com/42' })).toThrow(/SENTRY_DSN/);
    expect(() => config({ SENTRY_DSN: 'https://key@errors.example.com/' })).toThrow(/SENTRY_DSN/);
  });

  it('wants captcha site key and secret together', () => {
    expect(() => config({ CAPTCHA_SITE_KEY: 'site' })).toThrow(/CAPTCHA_SECRET: CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together/);
  });

  it('takes a ws(s) support chat address only, wss in production', () => {
    expect(config({ SUPPORT_WS_URL: 'ws://127.0.0.1:4000/chat' }).SUPPORT_WS_URL).toBe('ws://127.0.0.1:4000/chat');
    expect(() => config({ SUPPORT_WS_URL: 'https://chat.example.com' })).toThrow(/SUPPORT_WS_URL/);
    expect(() => config({ SUPPORT_WS_URL: 'ws://chat.example.com', NODE_ENV: 'production' })).toThrow(/SUPPORT_WS_URL: must be wss/);
  });

  it('takes a numeric counter id', () => {
    expect(config({ ANALYTICS_COUNTER_ID: '98765432' }).ANALYTICS_COUNTER_ID).toBe('98765432');
    expect(() => config({ ANALYTICS_COUNTER_ID: 'UA-1' })).toThrow(/ANALYTICS_COUNTER_ID/);
  });
});
