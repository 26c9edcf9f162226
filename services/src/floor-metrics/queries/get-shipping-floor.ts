// Orders waiting to ship (fulfillment paid, not handed over, not canceled) by age now, the longest waiting, and the
// orders handed over in the period per day of the reader's time zone and carrier.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { WAITING_AGES, type ShippingView } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { CLOCK, READ_DB } from '../../persistence/tokens';

export class GetShippingFloor extends Query<ShippingView> {
  constructor(
    readonly from: Date,
    readonly to: Date,
    readonly timeZone: string,
  ) {
    super();
  }
}

const OLDEST_LIMIT = 20;

@QueryHandler(GetShippingFloor)
export class GetShippingFloorHandler implements IQueryHandler<GetShippingFloor, ShippingView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ from, to, timeZone }: GetShippingFloor): Promise<ShippingView> {
    const now = this.clock.now();
    const waitingOrders = this.db
      .selectFrom('floor_shipping as f')
      .where('f.paid_at', 'is not', null)
      .where('f.handed_over_at', 'is', null)
      .where('f.canceled', '=', false);
    const ageDays = sql<number>`floor(extract(epoch from (${now}::timestamptz - f.paid_at)) / 86400)`;
    const [ages, oldest, handedOver] = await Promise.all([
      waitingOrders
        .select([sql<string>`least(${ageDays}, 3)::int`.as('age'), sql<string>`count(*)`.as('orders')])
        .groupBy(sql`1`)
        .execute(),
      waitingOrders
        .leftJoin('orders as o', 'o.id', 'f.order_id')
        .select(['f.order_id', 'o.number', 'f.paid_at'])
        .orderBy('f.paid_at')
        .limit(OLDEST_LIMIT)
        .execute(),
      this.db
        .selectFrom('floor_shipping as f')
        .where('f.handed_over_at', '>=', from)
        .where('f.handed_over_at', '<', to)
        .select([
          sql<string>`to_char(f.handed_over_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
          sql<string>`coalesce(f.carrier, '—')`.as('carrier'),
          sql<string>`count(*)`.as('orders'),
        ])
        .groupBy([sql`1`, sql`2`])
        .orderBy(sql`1`)
        .orderBy(sql`2`)
        .execute(),
    ]);
    const byAge = new Map(ages.map((a) => [Number(a.age), Number(a.orders)]));
    return {
      waiting: WAITING_AGES.map((age, days) => ({ age, orders: byAge.get(days) ?? 0 })),
      oldestWaiting: oldest.map((o) => ({ id: o.order_id, number: o.number, paidAt: new Date(o.paid_at!).toISOString() })),
      handedOver: handedOver.map((h) => ({ day: h.day, carrier: h.carrier, orders: Number(h.orders) })),
    };
  }
}
