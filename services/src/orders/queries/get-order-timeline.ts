// The timeline of one order: every event in order with its actor (name and role) and impersonating staff member.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type OrderEventType, type OrderTimelineView, type USER_TYPES } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

/** `sellerId` null: staff. */
export class GetOrderTimeline extends Query<OrderTimelineView> {
  constructor(
    readonly sellerId: string | null,
    readonly orderId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOrderTimeline)
export class GetOrderTimelineHandler implements IQueryHandler<GetOrderTimeline, OrderTimelineView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, orderId }: GetOrderTimeline): Promise<OrderTimelineView> {
    let owner = this.db.selectFrom('orders').select('id').where('id', '=', orderId);
    if (sellerId) owner = owner.where('seller_id', '=', sellerId);
    if (!(await owner.executeTakeFirst())) throw new DomainError(ErrorCode.NOT_FOUND);
    const rows = await this.db
      .selectFrom('order_timeline as t')
      .leftJoin('users as a', 'a.id', 't.actor_id')
      .leftJoin('users as i', 'i.id', 't.impersonator_id')
      .selectAll('t')
      .select(['a.id as actor_known', 'a.full_name as actor_name', 'a.user_type as actor_type', 'i.full_name as impersonator_name'])
      .where('t.order_id', '=', orderId)
      .orderBy('t.version')
      .execute();
    return {
      items: rows.map((r) => ({
        position: r.position,
        type: r.type as OrderEventType,
        at: new Date(r.at).toISOString(),
        actorId: r.actor_id,
        actorRole: r.actor_known === null ? null : ((r.actor_type as (typeof USER_TYPES)[number] | null) ?? 'SELLER'),
        actorName: r.actor_name,
        impersonatorId: r.impersonator_id,
        impersonatorName: r.impersonator_name,
        data: r.data,
      })),
    };
  }
}
