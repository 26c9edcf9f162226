// The pick list: paid orders waiting to be picked (NOT_PICKED or PICKING), oldest first, their units grouped and
// ordered by bin from stock_by_bin; or only the given orders (a batch).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { PickLineView, PickListView, PickStatus } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../../persistence/tokens';
import { pickRoute, type RouteLine } from '../domain/pick-route';
import { PickBatch, type ProductFacts } from '../services/pick-batch';

/** The most orders one pick list shows (the oldest). */
const PICK_LIST_MAX = 500;

export class GetPickList extends Query<PickListView> {
  constructor(readonly orderIds: readonly string[] | undefined) {
    super();
  }
}

export const pickLineViewOf =
  (products: Map<string, ProductFacts>) =>
  (line: RouteLine): PickLineView => ({
    ...line,
    title: products.get(line.productId)?.title ?? '',
    barcode: products.get(line.productId)?.barcode ?? null,
  });

@QueryHandler(GetPickList)
export class GetPickListHandler implements IQueryHandler<GetPickList, PickListView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly batch: PickBatch,
  ) {}

  async execute({ orderIds }: GetPickList): Promise<PickListView> {
    let query = this.db
      .selectFrom('warehouse_orders')
      .select(['order_id', 'number', 'seller_id', 'pick_status', 'placed_at', 'lines'])
      .where('status', '=', 'PROCESSING')
      .where('payment_status', '=', 'PAID')
      .where('pick_status', 'in', ['NOT_PICKED', 'PICKING'])
      .orderBy('placed_at')
      .orderBy('order_id')
      .limit(PICK_LIST_MAX);
    if (orderIds) query = query.where('order_id', 'in', orderIds.length ? [...orderIds] : ['']);
    const rows = await query.execute();
    const needs = rows.map((r) => ({
      orderId: r.order_id,
      number: r.number,
      needs: r.lines.map((l) => ({ productId: l.productId, sku: l.sku, quantity: l.quantity - l.picked })).filter((n) => n.quantity > 0),
    }));
    const productIds = rows.flatMap((r) => r.lines.map((l) => l.productId));
    const route = pickRoute(needs, await this.batch.binStock(productIds));
    const lineView = pickLineViewOf(await this.batch.products(productIds));
    return {
      orders: rows.map((r) => ({
        orderId: r.order_id,
        number: r.number,
        sellerId: r.seller_id,
        pickStatus: r.pick_status as PickStatus,
        placedAt: new Date(r.placed_at).toISOString(),
        units: r.lines.reduce((sum, l) => sum + l.quantity, 0),
        picked: r.lines.reduce((sum, l) => sum + l.picked, 0),
      })),
      stops: route.stops.map((stop) => ({ binCode: stop.binCode, lines: stop.lines.map(lineView) })),
      unlocated: route.unlocated.map(lineView),
    };
  }
}
