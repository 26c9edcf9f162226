// After the jest run: remove the migrated PGlite dump's folder this run made.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV, TEMPLATE_OWNER_ENV } from './jest-global-setup';

export default function globalTeardown(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file && process.env[TEMPLATE_OWNER_ENV] === String(process.pid)) rmSync(path.dirname(file), { recursive: true, force: true });
}
