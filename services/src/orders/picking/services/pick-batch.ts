// A picking batch as the scans see it: each order read from its own stream (exact picked units and counted scans, no
// read-model lag), and its walk through the bins from stock_by_bin, read once that read model has applied every pick
// the orders hold (so a bin emptied a moment ago is not offered again).
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { OrderEvent } from '@ledgerhouse/contracts';
import { comparePositions, type EventStore, type GlobalPosition } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../../config/config.schema';
import { foldEvents } from '../../../event-sourcing/load-state';
import { ProjectionNotCaughtUp } from '../../../http/min-position.interceptor';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_DB } from '../../../persistence/tokens';
import { orderDecider, orderStream, type OrderState } from '../../domain/order';
import { orderedOf, pickedOf } from '../../domain/order-state';
import { pickRoute, type PickRoute, type RouteOrder } from '../domain/pick-route';

export interface BatchOrder {
  orderId: string;
  state: OrderState;
  placedAt: string;
  /** The stream's last event's position (null for no stream). */
  position: GlobalPosition | null;
  events: readonly { type: string; data: unknown }[];
}

export interface ProductFacts {
  sku: string;
  title: string;
  barcode: string | null;
}

/** The orders being picked: PROCESSING, paid, PICKING. */
export const isBeingPicked = (state: OrderState) =>
  state.facets.status === 'PROCESSING' && state.facets.pick === 'PICKING' && state.facets.payment === 'PAID';

/** Units the order still needs, per line. */
export const needsOf = (order: BatchOrder): RouteOrder['needs'] =>
  order.state.lines
    .filter((line, i, all) => all.findIndex((l) => l.productId === line.productId) === i)
    .map((line) => ({
      productId: line.productId,
      sku: line.sku,
      quantity: Math.max(0, orderedOf(order.state, line.productId) - pickedOf(order.state, line.productId)),
    }))
    .filter((need) => need.quantity > 0);

@Injectable()
export class PickBatch {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(orderIds: readonly string[]): Promise<BatchOrder[]> {
    const orders = await Promise.all(
      [...new Set(orderIds)].map(async (orderId) => {
        const events = await this.store.readStream(orderStream(orderId));
        const placed = events.find((e) => e.type === 'OrderPlaced')?.data as
          Extract<OrderEvent, { type: 'OrderPlaced' }>['data'] | undefined;
        return {
          orderId,
          state: foldEvents(orderDecider, events),
          placedAt: placed?.placedAt ?? '',
          position: events.at(-1)?.position ?? null,
          events,
        };
      }),
    );
    return orders.sort((a, b) => (a.placedAt < b.placedAt ? -1 : a.placedAt > b.placedAt ? 1 : a.orderId < b.orderId ? -1 : 1));
  }

  /** The walk for the orders being picked, oldest order first. */
  async route(orders: readonly BatchOrder[]): Promise<PickRoute> {
    const picking = orders.filter((o) => isBeingPicked(o.state));
    const latest = picking.reduce<GlobalPosition | null>((max, o) => (comparePositions(o.position, max) > 0 ? o.position : max), null);
    if (latest && !(await this.runner.waitFor(latest, this.config.MIN_POSITION_WAIT_MS, ['stock_by_bin'])))
      throw new ProjectionNotCaughtUp();
    const routeOrders = picking.map((o) => ({ orderId: o.orderId, number: o.state.number ?? '', needs: needsOf(o) }));
    return pickRoute(routeOrders, await this.binStock(routeOrders.flatMap((o) => o.needs.map((n) => n.productId))));
  }

  async binStock(productIds: readonly string[]) {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('stock_by_bin')
      .select(['location_code', 'product_id', 'quantity'])
      .where('product_id', 'in', [...new Set(productIds)])
      .where('quantity', '>', 0)
      .execute();
    return rows.map((r) => ({ binCode: r.location_code, productId: r.product_id, quantity: r.quantity }));
  }

  async products(productIds: readonly string[]): Promise<Map<string, ProductFacts>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'sku', 'title', 'barcode'])
      .where('id', 'in', [...new Set(productIds)])
      .execute();
    return new Map(rows.map((r) => [r.id, { sku: r.sku, title: r.title, barcode: r.barcode }]));
  }
}

/** Does the scanned barcode name this product: its catalog barcode, or its SKU (any case)? */
export const barcodeNames = (barcode: string, facts: ProductFacts | undefined, sku: string) => {
  const scanned = barcode.trim().toLowerCase();
  return (facts?.barcode ?? '').toLowerCase() === scanned || (facts?.sku ?? sku).toLowerCase() === scanned;
};
