// Insights, stock over time: one insights_stock_changes row per change of a product's total or reserved stock (or of
// its stored volume when its package measurements change while it holds stock), with the product's and the seller's
// stock after it. Running state per product and seller lives in the projector's own tables, so a rebuild of this
// projector alone replays to the same rows.
import type { InventoryEvent, ProductEvent, StockCause } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import { afterInventoryEvent, emptySellerStock, stepStock, unitMicroCubicFeet, type ProductStockState } from './insights-stock-fold';
import type { Projector } from './projector';

type Trx = Transaction<ReadModelDatabase>;

/** The product's running state with its seller's (null seller fields before the seller's first row): one read. */
async function productState(trx: Trx, productId: string) {
  return trx
    .selectFrom('insights_stock_products as p')
    .leftJoin('insights_stock_sellers as s', 's.seller_id', 'p.seller_id')
    .selectAll('p')
    .select([
      's.seq as seller_seq',
      's.total as seller_total',
      's.reserved as seller_reserved',
      's.micro_cubic_feet as seller_micro_cubic_feet',
      's.last_at as seller_last_at',
      's.unit_seconds as seller_unit_seconds',
    ])
    .where('p.product_id', '=', productId)
    .executeTakeFirst();
}
type ProductState = NonNullable<Awaited<ReturnType<typeof productState>>>;

/** Records the point after `next` (once per event: a position already recorded changes nothing) and moves the state. */
async function record(trx: Trx, stored: StoredEvent, before: ProductState, next: ProductStockState, cause: StockCause, documentId: string) {
  const productId = before.product_id;
  const seller =
    before.seller_seq === null
      ? emptySellerStock
      : { total: before.seller_total ?? 0, reserved: before.seller_reserved ?? 0, microCubicFeet: before.seller_micro_cubic_feet ?? 0 };
  const product = { total: before.total, reserved: before.reserved, unitMicroCubicFeet: before.unit_micro_cubic_feet };
  const step = stepStock(product, seller, next, cause, documentId);
  const seq = (before.seller_seq ?? 0) + 1;
  // The units held since the seller's last change, for as long as they were held (never negative, should two
  // transactions record out of order).
  const lastAt = before.seller_last_at;
  const heldSeconds = lastAt === null ? 0 : Math.max(0, (stored.recordedAt.getTime() - new Date(lastAt).getTime()) / 1000);
  const unitSeconds = (before.seller_unit_seconds ?? 0) + seller.total * heldSeconds;
  const inserted = await trx
    .insertInto('insights_stock_changes')
    .values({
      position: stored.position,
      seller_id: before.seller_id,
      seq,
      product_id: productId,
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
    })
    .onConflict((oc) => oc.column('position').doNothing())
    .returning('position')
    .executeTakeFirst();
  if (!inserted) return;
  await trx
    .updateTable('insights_stock_products')
    .set({ total: next.total, reserved: next.reserved, unit_micro_cubic_feet: next.unitMicroCubicFeet })
    .where('product_id', '=', productId)
    .execute();
  const s = {
    seller_id: before.seller_id,
    seq,
    total: step.seller.total,
    reserved: step.seller.reserved,
    micro_cubic_feet: step.seller.microCubicFeet,
    last_at: stored.recordedAt,
    unit_seconds: unitSeconds,
  };
  const { seller_id: _key, ...moved } = s;
  await trx
    .insertInto('insights_stock_sellers')
    .values(s)
    .onConflict((oc) => oc.column('seller_id').doUpdateSet(moved))
    .execute();
}

async function applyProductEvent(trx: Trx, stored: StoredEvent, productId: string, event: ProductEvent) {
  if (event.type === 'ProductCreated') {
    await trx
      .insertInto('insights_stock_products')
      .values({
        product_id: productId,
        seller_id: event.data.sellerId,
        total: 0,
        reserved: 0,
        unit_micro_cubic_feet: unitMicroCubicFeet(event.data.dimensions),
      })
      .onConflict((oc) => oc.column('product_id').doNothing())
      .execute();
    return;
  }
  if (event.type !== 'ProductUpdated' || !('dimensions' in event.data.changes)) return;
  const before = await productState(trx, productId);
  if (!before) return;
  const unit = unitMicroCubicFeet(event.data.changes.dimensions ?? null);
  if (unit === before.unit_micro_cubic_feet) return;
  const next = { total: before.total, reserved: before.reserved, unitMicroCubicFeet: unit };
  // Without stock the stored volume does not move: only the unit volume is kept for later changes.
  if (before.total === 0)
    return void (await trx
      .updateTable('insights_stock_products')
      .set({ unit_micro_cubic_feet: unit })
      .where('product_id', '=', productId)
      .execute());
  await record(trx, stored, before, next, 'MEASUREMENTS', productId);
}

export const insightsStockProjector: Projector = {
  name: 'insights_stock',
  tables: ['insights_stock_changes', 'insights_stock_products', 'insights_stock_sellers'],
  handles: ['ProductCreated', 'ProductUpdated', 'StockChanged', 'StockReserved', 'ReservationReleased'],
  async apply(trx, stored) {
    const [category] = stored.streamId.split('-', 1);
    const productId = stored.streamId.slice(category.length + 1);
    if (category === 'product') return applyProductEvent(trx, stored, productId, { type: stored.type, data: stored.data } as ProductEvent);
    if (category !== 'inventory') return;
    const before = await productState(trx, productId);
    if (!before) return;
    const product = { total: before.total, reserved: before.reserved, unitMicroCubicFeet: before.unit_micro_cubic_feet };
    const after = afterInventoryEvent(product, { type: stored.type, data: stored.data } as InventoryEvent);
    if (after) await record(trx, stored, before, after.next, after.cause, after.documentId);
  },
};
