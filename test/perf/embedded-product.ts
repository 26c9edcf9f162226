// The built product on its embedded default with demo data (`npm start` on an empty data folder), started once for
// the benchmarks that measure it as a newcomer runs it (browser-first-data, browser-actions, upload-health) and stopped
// at the end. Those benchmarks sign in dozens of times a minute from one address: the sign-in limit (20 a minute, proven
// in the e2e tier) is raised, or the second benchmark of a run was refused with 429.
import { startProduct, type Product } from '../support/browser';

let started: Promise<Product> | null = null;

export function embeddedProduct(): Promise<Product> {
  started ??= startProduct({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, { freshData: true });
  return started;
}

export async function stopEmbeddedProduct(): Promise<void> {
  const running = started;
  started = null;
  if (running) await (await running).stop();
}
