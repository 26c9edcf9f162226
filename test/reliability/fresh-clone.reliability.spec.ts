// The README's scripts that run TypeScript without building it first, run in a fresh clone straight after `npm install`
// (no dist/ anywhere): each must work, not fail with "Cannot find module '@ledgerhouse/contracts/dist/index.js'".
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preferredKind } from '../support/database';
import { freshClone, type FreshClone } from '../support/fresh-clone';

let clone: FreshClone;
beforeAll(() => {
  clone = freshClone();
});
afterAll(() => clone?.remove());

function npmRun(script: string, args: string[], env: Record<string, string> = {}, timeout = 180_000) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: clone.dir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, both: `${run.stdout}\n${run.stderr}` };
}

describe('a fresh clone straight after npm install', () => {
  it('has no build output to lean on', () => {
    for (const workspace of ['contracts', 'infra', 'projections', 'services'])
      expect(existsSync(path.join(clone.dir, workspace, 'dist'))).toBe(false);
  });

  it('runs npm run projections:rebuild and npm run ledger:replay on a new PGlite data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-fresh-data-'));
    try {
      const rebuild = npmRun('projections:rebuild', [], { DATA_DIR: dataDir });
      expect(rebuild.both).not.toContain('Cannot find module');
      expect(rebuild.status).toBe(0);
      expect(rebuild.stdout).toContain('Done.');
      const user = randomUUID();
      const replay = npmRun('ledger:replay', ['--user', user], { DATA_DIR: dataDir });
      expect(replay.both).not.toContain('Cannot find module');
      expect([replay.status, replay.stderr.trim()]).toEqual([1, `no wallet for user ${user}`]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs npm run bench (BENCH_SCALE=smoke) and writes every figure it prints', async () => {
    const server = (await preferredKind()) === 'pg';
    // Every benchmark, smoke-sized: the multi-process ones (support-live, scale-out) start built servers of their own.
    const bench = npmRun('bench', [], { BENCH_SCALE: 'smoke' }, 480_000);
    expect(bench.both).not.toContain('Cannot find module');
    if (!server) {
      // The bench measures the local PostgreSQL and says so when none answers.
      expect([bench.status, bench.stderr]).toEqual([1, expect.stringContaining('No PostgreSQL reachable')]);
      return;
    }
    // The run's last lines name what failed (a benchmark's error, a server that did not start).
    if (bench.status !== 0) throw new Error(`npm run bench exited with ${bench.status}:\n${bench.both.slice(-6000)}`);
    const lag = JSON.parse(readFileSync(path.join(clone.dir, 'test/perf/results/smoke/event-store.json'), 'utf8'))[
      'subscriber lag, 8 writers'
    ];
    expect(lag).toEqual({
      opsPerSec: expect.any(Number),
      baselineOpsPerSec: null,
      ratio: null,
      p50Ms: expect.any(Number),
      p95Ms: expect.any(Number),
      p99Ms: expect.any(Number),
    });
  }, 500_000);

  it('runs npm run test:unit', () => {
    const unit = npmRun('test:unit', ['--testPathPatterns', 'test/readme.unit.spec.ts']);
    expect(unit.both).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(unit.status).toBe(0);
  });
});
