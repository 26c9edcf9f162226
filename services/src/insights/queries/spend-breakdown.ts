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
    const start = sql<Date>`(${`${from}-01`}::timestamp at time zone ${timeZone})`;
    const end = sql<Date>`(${`${nextMonth(to)}-01`}::timestamp at time zone ${timeZone})`;
    const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')`;
    const [spent, refunded, shipped, fees] = await Promise.all([
      this.db
        .selectFrom('wallet_spendings')
        .select([monthOf('at').as('month'), 'purpose', sql<string>`sum(amount_cents)`.as('cents')])
        .where('user_id', '=', sellerId)
        .where('at', '>=', start)
        .where('at', '<', end)
        .groupBy([sql`1`, 'purpose'])
        .execute(),
      this.db
        .selectFrom('wallet_top_ups')
        .select([monthOf('at').as('month'), 'refund_purpose as purpose', sql<string>`sum(amount_cents)`.as('cents')])
        .where('user_id', '=', sellerId)
        .where('source', '=', 'REFUND')
        .where('refund_purpose', 'is not', null)
        .where('at', '>=', start)
        .where('at', '<', end)
        .groupBy([sql`1`, 'refund_purpose'])
        .execute(),
      this.db
        .selectFrom('insights_stock_changes')
        .select([monthOf('at').as('month'), sql<string>`count(distinct document_id)`.as('orders')])
        .where('seller_id', '=', sellerId)
        .where('cause', '=', 'FULFILLMENT')
        .where('at', '>=', start)
        .where('at', '<', end)
        .groupBy(sql`1`)
        .execute(),
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
    for (const s of spent) add(s.month, s.purpose, Number(s.cents));
    for (const r of refunded) add(r.month, r.purpose, -Number(r.cents));
    for (const s of shipped) {
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
