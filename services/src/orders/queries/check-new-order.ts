// The checks of a new order before the seller confirms it (spec 5): its number is not one of the seller's orders, each
// SKU is a live product, each quantity within available stock. Changes nothing; the create checks again for real.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, type CreateOrderBody } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { OrderLines } from '../services/order-lines';

export class CheckNewOrder extends Query<{ valid: true }> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateOrderBody,
  ) {
    super();
  }
}

@QueryHandler(CheckNewOrder)
export class CheckNewOrderHandler implements IQueryHandler<CheckNewOrder, { valid: true }> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly orderLines: OrderLines,
  ) {}

  async execute({ sellerId, body }: CheckNewOrder): Promise<{ valid: true }> {
    const taken = await this.db
      .selectFrom('orders')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where(sql<string>`lower(trim(number))`, '=', body.number.trim().toLowerCase())
      .executeTakeFirst();
    if (taken)
      throw new DomainError(ErrorCode.ORDER_NUMBER_TAKEN, {}, { fields: [{ field: 'number', code: ErrorCode.ORDER_NUMBER_TAKEN }] });
    await this.orderLines.resolve(sellerId, body.lines);
    return { valid: true };
  }
}
