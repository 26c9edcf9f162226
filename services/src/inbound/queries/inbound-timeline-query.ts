// The timeline of one shipment: every event in order with its actor and impersonating staff member by name.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type InboundEventType } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import type { inboundTimelineView } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

type TimelineView = z.infer<typeof inboundTimelineView>;

/** `sellerId` null: staff. */
export class GetInboundTimeline extends Query<TimelineView> {
  constructor(
    readonly sellerId: string | null,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetInboundTimeline)
export class GetInboundTimelineHandler implements IQueryHandler<GetInboundTimeline, TimelineView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, shipmentId }: GetInboundTimeline): Promise<TimelineView> {
    let owner = this.db.selectFrom('inbound_shipments').select('id').where('id', '=', shipmentId);
    if (sellerId) owner = owner.where('seller_id', '=', sellerId);
    if (!(await owner.executeTakeFirst())) throw new DomainError(ErrorCode.NOT_FOUND);
    const rows = await this.db
      .selectFrom('inbound_timeline as t')
      .leftJoin('users as a', 'a.id', 't.actor_id')
      .leftJoin('users as i', 'i.id', 't.impersonator_id')
      .selectAll('t')
      .select(['a.full_name as actor_name', 'i.full_name as impersonator_name'])
      .where('t.shipment_id', '=', shipmentId)
      .orderBy('t.version')
      .execute();
    return {
      items: rows.map((r) => ({
        position: r.position,
        type: r.type as InboundEventType,
        at: new Date(r.at).toISOString(),
        actorId: r.actor_id,
        actorName: r.actor_name,
        impersonatorId: r.impersonator_id,
        impersonatorName: r.impersonator_name,
        data: r.data,
      })),
    };
  }
}
