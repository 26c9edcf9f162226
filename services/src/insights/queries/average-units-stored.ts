// Units a seller stored on average over each UTC month (a storage fee's period): ∫ units dt over the month ÷ its length,
// a month still running counted up to now. Each row of insights_stock_changes carries the integral up to it, so the
// integral up to any instant is the last row by then plus its level held since: two index reads per month.
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export async function averageUnitsStored(
  db: Kysely<ReadModelDatabase>,
  sellerId: string,
  periods: string[],
  now: Date,
): Promise<Map<string, number>> {
  /** ∫ seller_total dt, in unit-seconds, from the seller's first change up to `instant`. */
  const unitSecondsAt = async (instant: number): Promise<number> => {
    const row = await db
      .selectFrom('insights_stock_changes')
      .select(['at', 'seller_total', 'seller_unit_seconds'])
      .where('seller_id', '=', sellerId)
      .where('at', '<=', new Date(instant))
      .orderBy('at', 'desc')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? row.seller_unit_seconds + (row.seller_total * (instant - new Date(row.at).getTime())) / 1000 : 0;
  };
  const averages = await Promise.all(
    periods.map(async (period) => {
      const [year, month] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
      const start = Date.UTC(year, month - 1, 1);
      const end = Math.min(Date.UTC(year, month, 1), Math.max(now.getTime(), start));
      if (end <= start) return [period, 0] as const;
      const [from, to] = await Promise.all([unitSecondsAt(start), unitSecondsAt(end)]);
      return [period, (to - from) / ((end - start) / 1000)] as const;
    }),
  );
  return new Map(averages);
}
