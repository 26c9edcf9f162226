// Units a seller stored on average over each UTC month (a storage fee's period): every level held, weighted by how long
// it was held in the month, from insights_stock_changes (the level before the month's first change included); a month
// still running counts up to now.
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export async function averageUnitsStored(
  db: Kysely<ReadModelDatabase>,
  sellerId: string,
  periods: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (periods.length === 0) return new Map();
  const sorted = [...periods].sort();
  const first = sql<Date>`(${`${sorted[0]}-01`}::timestamp at time zone 'UTC')`;
  const last = sql<Date>`((${`${sorted[sorted.length - 1]}-01`}::timestamp + interval '1 month') at time zone 'UTC')`;
  const { rows } = await sql<{ period: string; average: string | number }>`
    with months as (
      select m as start, m + interval '1 month' as stop, to_char(m, 'YYYY-MM') as period
      from unnest(${sorted}::text[]) p, lateral (select (p || '-01')::timestamp at time zone 'UTC' as m) t
    ),
    levels as (
      select at, seller_total,
        coalesce(lead(at) over (order by at, seq), least(${now}::timestamptz, ${last})) as until
      from (
        (select ${first} as at, seller_total, 0 as seq from insights_stock_changes
          where seller_id = ${sellerId} and at < ${first}
          order by at desc, seq desc limit 1)
        union all
        (select at, seller_total, seq from insights_stock_changes where seller_id = ${sellerId} and at >= ${first} and at < ${last})
      ) held
    )
    select months.period,
      coalesce(sum(levels.seller_total * extract(epoch from least(levels.until, months.stop) - greatest(levels.at, months.start))), 0)
        / nullif(extract(epoch from (least(months.stop, greatest(${now}::timestamptz, months.start)) - months.start)), 0) as average
    from months left join levels on levels.at < months.stop and levels.until > months.start
    group by months.period, months.start, months.stop`.execute(db);
  return new Map(rows.map((r) => [r.period, Number(r.average)]));
}
