// `npm test`: builds once, then every tier on the local PostgreSQL (PGlite when no server answers), the multi-process
// and kill files in a stage of their own, the store and projector contracts and a smoke set again on PGlite, and the
// browser tier. Ends with the ten slowest files and one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLE_ROOT, PART_SECONDS_ENV, testFiles, writeBundles } from './support/test-bundles.mjs';
import { startWorkerClusters, WORKER_DATABASE_URLS } from './support/worker-clusters.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'lh-tests-'));
// Two workers even on two cores: most of a test's time is spent waiting on the database or on HTTP. The PostgreSQL
// stages give each worker a private server (worker-clusters.mjs): every database on one server shares its snapshot
// horizon, so a transaction open in one file's database holds back the event-store readers of every other file on that
// server (by design: the gap-free read order). Without private servers they run one file at a time on the local server.
const WORKER_COUNT = Number(process.env.TEST_WORKERS ?? '2');
/** The e2e files that run again on the embedded database: the boot, the demo data, a seller's loop, a warehouse loop. */
const PGLITE_SMOKE = ['boot', 'demo-data', 'inbound-money-flow', 'order-warehouse-loop'].map((name) => `test/e2e/${name}.e2e.spec.ts`);
/** The e2e files that run again on the embedded database: the boot, the demo data, a seller's loop, a warehouse loop. */
const recorded = JSON.parse(readFileSync('test/file-seconds.json', 'utf8'));
const minutes = (name, fallback) => Number(process.env[name] ?? fallback) * 60_000;
/**
 * A stage whose int and e2e files run a few to a jest file (test/support/test-bundles.mjs): they load the product's
 * modules once per bundle, not once per file. `count` bundles of about equal recorded seconds; unit files as they are.
 */
function bundledStage(stage, set, files, count, { withUnit = false } = {}) {
  const dir = path.join(BUNDLE_ROOT, set);
  return {
    ...stage,
    args: [
      '--selectProjects',
      ...(withUnit ? ['unit'] : []),
      'bundled',
      '--testPathPatterns',
      ...(withUnit ? ['\\.unit\\.spec\\.ts$'] : []),
      `${escapeRegExp(dir)}/`,
    ],
    env: { ...stage.env, LH_TEST_BUNDLES: '1', [PART_SECONDS_ENV]: path.join(out, `bundled-${set}.jsonl`) },
    prepare: () => writeBundles(set, files(), recorded, count),
  };
}
const stages = [
  bundledStage(
    { name: 'unit + int + e2e (PostgreSQL)', clusters: true, limitMs: minutes('TEST_STAGE_LIMIT_MINUTES', 45) },
    'postgres',
    () => [...testFiles('.int.spec.ts'), ...testFiles('.e2e.spec.ts')],
    12,
    { withUnit: true },
  ),
  // Several processes of the built product on one database, kill -9 mid-write, a fresh clone: within a budget of their own.
  {
    name: 'reliability (PostgreSQL, several processes)',
    args: ['--selectProjects', 'reliability'],
    clusters: true,
    // One file at a time: each starts several processes of its own, and two such files on two cores starve each
    // other's lease connections into losing their leases (costs about 40 s over running two at once).
    workers: 1,
    limitMs: minutes('TEST_RELIABILITY_LIMIT_MINUTES', 15),
  },
  // The store contract, the projector and other int specs, and a smoke set of e2e files on the embedded default.
  // (The event-store contract file runs PGlite beside PostgreSQL already.) Beside the reliability stage, one file at a
  // time: that stage keeps about one core busy (its processes mostly wait on kills, leases and each other), and the
  // embedded database runs in the test's own process, so it takes the other (about 100 s off the run).
  bundledStage(
    { workers: 1, name: 'int + e2e smoke (PGlite)', env: { TEST_DB: 'pglite' }, limitMs: minutes('TEST_STAGE_LIMIT_MINUTES', 45) },
    'pglite',
    pgliteFiles,
    3,
  ),
  // The browser files in two parts, one file at a time each: one part after the reliability stage, the other after the
  // PGlite stage (browserParts balances them by the files' recorded seconds). Each file's product runs on a copy of a
  // seeded PostgreSQL database (browser-seeded-data.ts), and every wait in a page is 60 s (browser.ts): two products and
  // two Chromiums at once once starved a 30 s wait on the embedded database.
  ...browserParts().map((files, part) => ({
    name: `browser (Chromium), part ${part + 1} of 2`,
    args: ['--selectProjects', 'browser', '--testPathPatterns', ...files.map(escapeRegExp)],
    workers: 1,
    limitMs: minutes('TEST_STAGE_LIMIT_MINUTES', 45),
  })),
];
/**
 * Two lanes after the first stage, each running its stages one after the other: the reliability stage and the first
 * browser part, beside the PGlite stage and the second (the stage indexes in `stages`).
 */
