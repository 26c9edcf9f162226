// A checkout as a newcomer has it straight after `npm install`: the repository's files (tracked and new, not ignored:
// no dist/, no .data/) and a node_modules whose workspace links point into the copy, the rest shared with this checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export interface FreshClone {
  dir: string;
  remove(): void;
}

export function freshClone(): FreshClone {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-fresh-clone-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files) {
    // A tracked file deleted in the working tree is listed too.
    if (!file || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  linkNodeModules(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function linkNodeModules(dir: string): void {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces as string[];
  const scope = path.join(dir, 'node_modules', '@ledgerhouse');
  mkdirSync(scope, { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@ledgerhouse') symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const workspace of workspaces) {
    const name = JSON.parse(readFileSync(path.join(dir, workspace, 'package.json'), 'utf8')).name as string;
    symlinkSync(path.join(dir, workspace), path.join(scope, name.split('/')[1]));
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
}
