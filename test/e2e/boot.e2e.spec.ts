// Booting the built server: a bad configuration stops it at once with a message naming the problem.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The built server (npm test builds the backend first, as npm start does).
const main = path.resolve(__dirname, '..', '..', 'services', 'dist', 'main.js');

describe('boot', () => {
  it('fails fast with a readable message for an invalid environment', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'nonsense', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).toContain('DATABASE_URL');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
