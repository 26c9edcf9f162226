// The Insights bench's history: one seller, 100 products and about two years of their stock, wallet, storage fees
// and reorder points, as events appended in bulk through the event store (each append one "transaction" recorded at
// its instant), then the real projectors replayed over them, so the read-model rows are the ones the app would write.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EventMetadata, EventStore, GlobalPosition, NewEvent, StreamAppend } from '../../infra/src';
import { ensureCheckpoint, type ReadModelDatabase } from '../../projections/src';
import { applyBatches } from '../../projections/src/apply-batch';
import { insightsStockProjector } from '../../projections/src/insights-stock';
import { productsProjector } from '../../projections/src/products';
import { reorderAlertsProjector } from '../../projections/src/reorder-alerts';
import { storageFeesProjector } from '../../projections/src/storage-fees';
import { walletProjector } from '../../projections/src/wallet';

const DAY = 86_400_000;
/** Events recorded together share one instant, as in one append transaction of the app. */
const APPEND_EVERY_MS = 6 * 3_600_000;

export interface InsightsHistory {
  sellerId: string;
  productIds: string[];
  events: number;
  end: Date;
}

/** A small deterministic generator, so every run seeds the same history. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Timed {
  at: number;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
}

/** One product's inventory over [start, end): inbound shipments, orders reserved, shipped (and some cancelled). */
function productTimeline(productId: string, start: number, end: number, ordersPerDay: number, next: () => number): Timed[] {
  const out: Timed[] = [];
  const stream = `inventory-${productId}`;
  let total = 0;
  let reserved = 0;
  const push = (at: number, type: string, data: Record<string, unknown>) =>
    out.push({ at, streamId: stream, type, data: { ...data, at: new Date(at).toISOString() } });
  const stockIn = (at: number, quantity: number) => {
    total += quantity;
    push(at, 'StockChanged', {
      reason: 'INBOUND_SHIPMENT',
      documentId: `in-${productId}-${at}`,
      delta: quantity,
      totalAfter: total,
      comment: null,
    });
  };
  stockIn(start, 200);
  // Each order ships before the next one arrives, so the stream's order is the order of its instants.
  for (let at = start + DAY / ordersPerDay; at < end;) {
    const gap = (DAY / ordersPerDay) * (0.5 + next());
    const quantity = 1 + Math.floor(next() * 3);
    if (total - reserved < quantity + 10) stockIn(at, 150 + Math.floor(next() * 100));
    const order = `order-${productId}-${at}`;
    reserved += quantity;
    push(at, 'StockReserved', { documentId: order, quantity, reservedAfter: reserved });
    const shipped = Math.min(at + gap * (0.2 + next() * 0.6), end - 1);
    at += gap;
    reserved -= quantity;
    const cancelled = next() < 0.05;
    push(shipped, 'ReservationReleased', {
      documentId: order,
      quantity,
      reservedAfter: reserved,
      reason: cancelled ? 'CANCELED' : 'FULFILLED',
    });
    if (cancelled) continue;
    total -= quantity;
    push(shipped, 'StockChanged', { reason: 'FULFILLMENT', documentId: order, delta: -quantity, totalAfter: total, comment: null });
  }
  return out;
}

function productCreated(productId: string, sellerId: string, n: number, at: number): Timed {
  const facts = {
    title: `Bench product ${n}`,
    sku: `BENCH-${String(n).padStart(3, '0')}`,
    barcode: null,
    brand: null,
    countryOfOrigin: null,
    description: null,
    photoUrl: null,
    priceCents: 1_000 + n,
    unitOfMeasurement: null,
    status: 'ACTIVE',
    dimensions: n % 10 === 0 ? null : { length: 10 + (n % 7), width: 8, height: 4 + (n % 5), unit: 'in' },
    weight: null,
  };
  const createdAt = new Date(at).toISOString();
  return { at, streamId: `product-${productId}`, type: 'ProductCreated', data: { ...facts, productId, sellerId, createdAt } };
}

/** The wallet: a top-up each week, the shipping charge of a share of the days, a refund now and then. */
function walletTimeline(sellerId: string, start: number, end: number, next: () => number): Timed[] {
  const out: Timed[] = [];
  let balance = 0;
  const push = (at: number, type: string, data: Record<string, unknown>) =>
    out.push({ at, streamId: `wallet-${sellerId}`, type, data: { entryId: randomUUID(), ...data, at: new Date(at).toISOString() } });
  for (let at = start; at < end; at += DAY / 24) {
    if ((at - start) % (7 * DAY) === 0) {
      balance += 500_000;
      push(at, 'WalletToppedUp', {
        source: 'CARD',
        amountCents: 500_000,
        balanceAfterCents: balance,
        cardId: null,
        paymentId: null,
        comment: null,
      });
    }
    const amountCents = 200 + Math.floor(next() * 5_000);
    balance -= amountCents;
    const purpose = next() < 0.8 ? 'ORDER_FULFILLMENT' : 'INBOUND_PROCESSING';
    push(at, 'WalletSpent', { purpose, amountCents, balanceAfterCents: balance, documentId: `doc-${at}`, notes: null });
    if (next() < 0.01) {
      balance += amountCents;
      push(at + 60_000, 'WalletToppedUp', {
        source: 'REFUND',
        amountCents,
        balanceAfterCents: balance,
        cardId: null,
        paymentId: null,
        comment: null,
        refundOf: { purpose, documentId: `doc-${at}` },
      });
    }
  }
  return out;
}

