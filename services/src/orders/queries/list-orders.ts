// The seller's order list: one tab, filters, sort and page, and how many orders each tab holds under the same filters.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { OrderListQuery, OrderPage, OrderRow, OrderTabCounts } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { numberLike, sortOf } from './order-filters';
import { rowOf } from './order-records';

export class ListOrders extends Query<OrderPage> {
  constructor(
    readonly sellerId: string,
    readonly filter: OrderListQuery,
  ) {
    super();
  }
}

@QueryHandler(ListOrders)
export class ListOrdersHandler implements IQueryHandler<ListOrders, OrderPage> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: ListOrders): Promise<OrderPage> {
    let filtered = this.db.selectFrom('orders as o').where('o.seller_id', '=', sellerId);
    if (filter.number) filtered = filtered.where('o.number', 'ilike', numberLike(filter.number));
    if (filter.orderDateFrom) filtered = filtered.where('o.order_date', '>=', new Date(filter.orderDateFrom));
    if (filter.orderDateTo) filtered = filtered.where('o.order_date', '<=', new Date(filter.orderDateTo));
    if (filter.channel) filtered = filtered.where('o.channel', '=', filter.channel);
    const inTab = filter.tab === 'all' ? filtered : filtered.where('o.tab', '=', filter.tab);
    const [column, direction] = sortOf(filter.sort);
    const [page, perTab] = await Promise.all([
      paginate(inTab, (q) => q.selectAll('o').orderBy(column, direction).orderBy('o.id', direction), filter),
      filtered
        .select(['o.tab', sql<string>`count(*)`.as('n')])
        .groupBy('o.tab')
        .execute(),
    ]);
    const counts: OrderTabCounts = { 'action-required': 0, processing: 0, completed: 0, cancelled: 0, all: 0 };
    for (const { tab, n } of perTab) {
      counts[tab] = Number(n);
      counts.all += Number(n);
    }
    const items = page.items.map((r): OrderRow => {
      const { sellerId: _i, sellerEmail: _e, sellerName: _n, ...row } = rowOf({ ...r, seller_email: null, seller_name: null });
      return row;
    });
    return { ...page, items, counts };
  }
}
