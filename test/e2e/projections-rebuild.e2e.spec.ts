// `npm run projections:rebuild` against a real database: the read model is replaced by a replay from position 0.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bearer, newSeller, type Account } from '../support/accounts';
import { api as rawApi, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg' });
  seller = await newSeller(app);
});

const api = (a: TestApp, method: string, path: string, options: Parameters<typeof rawApi>[3] = {}) =>
  rawApi(a, method, path, { ...options, headers: { ...bearer(seller), ...options.headers } });
afterAll(() => app.close());

const root = path.resolve(__dirname, '..', '..');

function rebuild(args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'projections:rebuild', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: app.running.persistence.sql.kind === 'pg' ? databaseUrl() : '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

function databaseUrl(): string {
  return (app.running.persistence.sql as unknown as { pool: { options: { connectionString: string } } }).pool.options.connectionString;
}

describe('projections:rebuild', () => {
  it('replays a corrupted read model back to the truth of the events, with progress', async () => {
    const created = await api(app, 'POST', '/api/sales-channels/integration-requests', {
      body: { marketplace: 'Kaufland', contactEmail: 'k@shop.example' },
    });
    await app.running.runner.waitFor(created.body.position, 5000);
    await app.running.persistence.db.updateTable('integration_requests').set({ marketplace: 'CORRUPTED' }).execute();

    const run = rebuild(['integration_requests']);
    expect(run.status).toBe(0);
    const total = Number(/Rebuilding 1 projection\(s\) from (\d+) events/.exec(run.stdout)?.[1]);
    expect(total).toBeGreaterThan(1);
    // The progress bar draws on stderr, as progress bars do.
    expect(run.stderr).toContain(`100% | ${total}/${total} events`);
    expect(run.stderr).not.toMatch(/error/i);

    const list = await api(app, 'GET', '/api/sales-channels/integration-requests');
    expect(list.body.items.map((i: { marketplace: string }) => i.marketplace)).toEqual(['Kaufland']);
  });

  it('names the known projections when asked for an unknown one', () => {
    const run = rebuild(['nope']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unknown projection "nope". Known: integration_requests, users');
  });
});
