// The built product on its embedded default with demo data (`npm start` on an empty data folder), started once for
// the benchmarks that measure it as a newcomer runs it (browser-first-data, upload-health) and stopped at the end.
import { startProduct, type Product } from '../support/browser';

let started: Promise<Product> | null = null;

export function embeddedProduct(): Promise<Product> {
  started ??= startProduct({}, { freshData: true });
  return started;
}

export async function stopEmbeddedProduct(): Promise<void> {
  const running = started;
  started = null;
  if (running) await (await running).stop();
}
