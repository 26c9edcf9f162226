// The built server started with NODE_ENV=production: no demo accounts (their password is published), and a
// request to seed them stops the start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const main = path.resolve(__dirname, '..', '..', 'services', 'dist', 'main.js');
const productionEnv = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  CHANNEL_CREDENTIAL_KEYS: `prod-test:${randomBytes(32).toString('base64')}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '0',
  LOG_LEVEL: 'warn',
});

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lh-production-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built server, hands its URL and output to `check`, then stops it. */
async function withProductionServer(check: (url: string, output: string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, [main], { env: productionEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed in 90 s:\n${output}`)), 90_000);
      child.stdout.on('data', () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${output}`));
      });
    });
    await check(url, output);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('production start', () => {
  it('refuses to start when SEED_DEMO_DATA=true is set with NODE_ENV=production', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { ...productionEnv(dataDir), SEED_DEMO_DATA: 'true' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('SEED_DEMO_DATA');
  });

  it('refuses to start without CHANNEL_CREDENTIAL_KEYS in production, naming the variable', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { ...productionEnv(dataDir), CHANNEL_CREDENTIAL_KEYS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHANNEL_CREDENTIAL_KEYS: is required in production');
  });

  it('seeds no demo accounts: the demo manager and staff cannot log in with the published password', async () => {
    await withProductionServer(async (url, output) => {
      expect(output).not.toContain('Demo logins');
      const first = await fetch(`${url}/api/health`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const headers = {
        'content-type': 'application/json',
        'X-Environment': 'test',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      };
      for (const email of ['manager@demo.ledgerhouse.test', 'staff@demo.ledgerhouse.test', 'seller@demo.ledgerhouse.test']) {
        const res = await fetch(`${url}/api/user/login/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: 'demo-pass-1' }),
        });
        expect([email, res.status]).toEqual([email, 400]);
      }
    });
  });
});
