// `npm test`: every tier on the local PostgreSQL (PGlite when no server answers), the e2e and projection
// tiers again on PGlite, then the browser tier; prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'lh-tests-'));
const stages = [
  { name: 'unit + int + e2e (PostgreSQL)', args: ['--selectProjects', 'unit', 'int', 'e2e'], env: {} },
  { name: 'e2e + projections (PGlite)', args: ['--selectProjects', 'int', 'e2e', '--testPathIgnorePatterns', 'event-store'], env: { TEST_DB: 'pglite' } },
  { name: 'browser (Chromium)', args: ['--selectProjects', 'browser', '--runInBand'], env: {}, build: true },
];
const only = process.argv[2];
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
  const run = spawnSync('npx', ['jest', ...stage.args, '--json', '--outputFile', file], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...stage.env },
  });
  if (!existsSync(file)) {
    broken = true;
    failed += 1;
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
