// The warehouse's fulfillment list: every seller's orders with the seller, by seller, facet statuses and number.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AdminOrderListQuery, AdminOrderPage } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { numberLike, sortOf } from './order-filters';
import { rowOf } from './order-records';

export class ListAdminOrders extends Query<AdminOrderPage> {
  constructor(readonly filter: AdminOrderListQuery) {
    super();
  }
}

@QueryHandler(ListAdminOrders)
export class ListAdminOrdersHandler implements IQueryHandler<ListAdminOrders, AdminOrderPage> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListAdminOrders): Promise<AdminOrderPage> {
    let filtered = this.db.selectFrom('orders as o');
    if (filter.number) filtered = filtered.where('o.number', 'ilike', numberLike(filter.number));
    if (filter.sellerId) filtered = filtered.where('o.seller_id', '=', filter.sellerId);
    if (filter.status?.length) filtered = filtered.where('o.status', 'in', filter.status);
    if (filter.pickStatus?.length) filtered = filtered.where('o.pick_status', 'in', filter.pickStatus);
    if (filter.paymentStatus?.length) filtered = filtered.where('o.payment_status', 'in', filter.paymentStatus);
    const [column, direction] = sortOf(filter.sort);
    const page = await paginate(
      filtered,
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 'o.seller_id')
          .selectAll('o')
          .select(['u.email as seller_email', 'u.full_name as seller_name'])
          .orderBy(column, direction)
          .orderBy('o.id', direction),
      filter,
    );
    return { ...page, items: page.items.map(rowOf) };
  }
}
