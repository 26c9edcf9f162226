// Security headers on the API, the web app and the API docs; HSTS and Secure cookies only behind an https PUBLIC_URL; CSP reports.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_VIOLATION_MESSAGE } from '../../services/src/http/csp-reports';
import { api, startTestApp, type TestApp } from '../support/test-app';

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  return dir;
}

/** The policy as a map of directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const header = headers.get('content-security-policy');
  if (!header) throw new Error('no Content-Security-Policy header');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectHardened(headers: Headers) {
  const policy = csp(headers);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['report-uri']).toEqual(['/api/csp-report']);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('over http (the default PUBLIC_URL)', () => {
  let app: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await startTestApp({
      env: { WEB_DIST_DIR: webDist(), LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(() => app.close());

  it('hardens API answers, errors included, without HSTS and with a non-Secure XSRF cookie', async () => {
    for (const res of [
      await fetch(`${app.url}/api/health`),
      await api(app, 'GET', '/api/user/me/'),
      await api(app, 'GET', '/api/no-such-route'),
    ]) {
      expectHardened(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(csp(res.headers)['upgrade-insecure-requests']).toBeUndefined();
    }
    const cookie = (await fetch(`${app.url}/api/health`)).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('hardens the web app HTML and its SPA routes', async () => {
    for (const page of ['/', '/products', '/reset_password?user=u&token=t']) {
      const res = await fetch(`${app.url}${page}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expectHardened(res.headers);
    }
  });

  it('serves the API docs with no inline script, under the same policy', async () => {
    const res = await fetch(`${app.url}/api/docs`);
    expectHardened(res.headers);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(body.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)![1];
      const asset = await fetch(`${app.url}${src}`);
      expect(asset.status).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(0);
    }
  });

  it('takes CSP reports from browsers (no XSRF or environment header), logs them with tokens masked and keeps them', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${app.url}/reset_password?user=u-1&token=secret-reset-token`,
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
        'source-file': `${app.url}/reset_password?user=u-1&token=secret-reset-token`,
        'line-number': 7,
      },
    };
    const res = await fetch(`${app.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(res.status).toBe(204);
    const reportingApi = [
      {
        type: 'csp-violation',
        url: `${app.url}/products`,
        body: { documentURL: `${app.url}/products`, blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem' },
      },
    ];
    await fetch(`${app.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify(reportingApi),
    });
    expect(
      (await fetch(`${app.url}/api/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{nope' }))
        .status,
    ).toBe(204);
    const recent = app.running.cspReports.recent();
    expect(recent.slice(-2)).toEqual([
      expect.objectContaining({
        documentUrl: `${app.url}/reset_password?user=u-1&token=[Redacted]`,
        blockedUrl: 'inline',
        directive: 'script-src-elem',
        line: 7,
      }),
      expect.objectContaining({
        documentUrl: `${app.url}/products`,
        blockedUrl: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      }),
    ]);
    expect(JSON.stringify(recent)).not.toContain('secret-reset-token');
    const warnings = logLines.filter((line) => line.includes(CSP_VIOLATION_MESSAGE));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"level":40');
    expect(warnings[0]).toContain('token=[Redacted]');
    expect(logLines.join('')).not.toContain('secret-reset-token');
  });
});

describe('behind an https PUBLIC_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://ledgerhouse.example', WEB_DIST_DIR: webDist() } });
  });
  afterAll(() => app.close());

  it('adds HSTS and upgrade-insecure-requests, and marks the XSRF cookie Secure', async () => {
    for (const page of ['/api/health', '/']) {
      const res = await fetch(`${app.url}${page}`);
      expectHardened(res.headers);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
      expect(csp(res.headers)['upgrade-insecure-requests']).toEqual([]);
      expect(csp(res.headers)['img-src']).not.toContain('http:');
      expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=.*;\s*Secure/i);
    }
  });
});
