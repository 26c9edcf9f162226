// The README is the user's manual: every root script is listed there, and the two set-up commands are shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>);

describe('README', () => {
  it('lists every root script', () => {
    const missing = scripts.filter((name) => !readme.includes(`\`npm run ${name}`) && !readme.includes(`\`npm ${name}\``) && !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
