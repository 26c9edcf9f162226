// Insights, stock over time: one insights_stock_changes row per change of a product's total or reserved stock (or of
// its stored volume when its package measurements change while it holds stock), with the product's and the seller's
// stock after it. Running state per product and seller lives in the projector's own tables, so a rebuild of this
// projector alone replays to the same rows. A batch is read in one statement, folded in memory and written in three,
// however many events it holds (four statements per event before: the group transaction every order waits on paid them).
import type { InventoryEvent, ProductEvent, StockCause } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import { afterInventoryEvent, emptySellerStock, stepStock, unitMicroCubicFeet, type ProductStockState } from './insights-stock-fold';
import type { InsightsStockProductRow, InsightsStockSellerRow, NewInsightsStockChange } from './insights-stock.table';
import type { Projector } from './projector';

type Trx = Transaction<ReadModelDatabase>;

/** What a batch reads before it folds, and what it has to write after. */
interface Batch {
  /** Positions that already have their row: a replayed event records nothing and moves nothing. */
  recorded: Set<string>;
  products: Map<string, InsightsStockProductRow>;
  sellers: Map<string, InsightsStockSellerRow>;
  changes: NewInsightsStockChange[];
  movedProducts: Set<string>;
  movedSellers: Set<string>;
}

const streamOf = (stored: StoredEvent) => {
  const [category] = stored.streamId.split('-', 1);
  return { category, productId: stored.streamId.slice(category.length + 1) };
};

/**
 * One statement: which positions already have their row, and the state of the batch's products and of their sellers
 * (also the sellers of products created in it). Rows come back as JSON, so the three kinds share one result.
 */
async function read(trx: Trx, events: readonly StoredEvent[]): Promise<Batch> {
  const positions = events.map((e) => e.position);
  const productIds = [...new Set(events.map((e) => streamOf(e).productId))];
  const newSellers = events.filter((e) => e.type === 'ProductCreated').map((e) => (e.data as { sellerId: string }).sellerId);
  const { rows } = await sql<{ kind: 'change' | 'product' | 'seller'; row: Record<string, unknown> | null; key: string }>`
    select 'change' as kind, c.position as key, null::jsonb as row from insights_stock_changes as c
      where c.position = any(${positions}::text[])
    union all
    select 'product', p.product_id, to_jsonb(p) from insights_stock_products as p where p.product_id = any(${productIds}::text[])
    union all
    select 'seller', s.seller_id, to_jsonb(s) from insights_stock_sellers as s
      where s.seller_id in (select p.seller_id from insights_stock_products as p where p.product_id = any(${productIds}::text[]))
        or s.seller_id = any(${newSellers}::text[])`.execute(trx);
  const of = <T>(kind: string) => rows.filter((r) => r.kind === kind).map((r) => [r.key, r.row as T] as const);
  return {
    recorded: new Set(of('change').map(([key]) => key)),
    products: new Map(of<InsightsStockProductRow>('product')),
    sellers: new Map(of<InsightsStockSellerRow>('seller')),
    changes: [],
    movedProducts: new Set(),
    movedSellers: new Set(),
  };
}

/** The point after `next` (once per event: a position already recorded changes nothing), and the state moved to it. */
function record(
  batch: Batch,
  stored: StoredEvent,
  before: InsightsStockProductRow,
  next: ProductStockState,
  cause: StockCause,
  documentId: string,
) {
  if (batch.recorded.has(stored.position)) return;
  const sellerRow = batch.sellers.get(before.seller_id);
  const seller = sellerRow
    ? { total: sellerRow.total, reserved: sellerRow.reserved, microCubicFeet: sellerRow.micro_cubic_feet }
    : emptySellerStock;
  const product = { total: before.total, reserved: before.reserved, unitMicroCubicFeet: before.unit_micro_cubic_feet };
  const step = stepStock(product, seller, next, cause, documentId);
  const seq = (sellerRow?.seq ?? 0) + 1;
  // The units held since the seller's last change, for as long as they were held (never negative, should two
  // transactions record out of order).
  const lastAt = sellerRow?.last_at ?? null;
  const heldSeconds = lastAt === null ? 0 : Math.max(0, (stored.recordedAt.getTime() - new Date(lastAt).getTime()) / 1000);
  const unitSeconds = (sellerRow?.unit_seconds ?? 0) + seller.total * heldSeconds;
  batch.changes.push({
    position: stored.position,
    seller_id: before.seller_id,
    seq,
    product_id: before.product_id,
    at: stored.recordedAt,
    cause,
    document_id: documentId,
    total_delta: next.total - before.total,
    ...step.point.product,
    seller_total: step.point.seller.total,
    seller_reserved: step.point.seller.reserved,
    seller_available: step.point.seller.available,
    seller_cubic_feet: step.point.seller.cubicFeet,
    seller_unit_seconds: unitSeconds,
  });
  batch.products.set(before.product_id, {
    ...before,
    total: next.total,
    reserved: next.reserved,
    unit_micro_cubic_feet: next.unitMicroCubicFeet,
  });
  batch.movedProducts.add(before.product_id);
  batch.sellers.set(before.seller_id, {
    seller_id: before.seller_id,
    seq,
    total: step.seller.total,
    reserved: step.seller.reserved,
    micro_cubic_feet: step.seller.microCubicFeet,
    last_at: stored.recordedAt,
    unit_seconds: unitSeconds,
  });
  batch.movedSellers.add(before.seller_id);
}

