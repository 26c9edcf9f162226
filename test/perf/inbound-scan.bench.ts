// Inbound scanning benchmark: four scanners on one shipment at once, each scan timed from the POST until the
// warehouse view shows its count (read-your-writes through X-Min-Position), over real HTTP against the built product
// (`npm run build` first) on PostgreSQL. Goal: p99 under 50 ms.
import { randomBytes, randomUUID } from 'node:crypto';
import { clientHeaders, signedInSession, startProduct } from '../support/browser';
import { createTestDatabase } from '../support/database';
import { benchScale } from './bench-scale';
import { percentile, type BenchRow } from './measure';

const SCANNERS = 4;
const SCANS_EACH = benchScale.scansPerScanner;

type Json = Record<string, any>;

export async function benchInboundScan(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const product = await startProduct({
    DATABASE_URL: database.url!,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    const client = await clientHeaders(product.url);
    const as = async (email: string) => ({ ...client, Authorization: `JWT ${(await signedInSession(product.url, email)).access}` });
    const seller = await as('seller@demo.ledgerhouse.test');
    const manager = await as('manager@demo.ledgerhouse.test');
    const send = async (headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<Json> => {
      const res = await fetch(`${product.url}/api${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await res.json()) as Json;
      if (!res.ok)
        throw new Error(
          `${method} ${path}: ${res.status} ${JSON.stringify(answer)} (is the product built with inbound shipments? npm run build)`,
        );
      return answer;
    };
    const sku = `BENCH-${randomUUID().slice(0, 8)}`;
    const productId = (await send(seller, 'POST', '/products', { title: 'Bench mug', sku, priceCents: 1299 })).id as string;
    const lines = [{ productId, quantity: SCANNERS * SCANS_EACH, barcode: `${sku}-BC` }];
    const delivery = { trackingNumber: '1ZBENCH', courierService: 'UPS', deliveryType: 'CUSTOM' };
    const shipmentId = (await send(seller, 'POST', '/inbound-shipments', { lines, delivery })).id as string;
    await send(seller, 'POST', `/inbound-shipments/${shipmentId}/submit`);
    await send(manager, 'POST', `/admin/inbound-shipments/${shipmentId}/deliver`);
    const checking = await send(manager, 'POST', `/admin/inbound-shipments/${shipmentId}/start-check`);
    // The demo data is still being projected after start: wait until the shipment's own writes are visible.
    const deadline = Date.now() + 120_000;
    while (
      !(
        await fetch(`${product.url}/api/admin/inbound-shipments/${shipmentId}`, {
          headers: { ...manager, 'X-Min-Position': checking.position },
        })
      ).ok
    )
      if (Date.now() > deadline) throw new Error('the product did not catch up with its projections in 2 minutes');

    const samples: number[] = [];
    const commandSamples: number[] = [];
    let retries = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SCANNERS }, async () => {
        for (let i = 0; i < SCANS_EACH; i++) {
          const t0 = performance.now();
          const scan = await send(manager, 'POST', `/admin/inbound-shipments/${shipmentId}/scans`, {
            scanId: randomUUID(),
            barcode: `${sku}-BC`,
          });
          commandSamples.push(performance.now() - t0);
          // As the web client does: a busy server may answer 503 PROJECTION_NOT_CAUGHT_UP; ask again (counted in the time).
          let view: Json | null = null;
          while (!view) {
            const res = await fetch(`${product.url}/api/admin/inbound-shipments/${shipmentId}`, {
              headers: { ...manager, 'X-Min-Position': scan.position },
            });
            if (res.ok) view = (await res.json()) as Json;
            else if (res.status === 503) retries++;
            else throw new Error(`view: ${res.status} ${await res.text()}`);
          }
          if (view.lines[0].received < scan.received) throw new Error('the view does not show the scan it waited for');
          samples.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const final = await send(manager, 'GET', `/admin/inbound-shipments/${shipmentId}`);
    if (final.lines[0].received !== SCANNERS * SCANS_EACH)
      throw new Error(`counted ${final.lines[0].received}, scanned ${SCANNERS * SCANS_EACH}`);
    samples.sort((a, b) => a - b);
    commandSamples.sort((a, b) => a - b);
    process.stdout.write(`inbound scan: ${retries} reads asked again after 503 PROJECTION_NOT_CAUGHT_UP\n`);
    return {
      [`inbound scan → count visible, ${SCANNERS} concurrent scanners × ${SCANS_EACH} (HTTP, X-Min-Position)`]: {
        opsPerSec: (samples.length * 1000) / elapsed,
        baselineOpsPerSec: null,
        ratio: null,
        p50Ms: percentile(samples, 50),
        p95Ms: percentile(samples, 95),
        p99Ms: percentile(samples, 99),
      },
      'inbound scan command alone (until its HTTP answer), same run': {
        opsPerSec: null,
        baselineOpsPerSec: null,
        ratio: null,
        p50Ms: percentile(commandSamples, 50),
        p95Ms: percentile(commandSamples, 95),
        p99Ms: percentile(commandSamples, 99),
      },
    };
  } finally {
    await product.stop();
    await database.drop();
  }
}
