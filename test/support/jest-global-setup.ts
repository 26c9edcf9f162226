// Once per jest run: a folder for the migrated PGlite dump (test/support/pglite-template.ts), built by the first file that needs it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where this jest run keeps the migrated dump; workers inherit it. */
export const TEMPLATE_ENV = 'LH_PGLITE_TEMPLATE';
/** The jest process that made the folder: a jest started by a test (fresh-clone) makes its own and leaves ours alone. */
export const TEMPLATE_OWNER_ENV = 'LH_PGLITE_TEMPLATE_OWNER';

export default function globalSetup(): void {
  // Each selected project runs this: the first one decides.
  if (process.env[TEMPLATE_OWNER_ENV] === String(process.pid)) return;
  process.env[TEMPLATE_ENV] = path.join(mkdtempSync(path.join(tmpdir(), 'lh-pglite-template-')), 'migrated.tar.gz');
  process.env[TEMPLATE_OWNER_ENV] = String(process.pid);
}
