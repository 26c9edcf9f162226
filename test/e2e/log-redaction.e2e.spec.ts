// Logs at info level over a login, a refresh, cookies and one-time links: no credential or token reaches the log text.
import { randomUUID } from 'node:crypto';
import { bearer, latestMailLink, login } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const logLines: string[] = [];
const logText = () => logLines.join('');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: { write: (line: string) => logLines.push(line) } });
});
afterAll(() => app.close());

/** Every form a secret could take in a log line: as sent, URL-encoded, URL-decoded. */
function expectNowhereInLogs(secrets: Record<string, string>) {
  const text = logText();
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length).toBeGreaterThan(8);
    for (const form of new Set([secret, encodeURIComponent(secret), decodeURIComponent(secret)])) {
      if (text.includes(form))
        throw new Error(
          `The log holds the ${name} (${form}):\n${logText()
            .split('\n')
            .filter((l) => l.includes(form))
            .join('\n')}`,
        );
    }
  }
}

describe('request logs', () => {
  it('hold no access token, refresh token, cookie, XSRF token, password, confirmation or reset token', async () => {
    const email = `logs-${randomUUID().slice(0, 8)}@shop.example`;
    const password = 'log-secret-pass-1';
    const registered = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Ada Lovelace', email, phone: '+1 212 555 0100', password },
    });
    expect(registered.status).toBe(201);
    const confirmLink = await latestMailLink(app, email);
    const confirmToken = confirmLink.searchParams.get('token')!;
    // The link as a mail client opens it, and the same query sent to the API by a confused client.
    await api(app, 'GET', `${confirmLink.pathname}${confirmLink.search}`, { headers: { Referer: confirmLink.href } });
    await api(app, 'GET', `/api/user/confirm-email/${confirmLink.search}`, { headers: { Referer: confirmLink.href } });
    const confirmed = await api(app, 'POST', '/api/user/confirm-email/', {
      body: { userId: confirmLink.searchParams.get('user'), token: confirmToken },
    });
    expect(confirmed.status).toBe(200);

    const session = await login(app, email, password);
    const cookieSecret = `session-cookie-${randomUUID()}`;
    const me = await api(app, 'GET', '/api/user/me/', {
      headers: { ...bearer(session), Cookie: `XSRF-TOKEN=${app.xsrf}; lh_session=${cookieSecret}`, 'X-Min-Position': session.position },
    });
    expect(me.status).toBe(200);
    const refreshed = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: session.refresh } });
    expect(refreshed.status).toBe(200);

    await api(app, 'POST', '/api/user/request-password-reset/', { body: { email } });
    const resetLink = await latestMailLink(app, email);
    const resetToken = resetLink.searchParams.get('token')!;
    await api(app, 'GET', `/api/user/reset-password/${resetLink.search}`, { headers: { Referer: resetLink.href } });
    const reset = await api(app, 'POST', '/api/user/reset-password/', {
      body: { userId: resetLink.searchParams.get('user'), token: resetToken, password: 'log-secret-pass-2' },
    });
    expect(reset.status).toBe(200);

    expect(logText()).toContain('/api/user/me/');
    expect(logText()).toContain('/api/user/reset-password/');
    expectNowhereInLogs({
      'access token': session.access,
      'refresh token': session.refresh,
      'refreshed access token': refreshed.body.access,
      'rotated refresh token': refreshed.body.refresh,
      'XSRF cookie': app.xsrf,
      'session cookie': cookieSecret,
      password,
      'confirmation token': confirmToken,
      'reset token': resetToken,
    });
  });
});
