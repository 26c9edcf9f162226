// Units a seller stored on average over each UTC month (a storage fee's period): ∫ units dt over the month ÷ its length,
// a month still running counted up to now. Each row of insights_stock_changes carries the integral up to it, so the
// integral up to any instant is the last row by then plus its level held since: one index read per instant, all the
// months' instants in one statement.
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

interface LastChange {
  instant: Date;
  at: Date | null;
  seller_total: number | null;
  seller_unit_seconds: number | null;
}

/** ∫ seller_total dt, in unit-seconds, from the seller's first change up to each of `instants`. */
async function unitSecondsAt(db: Kysely<ReadModelDatabase>, sellerId: string, instants: number[]): Promise<Map<number, number>> {
  const { rows } = await sql<LastChange>`
    select i.instant, c.at, c.seller_total, c.seller_unit_seconds
    from unnest(${instants.map((t) => new Date(t).toISOString())}::timestamptz[]) as i(instant)
    left join lateral (
      select at, seller_total, seller_unit_seconds from insights_stock_changes
      where seller_id = ${sellerId} and at <= i.instant
      order by at desc, seq desc
      limit 1
    ) c on true`.execute(db);
  return new Map(
    rows.map((r) => {
      const instant = new Date(r.instant).getTime();
      const held = r.at === null ? 0 : (r.seller_unit_seconds ?? 0) + ((r.seller_total ?? 0) * (instant - new Date(r.at).getTime())) / 1000;
      return [instant, held];
    }),
  );
}

export async function averageUnitsStored(
  db: Kysely<ReadModelDatabase>,
  sellerId: string,
  periods: string[],
  now: Date,
): Promise<Map<string, number>> {
  const spans = periods.map((period) => {
    const [year, month] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
    const start = Date.UTC(year, month - 1, 1);
    return { period, start, end: Math.min(Date.UTC(year, month, 1), Math.max(now.getTime(), start)) };
  });
  const counted = spans.filter((s) => s.end > s.start);
  const integrals =
    counted.length === 0
      ? new Map<number, number>()
      : await unitSecondsAt(
          db,
          sellerId,
          counted.flatMap((s) => [s.start, s.end]),
        );
  return new Map(
    spans.map(({ period, start, end }) => [
      period,
      end <= start ? 0 : (integrals.get(end)! - integrals.get(start)!) / ((end - start) / 1000),
    ]),
  );
}