function foldProductEvent(batch: Batch, stored: StoredEvent, productId: string, event: ProductEvent) {
  if (event.type === 'ProductCreated') {
    if (batch.products.has(productId)) return;
    batch.products.set(productId, {
      product_id: productId,
      seller_id: event.data.sellerId,
      total: 0,
      reserved: 0,
      unit_micro_cubic_feet: unitMicroCubicFeet(event.data.dimensions),
    });
    batch.movedProducts.add(productId);
    return;
  }
  if (event.type !== 'ProductUpdated' || !('dimensions' in event.data.changes)) return;
  const before = batch.products.get(productId);
  if (!before) return;
  const unit = unitMicroCubicFeet(event.data.changes.dimensions ?? null);
  if (unit === before.unit_micro_cubic_feet) return;
  // Without stock the stored volume does not move: only the unit volume is kept for later changes.
  if (before.total === 0) {
    batch.products.set(productId, { ...before, unit_micro_cubic_feet: unit });
    batch.movedProducts.add(productId);
    return;
  }
  record(batch, stored, before, { total: before.total, reserved: before.reserved, unitMicroCubicFeet: unit }, 'MEASUREMENTS', productId);
}

async function write(trx: Trx, batch: Batch): Promise<void> {
  if (batch.changes.length > 0)
    await trx
      .insertInto('insights_stock_changes')
      .values(batch.changes)
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  const products = [...batch.movedProducts].map((id) => batch.products.get(id)!);
  if (products.length > 0)
    await trx
      .insertInto('insights_stock_products')
      .values(products)
      .onConflict((oc) =>
        oc.column('product_id').doUpdateSet((eb) => ({
          total: eb.ref('excluded.total'),
          reserved: eb.ref('excluded.reserved'),
          unit_micro_cubic_feet: eb.ref('excluded.unit_micro_cubic_feet'),
        })),
      )
      .execute();
  const sellers = [...batch.movedSellers].map((id) => batch.sellers.get(id)!);
  if (sellers.length > 0)
    await trx
      .insertInto('insights_stock_sellers')
      .values(sellers)
      .onConflict((oc) =>
        oc.column('seller_id').doUpdateSet((eb) => ({
          seq: eb.ref('excluded.seq'),
          total: eb.ref('excluded.total'),
          reserved: eb.ref('excluded.reserved'),
          micro_cubic_feet: eb.ref('excluded.micro_cubic_feet'),
          last_at: eb.ref('excluded.last_at'),
          unit_seconds: eb.ref('excluded.unit_seconds'),
        })),
      )
      .execute();
}

/** Events per read, fold and write: a write's parameters (16 a row) stay well under PostgreSQL's 65,535. */
const SLICE = 1_000;

async function applyAll(trx: Trx, events: readonly StoredEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += SLICE) await applySlice(trx, events.slice(i, i + SLICE));
}

async function applySlice(trx: Trx, events: readonly StoredEvent[]): Promise<void> {
  const relevant = events.filter((e) => ['product', 'inventory'].includes(streamOf(e).category));
  if (relevant.length === 0) return;
  const batch = await read(trx, relevant);
  for (const stored of relevant) {
    const { category, productId } = streamOf(stored);
    if (category === 'product') {
      foldProductEvent(batch, stored, productId, { type: stored.type, data: stored.data } as ProductEvent);
      continue;
    }
    const before = batch.products.get(productId);
    if (!before) continue;
    const product = { total: before.total, reserved: before.reserved, unitMicroCubicFeet: before.unit_micro_cubic_feet };
    const after = afterInventoryEvent(product, { type: stored.type, data: stored.data } as InventoryEvent);
    if (after) record(batch, stored, before, after.next, after.cause, after.documentId);
  }
  await write(trx, batch);
}

export const insightsStockProjector: Projector = {
  name: 'insights_stock',
  tables: ['insights_stock_changes', 'insights_stock_products', 'insights_stock_sellers'],
  handles: ['ProductCreated', 'ProductUpdated', 'StockChanged', 'StockReserved', 'ReservationReleased'],
  apply: (trx, stored) => applyAll(trx, [stored]),
  applyAll,
};
