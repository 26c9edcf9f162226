// Order placement benchmark: 32 concurrent clients place 1-unit orders over real HTTP against the built product
// (`npm run build` first) on PostgreSQL; each order is timed from its POST until the seller's order list shows it
// READY_FOR_FULFILLMENT (the first read sends X-Min-Position, then the list is read again until the reservation saga's
// answer is projected). Goal: >= 500 orders/s with p99 < 100 ms. The split rows say where the time goes: the POST
// alone, the placement visible in the list, and the saga's reservation on top of it.
import { randomBytes, randomUUID } from 'node:crypto';
import { clientHeaders, signedInSession, startProduct } from '../support/browser';
import { createTestDatabase } from '../support/database';
import { percentile, type BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
const CLIENTS = 32;
const ORDERS_EACH = Number(process.env.BENCH_ORDERS_PER_CLIENT ?? (smoke ? 3 : 20));
const PRODUCTS = smoke ? 4 : 32;
const POLL_MS = 10;

type Json = Record<string, any>;

const row = (samples: number[], opsPerSec: number | null): BenchRow => {
  samples.sort((a, b) => a - b);
  return {
    opsPerSec,
    baselineOpsPerSec: null,
    ratio: null,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
  };
};

export async function benchOrderPlacement(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const product = await startProduct({
    DATABASE_URL: database.url!,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  try {
    const client = await clientHeaders(product.url);
    const as = async (email: string) => ({ ...client, Authorization: `JWT ${(await signedInSession(product.url, email)).access}` });
    const seller = await as('seller@demo.ledgerhouse.test');
    const manager = await as('manager@demo.ledgerhouse.test');
    const call = async (headers: Record<string, string>, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${product.url}/api${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const send = async (headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<Json> => {
      const res = await call(headers, method, path, body);
      if (res.status >= 300)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)} (is the product built with orders? npm run build)`);
      return res.body;
    };

    const skus: string[] = [];
    let lastPosition = '';
    for (let i = 0; i < PRODUCTS; i++) {
      const sku = `ORD-BENCH-${randomUUID().slice(0, 8)}`;
      const productId = (await send(seller, 'POST', '/products', { title: `Bench item ${i}`, sku, priceCents: 999 })).id as string;
      lastPosition = (await send(manager, 'POST', `/admin/products/${productId}/stock-taking`, { counted: 1_000_000, comment: 'bench' }))
        .position as string;
      skus.push(sku);
    }
    // The demo data is still being projected after start: wait until the stock is visible to the placement check.
    const deadline = Date.now() + 120_000;
    while ((await call({ ...seller, 'X-Min-Position': lastPosition }, 'GET', '/products?pageSize=1')).status !== 200)
      if (Date.now() > deadline) throw new Error('the product did not catch up with its projections in 2 minutes');

    const total: number[] = [];
    const posts: number[] = [];
    const placedVisible: number[] = [];
    const reserving: number[] = [];
    let polls = 0;
    let notCaughtUp = 0;
    const run = randomUUID().slice(0, 6);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let i = 0; i < ORDERS_EACH; i++) {
          const number = `B${run}-${c}-${i}`;
          const t0 = performance.now();
          const placed = await send(seller, 'POST', '/orders', {
            number,
            orderDate: new Date().toISOString(),
            buyer: { fullName: `Bench buyer ${c}`, phone: '+1 555 010 0000' },
            address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
            note: null,
            lines: [{ sku: skus[(c + i) % skus.length], quantity: 1, priceCents: 999 }],
          });
          const t1 = performance.now();
          posts.push(t1 - t0);
          let firstSeen: number | null = null;
          for (;;) {
            const headers = firstSeen === null ? { ...seller, 'X-Min-Position': placed.position as string } : seller;
            const list = await call(headers, 'GET', `/orders?tab=all&number=${encodeURIComponent(number)}&pageSize=1`);
            if (list.status === 503) {
              notCaughtUp++;
              continue;
            }
            if (list.status !== 200) throw new Error(`list: ${list.status} ${JSON.stringify(list.body)}`);
            const status = (list.body.items as { number: string; status: string }[]).find((o) => o.number === number)?.status;
            if (status && firstSeen === null) firstSeen = performance.now();
            if (status === 'READY_FOR_FULFILLMENT') break;
            if (status === 'INSUFFICIENT_GOODS') throw new Error(`order ${number} came out INSUFFICIENT_GOODS`);
            polls++;
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          }
          const t2 = performance.now();
          total.push(t2 - t0);
          placedVisible.push(firstSeen! - t0);
          reserving.push(t2 - firstSeen!);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const orders = CLIENTS * ORDERS_EACH;
    process.stdout.write(
      `order placement: ${orders} orders in ${elapsed.toFixed(1)} s; ${polls} list reads found the order still RESERVING (polled every ${POLL_MS} ms); ${notCaughtUp} answered 503 PROJECTION_NOT_CAUGHT_UP\n`,
    );
    return {
      [`order placement → READY_FOR_FULFILLMENT in the list, ${CLIENTS} concurrent clients × ${ORDERS_EACH} (HTTP)`]: row(
        total,
        orders / elapsed,
      ),
      'POST /api/orders alone (until its HTTP answer), same run': row(posts, null),
      'POST until the placement is in the list (X-Min-Position), same run': row(placedVisible, null),
      'in the list until READY_FOR_FULFILLMENT (reservation saga + projection), same run': row(reserving, null),
    };
  } finally {
    await product.stop();
    await database.drop();
  }
}
