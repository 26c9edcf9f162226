// `npm test`: every tier on the local PostgreSQL (PGlite when no server answers), the e2e and projection
// tiers again on PGlite, then the browser tier; prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorkerClusters, WORKER_DATABASE_URLS } from './support/worker-clusters.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'lh-tests-'));
// The PGlite stage runs two workers even on two cores: each file has its own in-process database, and most of a test's
// time is spent waiting on it or on HTTP. The PostgreSQL stage gives each worker a private server (worker-clusters.mjs):
// every database on one server shares its snapshot horizon, so a transaction open in one file's database holds back the
// event-store readers of every other file on that server (by design: the gap-free read order). Without private servers
// it runs one file at a time on the local server.
const WORKER_COUNT = Number(process.env.TEST_WORKERS ?? '2');
const WORKERS = ['--maxWorkers', String(WORKER_COUNT)];
const stages = [
  { name: 'unit + int + e2e (PostgreSQL)', args: ['--selectProjects', 'unit', 'int', 'e2e'], env: {}, clusters: true },
  // fresh-clone and ledger-replay pick their databases themselves: once (in the first stage) is enough.
  {
    name: 'e2e + projections (PGlite)',
    args: ['--selectProjects', 'int', 'e2e', '--testPathIgnorePatterns', 'event-store|fresh-clone|ledger-replay', ...WORKERS],
    env: { TEST_DB: 'pglite' },
  },
  { name: 'browser (Chromium)', args: ['--selectProjects', 'browser', '--runInBand'], env: {}, build: true },
];
const only = process.argv[2];
// A red run must report, not hang until CI's limit: jest that has not exited a minute after writing its results (an
// open handle), or a stage past its limit, is killed with its workers and counted as failed.
const EXIT_GRACE_MS = 60_000;
const STAGE_LIMIT_MS = Number(process.env.TEST_STAGE_LIMIT_MINUTES ?? 45) * 60_000;

function runJest(args, env, resultsFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...args, '--json', '--outputFile', resultsFile], {
      stdio: 'inherit',
      env,
      detached: true, // its own process group, so a kill reaches the workers too
    });
    let killed = null;
    const kill = (why) => {
      killed = why;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const limit = setTimeout(() => kill(`stage limit of ${STAGE_LIMIT_MS / 60_000} min reached`), STAGE_LIMIT_MS);
    let grace = null;
    const watch = setInterval(() => {
      if (!grace && existsSync(resultsFile))
        grace = setTimeout(
          () => kill(`jest did not exit ${EXIT_GRACE_MS / 1000} s after its results: an open handle (find it with --detectOpenHandles)`),
          EXIT_GRACE_MS,
        );
    }, 1000);
    child.on('exit', (status) => {
      clearTimeout(limit);
      clearTimeout(grace);
      clearInterval(watch);
      resolve({ status, killed });
    });
  });
}

// The boot test runs the built server, as npm start does.
if (spawnSync('npx', ['tsc', '-b'], { stdio: 'inherit' }).status !== 0) {
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
}
let passed = 0;
let failed = 0;
let broken = false;

for (const [i, stage] of stages.entries()) {
  if (only && !stage.name.startsWith(only)) continue;
  process.stdout.write(`\n=== ${stage.name}\n`);
  if (stage.build) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) {
      broken = true;
      failed += 1;
      process.stdout.write('build failed: browser tier not run\n');
      continue;
    }
  }
  const file = path.join(out, `stage-${i}.json`);
  const started = Date.now();
  const clusters = stage.clusters && !process.env.TEST_DATABASE_URL ? await startWorkerClusters(WORKER_COUNT) : null;
  const args = stage.clusters ? [...stage.args, '--maxWorkers', clusters ? String(WORKER_COUNT) : '1'] : stage.args;
  const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...stage.env };
  if (clusters) env[WORKER_DATABASE_URLS] = clusters.urls.join(',');
  const run = await runJest(args, env, file).finally(() => clusters?.stop());
  process.stdout.write(`${stage.name}: ${Math.round((Date.now() - started) / 1000)} s\n`);
  if (run.killed) {
    broken = true;
    failed += 1;
    process.stdout.write(`killed: ${run.killed}\n`);
  }
  if (!existsSync(file)) {
    broken = true;
    if (!run.killed) failed += 1;
    process.stdout.write(`jest wrote no results (exit ${run.status})\n`);
    continue;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (run.status !== 0) broken = true;
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(broken || failed > 0 ? 1 : 0);
