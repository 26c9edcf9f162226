// Test files of `npm test`'s database stages, run a few to a jest file ("bundles"). Jest gives every test file a module
// registry of its own, so each e2e file loaded the whole product (about 2,600 modules: 3-5 s of one core) before its
// first test, and each int file the parts it tests; in a bundle that happens once per bundle. Each file still runs in
// a `describe` of its own (its beforeAll and afterAll hooks scoped to it), opens its own app or database and closes it
// before the next file starts (test/support/bundled-file.ts); only the loaded modules are shared. Decision 0046.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUNDLE_ROOT = path.join('artifacts', 'test-bundles');
/** Where each bundled file's seconds are appended (one JSON line per file), for the summary and file-seconds.json. */
export const PART_SECONDS_ENV = 'LH_BUNDLED_FILE_SECONDS';
/** Where test files live (tests beside the code in the workspaces, the rest under test/). */
const TEST_ROOTS = ['contracts', 'infra', 'projections', 'services', 'web', 'test'];

/** Every file under the test roots whose name ends with `suffix`, as a path from the repository's root, sorted. */
export function testFiles(suffix) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(suffix)) found.push(file.split(path.sep).join('/'));
    }
  };
  for (const root of TEST_ROOTS) walk(root);
  return found.sort();
}

/** Seconds predicted for a file not recorded yet. */
const UNKNOWN_SECONDS = 8;

/**
 * Writes `files` (paths from the repository's root) as `count` bundles of about equal recorded seconds into
 * artifacts/test-bundles/<set>/ (longest file first, each to the lightest bundle), with seconds.json holding each
 * bundle's predicted seconds for the slowest-first sequencer. Returns the folder, a jest path pattern.
 */
export function writeBundles(set, files, recorded, count) {
  const dir = path.join(BUNDLE_ROOT, set);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const secondsOf = (file) => recorded[file] ?? UNKNOWN_SECONDS;
  const sorted = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  const bundles = Array.from({ length: Math.min(count, files.length) }, () => ({ seconds: 0, files: [] }));
  for (const file of sorted) {
    const lightest = bundles.reduce((min, bundle) => (bundle.seconds < min.seconds ? bundle : min));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  const predicted = {};
  bundles.forEach((bundle, i) => {
    const name = path.join(dir, `${set}-${String(i + 1).padStart(2, '0')}.bundle.cjs`);
    const lines = bundle.files.map((file) => `bundledFile(${JSON.stringify(file)}, () => require(${JSON.stringify(path.resolve(file))}));`);
    const header = `// Written by test/run-tests.mjs (test/support/test-bundles.mjs): ${bundle.files.length} test files, one module registry.`;
    const load = `const { bundledFile } = require(${JSON.stringify(path.resolve('test/support/bundled-file.ts'))});`;
    writeFileSync(name, `${header}\n'use strict';\n${load}\n${lines.join('\n')}\n`);
    predicted[name] = Math.round(bundle.seconds * 10) / 10;
  });
  writeFileSync(path.join(dir, 'seconds.json'), `${JSON.stringify(predicted, null, 2)}\n`);
  return dir;
}
