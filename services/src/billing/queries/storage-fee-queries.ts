// A seller's storage fees (history and report) and the volume stored this month so far.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { STORAGE_PRICE_CENTS_PER_CUBIC_FOOT_MONTH, type StorageFeeView } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase, StorageFeeRow } from '@ledgerhouse/projections';
import type { Page } from '@ledgerhouse/contracts';
import { paginate } from '../../persistence/paginate';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import { averageOverRecordedDays, storedCubicFeet } from '../domain/storage-fee';
import { monthOf } from '../domain/subscription-period';

const viewOf = (row: StorageFeeRow): StorageFeeView => ({
  id: row.id,
  period: row.period,
  averageDailyCubicFeet: Number(row.average_daily_cubic_feet),
  priceCents: row.price_cents,
  paid: row.paid,
  at: new Date(row.at).toISOString(),
});

/** A page of fees, newest month first; `months` narrows to periods from..to (YYYY-MM) for the report. */
export class ListStorageFees extends Query<Page<StorageFeeView>> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
    readonly months: { from: string; to: string } | null = null,
  ) {
    super();
  }
}

@QueryHandler(ListStorageFees)
export class ListStorageFeesHandler implements IQueryHandler<ListStorageFees, Page<StorageFeeView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, page, pageSize, months }: ListStorageFees): Promise<Page<StorageFeeView>> {
    let query = this.db.selectFrom('storage_fees').where('user_id', '=', userId);
    if (months) query = query.where('period', '>=', months.from).where('period', '<=', months.to);
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('period', 'desc'), { page, pageSize });
    return { items: rows.map(viewOf), total, page, pageSize };
  }
}

export interface CurrentStorage {
  cubicFeetToday: number;
  daysRecorded: number;
  averageDailyCubicFeet: number;
  priceCentsPerCubicFootMonth: number;
}

export class GetCurrentStorage extends Query<CurrentStorage> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetCurrentStorage)
export class GetCurrentStorageHandler implements IQueryHandler<GetCurrentStorage, CurrentStorage> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today: measured now from the products read model; the month so far: the mean of its recorded days. */
  async execute({ userId }: GetCurrentStorage): Promise<CurrentStorage> {
    const now = this.clock.now();
    const [products, days] = await Promise.all([
      this.db
        .selectFrom('products')
        .select(['dimensions', 'total'])
        .where('seller_id', '=', userId)
        .where('deleted', '=', false)
        .where('total', '>', 0)
        .execute(),
      this.db
        .selectFrom('storage_volumes')
        .select('cubic_feet')
        .where('user_id', '=', userId)
        .where('day', 'like', `${monthOf(now)}-%`)
        .execute(),
    ]);
    return {
      cubicFeetToday: storedCubicFeet(products),
      daysRecorded: days.length,
      averageDailyCubicFeet: averageOverRecordedDays(days.map((d) => Number(d.cubic_feet))),
      priceCentsPerCubicFootMonth: STORAGE_PRICE_CENTS_PER_CUBIC_FOOT_MONTH,
    };
  }
}
