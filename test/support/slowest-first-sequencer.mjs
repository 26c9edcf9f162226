// jest's order of test files, longest first, also on a fresh clone: jest knows a file's last time only from its own
// cache (absent on a fresh clone, where it falls back to file size, and fuzz.e2e, one of the smallest e2e files and the
// slowest by far, then starts last and runs alone at the end). Each file's time comes from that cache when it has one,
// else from test/file-seconds.json (written by `npm test` to artifacts/file-seconds.json; copy it over after a quiet
// run when the slow files change), else nothing: files with no time known run last.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import TestSequencer from '@jest/test-sequencer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const recorded = JSON.parse(readFileSync(path.join(ROOT, 'test', 'file-seconds.json'), 'utf8'));
// The bundles `npm test` writes (test/support/test-bundles.mjs) come with their predicted seconds.
const bundles = path.join(ROOT, 'artifacts', 'test-bundles');
if (existsSync(bundles))
  for (const set of readdirSync(bundles)) {
    const predicted = path.join(bundles, set, 'seconds.json');
    if (existsSync(predicted)) Object.assign(recorded, JSON.parse(readFileSync(predicted, 'utf8')));
  }

export default class SlowestFirstSequencer extends TestSequencer {
  sort(tests) {
    const known = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached;
      const seconds = recorded[path.relative(ROOT, test.path)];
      return seconds == null ? -1 : seconds * 1000;
    };
    const times = new Map(tests.map((test) => [test, known(test)]));
    return [...tests].sort((a, b) => times.get(b) - times.get(a));
  }
}
