// The timeline of one shipment: every event in order with its actor and impersonating staff member by name; a return
// whose label was bought through the app starts with that purchase (carrier, price).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type InboundEventType } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import type { inboundTimelineView } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { boughtReturnLabel } from '../../returns/services/bought-return-label';

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
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ sellerId, shipmentId }: GetInboundTimeline): Promise<TimelineView> {
    let owner = this.db.selectFrom('inbound_shipments').select(['id', 'type']).where('id', '=', shipmentId);
    if (sellerId) owner = owner.where('seller_id', '=', sellerId);
    const shipment = await owner.executeTakeFirst();
    if (!shipment) throw new DomainError(ErrorCode.NOT_FOUND);
    const rows = await this.db
      .selectFrom('inbound_timeline as t')
      .leftJoin('users as a', 'a.id', 't.actor_id')
      .leftJoin('users as i', 'i.id', 't.impersonator_id')
      .selectAll('t')
      .select(['a.full_name as actor_name', 'i.full_name as impersonator_name'])
      .where('t.shipment_id', '=', shipmentId)
      .orderBy('t.version')
      .execute();
    const label = shipment.type === 'RETURN' ? await this.returnLabelEntry(shipmentId) : [];
    return {
      items: [
        ...label,
        ...rows.map((r) => ({
          position: r.position,
          type: r.type as InboundEventType,
          at: new Date(r.at).toISOString(),
          actorId: r.actor_id,
          actorName: r.actor_name,
          impersonatorId: r.impersonator_id,
          impersonatorName: r.impersonator_name,
          data: r.data,
        })),
      ],
    };
  }

  private async returnLabelEntry(shipmentId: string): Promise<TimelineView['items']> {
    const bought = await boughtReturnLabel(this.db, this.store, shipmentId);
    if (!bought) return [];
    const { userId, impersonatorId } = bought.metadata;
    const ids = [userId, impersonatorId].filter((id): id is string => Boolean(id));
    const names = ids.length ? await this.db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', ids).execute() : [];
    const name = (id: string | null | undefined) => names.find((u) => u.id === id)?.full_name ?? null;
    const { carrier, service, trackingNumber, costCents } = bought.data.label;
    return [
      {
        position: bought.position,
        type: 'ReturnLabelPurchased',
        at: bought.data.at,
        actorId: userId ?? null,
        actorName: name(userId),
        impersonatorId: impersonatorId ?? null,
        impersonatorName: name(impersonatorId),
        data: { carrier, service, trackingNumber, costCents },
      },
    ];
  }
}
