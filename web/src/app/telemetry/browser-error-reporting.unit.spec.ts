import { browserReportingEnabled, scrubBrowserEvent } from './browser-error-reporting';

const settings = { dsn: 'https://key@errors.example.com/7', environment: 'production', tracesSampleRate: 0.1 };

describe('error reporting in the page', () => {
  it('is on for a configured DSN on a public host, off without a DSN and on localhost', () => {
    expect(browserReportingEnabled(settings, 'app.ledgerhouse.example')).toBe(true);
    expect(browserReportingEnabled(null, 'app.ledgerhouse.example')).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'web.localhost']) expect(browserReportingEnabled(settings, host)).toBe(false);
  });

  it('sends the user id only, no query strings, cookies or emails', () => {
    const event = scrubBrowserEvent({
      user: { id: 'user-1', email: 'ada@shop.example', ip_address: '{{auto}}' },
      request: {
        url: 'https://app.example/reset-password?token=secret',
        headers: { Referer: 'https://app.example/?token=secret', 'User-Agent': 'Chromium' },
        cookies: 'XSRF-TOKEN=x',
      },
      breadcrumbs: [{ data: { from: '/login?redirectTo=%2Fwallet', to: '/wallet?email=ada@shop.example' } }],
      message: 'Could not load ada@shop.example',
    });
    expect(event).toEqual({
      user: { id: 'user-1' },
      request: { url: 'https://app.example/reset-password', headers: { 'User-Agent': 'Chromium' } },
      breadcrumbs: [{ data: { from: '/login', to: '/wallet' } }],
      message: 'Could not load [email]',
    });
  });
});
