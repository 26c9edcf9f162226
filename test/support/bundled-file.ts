// One e2e file inside a bundle (test/support/e2e-bundles.mjs): its tests and hooks in a describe named for the file,
// its seconds recorded, and whatever it left open (a set-up that failed) closed before the next file starts.
import { appendFileSync } from 'node:fs';
import { closeLeftovers } from './open-resources';

export function bundledFile(file: string, load: () => void): void {
  describe(file, () => {
    let started = 0;
    beforeAll(() => {
      started = Date.now();
    });
    load();
    // Declared after the file's own hooks, so it runs after its afterAll (jest runs afterAll hooks in declaration order).
    afterAll(async () => {
      await closeLeftovers();
      const out = process.env.LH_BUNDLED_FILE_SECONDS;
      if (out) appendFileSync(out, `${JSON.stringify({ file, ms: Date.now() - started })}\n`);
    });
  });
}
