// A red run reports and ends: jest exits after a file whose set-up failed once its app had started (the file's own
// afterAll has nothing to close), instead of "Jest did not exit one second after the test run has completed" and a hang.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

it('closes the app a failed set-up left running, and jest exits with the failure', () => {
  const run = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--config', 'test/support/fixtures/jest.config.js'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toContain('the set-up failed after the app started');
  expect(output).not.toContain('Jest did not exit');
  expect([run.signal, run.status]).toEqual([null, 1]);
});