const LANES = [[0], [1, 3], [2, 4]];
// `npm run test:quick` (argument `quick`): unit and int on the per-worker clusters, no build: the inner loop.
const quick = process.argv[2] === 'quick';
const only = quick ? null : process.argv[2];
if (quick)
  stages.splice(0, stages.length, {
    name: 'unit + int (PostgreSQL)',
    args: ['--selectProjects', 'unit', 'int'],
    clusters: true,
    limitMs: minutes('TEST_STAGE_LIMIT_MINUTES', 45),
  });
// A red run must report, not hang until CI's limit: jest that has not exited a minute after writing its results (an
// open handle), or a stage past its limit, is killed with its workers and counted as failed.
const EXIT_GRACE_MS = 60_000;

/** The int files (but the event-store contract's, which runs PGlite beside PostgreSQL already) and the smoke e2e files. */
function pgliteFiles() {
  return [...testFiles('.int.spec.ts').filter((file) => !file.includes('event-store')), ...PGLITE_SMOKE];
}

/** A file path as a regular expression matching only itself (jest takes path patterns as expressions). */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The browser files split in two parts of about equal seconds once each lane's first stage is done: longest first, each
 * to the lane that ends earlier. Seconds from test/file-seconds.json (30 for a file not recorded there).
 */
function browserParts() {
  const secondsOf = (file) => recorded[file] ?? 30;
  const sum = (pattern) => Object.entries(recorded).reduce((total, [file, s]) => total + (pattern.test(file) ? s : 0), 0);
  const lanes = [
    { ends: sum(/\.reliability\.spec\.ts$/), files: [] },
    { ends: pgliteFiles().reduce((total, file) => total + (recorded[file] ?? 0), 0), files: [] },
  ];
  const files = readdirSync('test/browser')
    .filter((name) => name.endsWith('.browser.spec.ts'))
    .map((name) => `test/browser/${name}`)
    .sort((a, b) => secondsOf(b) - secondsOf(a));
  for (const file of files) {
    const lane = lanes[0].ends <= lanes[1].ends ? lanes[0] : lanes[1];
    lane.files.push(file);
    lane.ends += secondsOf(file);
  }
  return lanes.map((lane) => lane.files);
}

function runJest(args, env, resultsFile, limitMs, logFile) {
  return new Promise((resolve) => {
    const output = logFile ? openSync(logFile, 'w') : 'inherit';
    const child = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...args, '--json', '--outputFile', resultsFile], {
      stdio: logFile ? ['ignore', output, output] : 'inherit',
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
    const limit = setTimeout(() => kill(`stage limit of ${limitMs / 60_000} min reached`), limitMs);
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
      if (logFile) closeSync(output);
      resolve({ status, killed });
    });
  });
}

// One build, as `npm start` does: the boot and reliability files run the built server, the browser tier the built
// server and web app.
const started = Date.now();
if (!quick && spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) {
  process.stdout.write('\nbuild failed\n0 passed, 1 failed\n');
  process.exit(1);
}
if (!quick) process.stdout.write(`build: ${Math.round((Date.now() - started) / 1000)} s\n`);
let passed = 0;
let failed = 0;
let broken = false;
const files = [];

