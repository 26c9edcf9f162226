// Receiving times: each inbound shipment delivered in the period, how long until its last unit was in a bin, the
// share located within 1, 2 and 3 days, and the open shipments past the promise (any period).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { RECEIVING_PROMISE_DAYS, type ReceivingShipment, type ReceivingView } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { CLOCK, READ_DB } from '../../persistence/tokens';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LIST_LIMIT = 500;

export class GetReceivingTimes extends Query<ReceivingView> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}

type Row = { shipment_id: string; number: string | null; delivered_at: Date | null; located_at: Date | null };

const shipmentOf = (r: Row): ReceivingShipment => {
  const delivered = new Date(r.delivered_at!);
  const located = r.located_at ? new Date(r.located_at) : null;
  return {
    id: r.shipment_id,
    number: r.number,
    deliveredAt: delivered.toISOString(),
    locatedAt: located?.toISOString() ?? null,
    hours: located ? Math.round(((located.getTime() - delivered.getTime()) / HOUR_MS) * 10) / 10 : null,
  };
};

@QueryHandler(GetReceivingTimes)
export class GetReceivingTimesHandler implements IQueryHandler<GetReceivingTimes, ReceivingView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ from, to }: GetReceivingTimes): Promise<ReceivingView> {
    const shipments = () =>
      this.db
        .selectFrom('floor_receiving as r')
        .leftJoin('inbound_shipments as s', 's.id', 'r.shipment_id')
        .select(['r.shipment_id', 's.number', 'r.delivered_at', 'r.located_at']);
    const lateBefore = new Date(this.clock.now().getTime() - RECEIVING_PROMISE_DAYS * DAY_MS);
    const [inPeriod, lateOpen] = await Promise.all([
      shipments().where('r.delivered_at', '>=', from).where('r.delivered_at', '<', to).orderBy('r.delivered_at', 'desc').execute(),
      shipments()
        .where('r.delivered_at', '<', lateBefore)
        .where('r.located_at', 'is', null)
        .where('r.lost', '=', false)
        .orderBy('r.delivered_at')
        .limit(LIST_LIMIT)
        .execute(),
    ]);
    const all = inPeriod.map(shipmentOf);
    const within = [1, 2, 3].map((days) => {
      const located = all.filter((s) => s.hours !== null && s.hours <= days * 24).length;
      return { days, located, share: all.length === 0 ? 0 : located / all.length };
    });
    return { delivered: all.length, within, shipments: all.slice(0, LIST_LIMIT), lateOpen: lateOpen.map(shipmentOf) };
  }
}
