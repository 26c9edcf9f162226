// The README is the user's manual: every root script is listed there, and the two set-up commands are shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const commands = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const scripts = Object.keys(commands);
// Straight after `npm install` there is no dist/: a script builds what it runs first, or its tool reads the sources
// (tsx scripts through tsconfig.scripts.json's paths; test/e2e/fresh-clone.e2e.spec.ts runs them in a fresh clone).
const buildsFirst = /^(tsc -b|npm run build)( |$)/;
const readsSources = /^(NODE_OPTIONS=\S+ )?(jest|eslint|prettier|tsx --tsconfig tsconfig\.scripts\.json) /;

describe('README', () => {
  it('lists every root script', () => {
    const missing = scripts.filter(
      (name) => !readme.includes(`\`npm run ${name}`) && !readme.includes(`\`npm ${name}\``) && !readme.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });

  it('has every root script build what it runs first or run from the sources', () => {
    const neither = scripts.filter(
      (name) =>
        !buildsFirst.test(commands[name]) &&
        !readsSources.test(commands[name]) &&
        !/^node test\/run-tests\.mjs( quick)?$/.test(commands[name]),
    );
    expect(neither).toEqual([]);
    // npm test's runner builds first as well, once (the boot, reliability and browser files run the built product).
    expect(readFileSync(path.join(root, 'test', 'run-tests.mjs'), 'utf8')).toContain("spawnSync('npm', ['run', '--silent', 'build']");
  });

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
