// One order: a seller's own (another's is NOT_FOUND), or any seller's for staff; with the products' titles as they are now.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type AdminOrderView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { viewOf } from './order-records';

/** `sellerId` null: staff. */
export class GetOrder extends Query<AdminOrderView> {
  constructor(
    readonly sellerId: string | null,
    readonly orderId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOrder)
export class GetOrderHandler implements IQueryHandler<GetOrder, AdminOrderView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, orderId }: GetOrder): Promise<AdminOrderView> {
    let query = this.db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.seller_id')
      .selectAll('o')
      .select(['u.email as seller_email', 'u.full_name as seller_name'])
      .where('o.id', '=', orderId);
    if (sellerId) query = query.where('o.seller_id', '=', sellerId);
    const row = await query.executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    const ids = [...new Set(row.lines.map((l) => l.productId))];
    const products = ids.length ? await this.db.selectFrom('products').select(['id', 'title']).where('id', 'in', ids).execute() : [];
    return viewOf(row, new Map(products.map((p) => [p.id, p.title])));
  }
}
