// Days of stock left (docs/decisions/0042): each product's available stock ÷ the units it shipped per day over the
// window, fewest days first (no shipments last), and the same for all the seller's products together. Reads products
// (available, incoming) and insights_stock_changes (FULFILLMENT rows), never the events table.
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { DaysLeftFigures, DaysLeftPage } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { daysLeft } from '../domain/days-left';

export class GetDaysOfStockLeft extends Query<DaysLeftPage> {
  constructor(
    readonly sellerId: string,
    readonly filter: { windowDays: number; page: number; pageSize: number },
  ) {
    super();
  }
}

export function figures(available: number, incoming: number, shipped: number, windowDays: number): DaysLeftFigures {
  return {
    available,
    incoming,
    shippedUnits: shipped,
    unitsPerDay: Math.round((shipped / windowDays) * 100) / 100,
    daysLeft: daysLeft(available, shipped, windowDays),
    daysLeftWithIncoming: daysLeft(available + incoming, shipped, windowDays),
  };
}

@QueryHandler(GetDaysOfStockLeft)
export class GetDaysOfStockLeftHandler implements IQueryHandler<GetDaysOfStockLeft, DaysLeftPage> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: GetDaysOfStockLeft): Promise<DaysLeftPage> {
    const { windowDays, page, pageSize } = filter;
    // The rows' instants are the store's recorded_at, so the window is counted on the database's clock too.
    const since = sql<Date>`now() - make_interval(days => ${windowDays})`;
    const products = this.db
      .with('shipped', (db) =>
        db
          .selectFrom('insights_stock_changes')
          .select(['product_id', sql<number>`-sum(total_delta)::int`.as('units')])
          .where('seller_id', '=', sellerId)
          .where('cause', '=', 'FULFILLMENT')
          .where('at', '>=', since)
          .groupBy('product_id'),
      )
      .selectFrom('products as p')
      .leftJoin('shipped as s', 's.product_id', 'p.id')
      .where('p.seller_id', '=', sellerId)
      .where('p.deleted', '=', false);
    const shipped = sql<number>`coalesce(s.units, 0)`;
    const [rows, all] = await Promise.all([
      products
        .select(['p.id', 'p.sku', 'p.title', 'p.available', 'p.incoming', shipped.as('shipped')])
        .orderBy(sql`case when coalesce(s.units, 0) > 0 then p.available::numeric / s.units end`, (ob) => ob.asc().nullsLast())
        .orderBy('p.sku')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      products
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(p.available), 0)`.as('available'),
          sql<string>`coalesce(sum(p.incoming), 0)`.as('incoming'),
          sql<string>`coalesce(sum(s.units), 0)`.as('shipped'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      windowDays,
      all: figures(Number(all.available), Number(all.incoming), Number(all.shipped), windowDays),
      items: rows.map((r) => ({
        productId: r.id,
        sku: r.sku,
        title: r.title,
        ...figures(r.available, r.incoming, Number(r.shipped), windowDays),
      })),
      total: Number(all.n),
      page,
      pageSize,
    };
  }
}
