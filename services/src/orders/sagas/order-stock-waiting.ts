// The order-stock saga's own state: INSUFFICIENT_GOODS orders waiting for a product (saga_order_stock_waiting), with
// the units they need of it and their place in the queue (the position of the order's first event). Written only in
// the saga's checkpoint transaction; read when a product's stock is freed.
import type { Kysely, Transaction } from 'kysely';
import type { MissingGoods, OrderLine } from '@ledgerhouse/contracts';
import type { SagaTables } from '../../sagas/saga-tables';

/** What a step leaves for the table: the order waits for these products, waits no more, or orders that moved on. */
export type WaitingChange =
  | { kind: 'waiting'; orderId: string; placedPosition: string; missing: readonly MissingGoods[]; lines: readonly OrderLine[] }
  | { kind: 'not-waiting'; orderId: string }
  | { kind: 'stale'; orderIds: string[] };

/** One waiting order: its place in the queue and the units it needs of each product it waits for. */
export interface WaitingOrder {
  orderId: string;
  placedPosition: string;
  needs: Map<string, number>;
}

export interface WaitingOrders {
  /** Every order waiting for `productId`, with all the products it waits for (unsorted). */
  waitingFor(productId: string): Promise<WaitingOrder[]>;
  apply(change: WaitingChange): Promise<void>;
}

/** Units per product of the order's lines (a product may appear on several lines). */
export function unitsByProduct(lines: readonly OrderLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** The rows a waiting change writes: one per missing product, with the units the order needs of it. */
export function waitingRows(change: Extract<WaitingChange, { kind: 'waiting' }>) {
  const units = unitsByProduct(change.lines);
  return change.missing.map((m) => ({
    order_id: change.orderId,
    product_id: m.productId,
    requested: units.get(m.productId) ?? m.requested,
    placed_position: change.placedPosition,
  }));
}

export function waitingOrdersTable(db: Kysely<SagaTables> | Transaction<SagaTables>): WaitingOrders {
  return {
    async waitingFor(productId) {
      const rows = await db
        .selectFrom('saga_order_stock_waiting')
        .selectAll()
        .where('order_id', 'in', (qb) => qb.selectFrom('saga_order_stock_waiting').select('order_id').where('product_id', '=', productId))
        .execute();
      const byOrder = new Map<string, WaitingOrder>();
      for (const row of rows) {
        const order = byOrder.get(row.order_id) ?? { orderId: row.order_id, placedPosition: row.placed_position, needs: new Map() };
        order.needs.set(row.product_id, row.requested);
        byOrder.set(row.order_id, order);
      }
      return [...byOrder.values()];
    },
    async apply(change) {
      if (change.kind === 'stale') {
        if (change.orderIds.length > 0) await db.deleteFrom('saga_order_stock_waiting').where('order_id', 'in', change.orderIds).execute();
        return;
      }
      await db.deleteFrom('saga_order_stock_waiting').where('order_id', '=', change.orderId).execute();
      if (change.kind === 'not-waiting' || change.missing.length === 0) return;
      await db.insertInto('saga_order_stock_waiting').values(waitingRows(change)).execute();
    },
  };
}
