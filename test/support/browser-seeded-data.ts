// Once per browser run: one `npm start` on an empty data folder migrates it and seeds the demo data, then stops; every
// file's product starts on a copy of that folder, as a second `npm start` does (about 3.5 s instead of 8 s on two
// cores). shell.browser.spec.ts still starts on an empty folder, as a newcomer's first `npm start`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The seeded data folder of this run; workers inherit it. */
export const SEEDED_DATA_ENV = 'LH_BROWSER_SEEDED_DATA';
const OWNER_ENV = 'LH_BROWSER_SEEDED_DATA_OWNER';

export async function seedOnce(): Promise<void> {
  if (process.env[OWNER_ENV] === String(process.pid)) return;
  // Imported here: the jest config loads this file for the teardown too, which needs none of it.
  const { startProduct } = await import('./browser');
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-browser-seeded-'));
  const product = await startProduct({ DATA_DIR: dir }, { freshData: true });
  await product.stop();
  process.env[SEEDED_DATA_ENV] = dir;
  process.env[OWNER_ENV] = String(process.pid);
}

export function removeSeeded(): void {
  const dir = process.env[SEEDED_DATA_ENV];
  if (dir && process.env[OWNER_ENV] === String(process.pid)) rmSync(dir, { recursive: true, force: true });
}
