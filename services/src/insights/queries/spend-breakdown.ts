// Spend breakdown (docs/decisions/0042): the wallet's spendings by purpose per month in the reader's time zone, less
// the refunds of each purpose; orders shipped per month (FULFILLMENT changes) and the ORDER_FULFILLMENT spent per one;
// each storage period's fee per unit stored on average (time-weighted over the seller's stock changes). Read models only.
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { SPENDING_PURPOSES, type SpendBreakdown, type SpendMonth } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import { averageUnitsStored } from './average-units-stored';

export class GetSpendBreakdown extends Query<SpendBreakdown> {
  constructor(
    readonly sellerId: string,
    readonly filter: { from: string; to: string; timeZone: string },
  ) {
    super();
  }
}

/** "YYYY-MM" one month on. */
export const nextMonth = (month: string) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export function monthsOf(from: string, to: string): string[] {
  const months = [from];
  while (months[months.length - 1] !== to) months.push(nextMonth(months[months.length - 1]!));
  return months;
}

@QueryHandler(GetSpendBreakdown)
export class GetSpendBreakdownHandler implements IQueryHandler<GetSpendBreakdown, SpendBreakdown> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, filter }: GetSpendBreakdown): Promise<SpendBreakdown> {
    const { from, to, timeZone } = filter;
    // The reader's months as instants, worked out once: each table is then read by index ranges, with no time zone
    // conversion, formatting or sort per row.
    const readerMonths = sql`(select to_char(m, 'YYYY-MM') as month, m at time zone ${timeZone} as starts,
        (m + interval '1 month') at time zone ${timeZone} as ends
      from generate_series(${`${from}-01`}::timestamp, ${`${to}-01`}::timestamp, interval '1 month') as m)`;
    type ByPurpose = { month: string; purpose: string | null; cents: string };
    const [spent, refunded, shipped, fees] = await Promise.all([
      sql<ByPurpose>`select m.month, s.purpose, sum(s.amount_cents)::text as cents from ${readerMonths} m
        join wallet_spendings s on s.user_id = ${sellerId} and s.at >= m.starts and s.at < m.ends
        group by m.month, s.purpose`.execute(this.db),
      sql<ByPurpose>`select m.month, t.refund_purpose as purpose, sum(t.amount_cents)::text as cents from ${readerMonths} m
        join wallet_top_ups t on t.user_id = ${sellerId} and t.at >= m.starts and t.at < m.ends
        where t.source = 'REFUND' and t.refund_purpose is not null
        group by m.month, t.refund_purpose`.execute(this.db),
      sql<{ month: string; orders: number }>`select m.month, (select count(distinct c.document_id) from insights_stock_changes c
          where c.seller_id = ${sellerId} and c.cause = 'FULFILLMENT' and c.at >= m.starts and c.at < m.ends)::int as orders
        from ${readerMonths} m`.execute(this.db),
      this.db
        .selectFrom('storage_fees')
        .select(['period', 'price_cents'])
        .where('user_id', '=', sellerId)
        .where('period', '>=', from)
        .where('period', '<=', to)
        .orderBy('period')
        .execute(),
    ]);
    const months = new Map<string, SpendMonth>(
      monthsOf(from, to).map((month) => [
        month,
        {
          month,
          byPurpose: Object.fromEntries(SPENDING_PURPOSES.map((p) => [p, 0])) as SpendMonth['byPurpose'],
          totalCents: 0,
          ordersShipped: 0,
          costPerOrderShippedCents: null,
        },
      ]),
    );
    const add = (month: string, purpose: string | null, cents: number) => {
      const row = months.get(month);
      if (!row || !purpose || !(purpose in row.byPurpose)) return;
      row.byPurpose[purpose as keyof SpendMonth['byPurpose']] += cents;
      row.totalCents += cents;
    };
    for (const s of spent.rows) add(s.month, s.purpose, Number(s.cents));
    for (const r of refunded.rows) add(r.month, r.purpose, -Number(r.cents));
    for (const s of shipped.rows) {
      const row = months.get(s.month);
      if (!row) continue;
      row.ordersShipped = Number(s.orders);
      row.costPerOrderShippedCents = row.ordersShipped > 0 ? Math.round(row.byPurpose.ORDER_FULFILLMENT / row.ordersShipped) : null;
    }
    const averages = await averageUnitsStored(
      this.db,
      sellerId,
      fees.map((f) => f.period),
      this.clock.now(),
    );
    return {
      months: [...months.values()],
      storage: fees.map((f) => {
        const average = averages.get(f.period) ?? 0;
        return {
          period: f.period,
          feeCents: f.price_cents,
          averageUnitsStored: Math.round(average * 100) / 100,
          costPerUnitCents: average > 0 ? Math.round(f.price_cents / average) : null,
        };
      }),
    };
  }
}