function storageTimeline(sellerId: string, start: number, end: number): Timed[] {
  const out: Timed[] = [];
  for (let month = new Date(start); month.getTime() < end; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
    const billed = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
    if (billed >= end) break;
    const period = month.toISOString().slice(0, 7);
    const data = {
      period,
      averageDailyCubicFeet: 120,
      priceCents: 9_000,
      paid: true,
      spendingEntryId: null,
      at: new Date(billed).toISOString(),
    };
    out.push({ at: billed, streamId: `storage-${sellerId}`, type: 'StorageFeeCharged', data });
  }
  return out;
}

/** Thresholds on a fifth of the products, every other one with its alert open. */
function reorderTimeline(sellerId: string, productIds: string[], at: number): Timed[] {
  return productIds.flatMap((productId, n) => {
    if (n % 5 !== 0) return [];
    const threshold = n % 2 === 0 ? { basis: 'DAYS', value: 14, windowDays: 30 } : { basis: 'UNITS', value: 40, windowDays: null };
    const iso = new Date(at).toISOString();
    const set: Timed = {
      at,
      streamId: `reorder-point-${productId}`,
      type: 'ReorderThresholdSet',
      data: { productId, sellerId, threshold, at: iso },
    };
    if (n % 10 !== 0) return [set];
    const level = { available: 12, shippedUnits: 60, daysLeft: 6 };
    const data = { productId, sellerId, threshold, level, suggestedQuantity: 48, at: iso };
    return [set, { at: at + 1, streamId: set.streamId, type: 'ReorderPointCrossed', data }];
  });
}

/** Appends the timeline in time order, one appendMany per APPEND_EVERY_MS slot (at most 500 events each). */
async function appendInOrder(store: EventStore, timed: Timed[], metadata: EventMetadata): Promise<void> {
  timed.sort((a, b) => a.at - b.at); // stable: a stream's events keep their order
  const versions = new Map<string, number>();
  for (let i = 0; i < timed.length;) {
    const slotEnd = (Math.floor(timed[i]!.at / APPEND_EVERY_MS) + 1) * APPEND_EVERY_MS;
    const byStream = new Map<string, NewEvent[]>();
    for (let n = 0; i < timed.length && timed[i]!.at < slotEnd && n < 500; i++, n++) {
      const e = timed[i]!;
      const events = byStream.get(e.streamId) ?? [];
      events.push({ type: e.type, data: e.data, metadata });
      byStream.set(e.streamId, events);
    }
    const appends: StreamAppend[] = [...byStream].map(([streamId, events]) => ({
      streamId,
      events,
      expectedVersion: versions.get(streamId) ?? 0,
    }));
    const results = await store.appendMany(appends);
    appends.forEach((a, k) => versions.set(a.streamId, results[k]!.nextVersion));
  }
}

/** The store stamps recorded_at with the append's now(); a history recorded over two years gets its slot's instant. */
async function backdate(db: Kysely<ReadModelDatabase>): Promise<void> {
  await sql`update events set recorded_at = to_timestamp(floor(extract(epoch from coalesce(data->>'at', data->>'createdAt')::timestamptz) / ${APPEND_EVERY_MS / 1000}) * ${APPEND_EVERY_MS / 1000})`.execute(
    db,
  );
}

const PROJECTORS = [productsProjector, insightsStockProjector, walletProjector, storageFeesProjector, reorderAlertsProjector];

/** The read models the Insights queries read, from the events, as the projection runner's group commit applies them. */
async function project(store: EventStore, db: Kysely<ReadModelDatabase>): Promise<void> {
  for (const p of PROJECTORS) await ensureCheckpoint(db, 'projection', p.name);
  let after: GlobalPosition | null = null;
  for (;;) {
    const page = await store.readAll(after, 1000);
    if (page.length === 0) return;
    await applyBatches(
      db,
      PROJECTORS.map((projector) => ({ projector, readAfter: after, batch: page })),
    );
    after = page[page.length - 1]!.position;
  }
}

export async function seedInsightsHistory(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  scale: { products: number; days: number },
): Promise<InsightsHistory> {
  const sellerId = randomUUID();
  const metadata: EventMetadata = {
    correlationId: randomUUID(),
    causationId: null,
    userId: sellerId,
    impersonatorId: null,
    schemaVersion: 1,
  };
  // Ends at the slot before now: the days-left windows count back from the database's now().
  const end = Math.floor(Date.now() / APPEND_EVERY_MS) * APPEND_EVERY_MS;
  const start = end - scale.days * DAY;
  const next = random(27);
  const productIds = Array.from({ length: scale.products }, () => randomUUID());
  const timed: Timed[] = [
    ...productIds.map((id, n) => productCreated(id, sellerId, n, start - DAY)),
    ...productIds.flatMap((id) => productTimeline(id, start, end, 0.8, next)),
    ...walletTimeline(sellerId, start, end, next),
    ...storageTimeline(sellerId, start, end),
    ...reorderTimeline(sellerId, productIds, end - 10 * DAY),
  ];
  await appendInOrder(store, timed, metadata);
  await backdate(db);
  await project(store, db);
  // What autovacuum does after a bulk of inserts: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze`.execute(db);
  return { sellerId, productIds, events: timed.length, end: new Date(end) };
}