/** Runs one stage; a stage beside another writes its jest output to a file, printed once it is done. */
async function runStage(stage, i, { quiet }) {
  const file = path.join(out, `stage-${i}.json`);
  const log = quiet ? path.join(out, `stage-${i}.log`) : null;
  const stageStarted = Date.now();
  stage.prepare?.();
  const workerCount = stage.workers ?? WORKER_COUNT;
  const clusters = stage.clusters && !process.env.TEST_DATABASE_URL ? await startWorkerClusters(workerCount) : null;
  const workers = ['--maxWorkers', stage.clusters && !clusters ? '1' : String(workerCount)];
  const args = [...workers, ...stage.args];
  const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...stage.env };
  if (clusters) env[WORKER_DATABASE_URLS] = clusters.urls.join(',');
  const run = await runJest(args, env, file, stage.limitMs, log).finally(() => clusters?.stop());
  return { stage, file, log, run, seconds: Math.round((Date.now() - stageStarted) / 1000) };
}

function report({ stage, file, log, run, seconds }) {
  if (log) process.stdout.write(`\n=== ${stage.name} (ran beside the lane above)\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
  process.stdout.write(`${stage.name}: ${seconds} s\n`);
  if (run.killed) {
    broken = true;
    failed += 1;
    process.stdout.write(`killed: ${run.killed}\n`);
  }
  if (!existsSync(file)) {
    broken = true;
    if (!run.killed) failed += 1;
    process.stdout.write(`jest wrote no results (exit ${run.status})\n`);
    return;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  for (const suite of result.testResults ?? []) {
    const name = path.relative(process.cwd(), suite.name);
    // A bundle's files are listed one by one below, from the seconds each recorded.
    if (!name.startsWith(BUNDLE_ROOT)) files.push({ stage: stage.name, name, ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) });
  }
  const bundled = stage.env?.[PART_SECONDS_ENV];
  if (bundled && existsSync(bundled))
    for (const line of readFileSync(bundled, 'utf8').split('\n').filter(Boolean)) {
      const { file, ms } = JSON.parse(line);
      files.push({ stage: stage.name, name: file, ms });
    }
  if (run.status !== 0) broken = true;
}

const chosen = (i) => !only || stages[i].name.startsWith(only);
/** Runs a lane's stages one after the other; the first lane of a step prints as it goes, the other after it. */
async function runLane(lane, quiet) {
  const done = [];
  for (const i of lane.filter(chosen)) {
    if (!quiet) process.stdout.write(`\n=== ${stages[i].name}\n`);
    done.push(await runStage(stages[i], i, { quiet }));
  }
  return done;
}
const steps = quick ? [[[0]]] : [[LANES[0]], LANES.slice(1)];
for (const step of steps) {
  const lanes = step.filter((lane) => lane.some(chosen));
  if (lanes.length > 1)
    process.stdout.write(
      `\n=== at once: ${lanes
        .map((lane) =>
          lane
            .filter(chosen)
            .map((i) => stages[i].name)
            .join(', then '),
        )
        .join('; beside it: ')}\n`,
    );
  for (const done of await Promise.all(lanes.map((lane, k) => runLane(lane, k > 0)))) done.forEach(report);
}

// Every file's seconds, longest first: test/file-seconds.json is a copy of this (the order a fresh clone runs them in).
mkdirSync('artifacts', { recursive: true });
const seconds = {};
for (const { name, ms } of files.sort((a, b) => b.ms - a.ms)) seconds[name] ??= Math.round(ms / 100) / 10;
writeFileSync(path.join('artifacts', 'file-seconds.json'), `${JSON.stringify(seconds, null, 2)}\n`);
process.stdout.write(`\nThe ten slowest files (all: ${Math.round((Date.now() - started) / 1000)} s):\n`);
for (const { stage, name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
  process.stdout.write(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}  (${stage})\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(broken || failed > 0 ? 1 : 0);
