// A newcomer cannot sign in before confirming, so the embedded development start prints each mail's links on the
// server console (not in production nor under NODE_ENV=test: mail-port-for.unit.spec.ts).
import { randomUUID } from 'node:crypto';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info', NODE_ENV: 'development' },
    logDestination: { write: (line: string) => logLines.push(line) },
  });
});
afterAll(() => app.close());

describe('mail links on the server console', () => {
  it('prints the confirmation link of a new registration, and the printed link confirms the account', async () => {
    const email = `newcomer-${randomUUID().slice(0, 8)}@shop.example`;
    const registered = await api(app, 'POST', '/api/user/register/', {
      body: { fullName: 'Nora Newcomer', email, phone: '+1 212 555 0101', password: 'secret-pass-1' },
    });
    expect(registered.status).toBe(201);
    const line = logLines.map((l) => JSON.parse(l) as { level: number; msg?: string }).find((l) => l.msg?.startsWith(`Mail to ${email} `));
    expect(line).toMatchObject({ level: 30 });
    const link = new URL(/https?:\/\/\S+/.exec(line!.msg!)![0]);
    expect(link.pathname).toBe('/registration-confirm-email');
    const confirmed = await api(app, 'POST', '/api/user/confirm-email/', {
      body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
    const login = await api(app, 'POST', '/api/user/login/', { body: { email, password: 'secret-pass-1' } });
    expect(login.status).toBe(200);
  });
});
