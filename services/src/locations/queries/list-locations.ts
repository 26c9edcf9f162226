import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { LocationView, Page } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export interface LocationFilter {
  page: number;
  pageSize: number;
  search?: string;
  active?: boolean;
}

/** Bins in code order, with the units each holds. */
export class ListLocations extends Query<Page<LocationView>> {
  constructor(readonly filter: LocationFilter) {
    super();
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListLocations)
export class ListLocationsHandler implements IQueryHandler<ListLocations, Page<LocationView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListLocations): Promise<Page<LocationView>> {
    let query = this.db.selectFrom('locations');
    if (filter.active !== undefined) query = query.where('active', '=', filter.active);
    if (filter.search) query = query.where('code', 'like', `%${escapeLike(filter.search.toUpperCase())}%`);
    const page = await paginate(
      query,
      (q) =>
        q
          .select(['code', 'zone', 'aisle', 'shelf', 'active', 'created_at'])
          .select((eb) =>
            eb
              .selectFrom('stock_by_bin')
              .select(sql<string>`coalesce(sum(quantity), 0)`.as('units'))
              .whereRef('stock_by_bin.location_code', '=', 'locations.code')
              .as('units'),
          )
          .orderBy('code'),
      filter,
    );
    return {
      ...page,
      items: page.items.map((r) => ({
        code: r.code,
        zone: r.zone,
        aisle: r.aisle,
        shelf: r.shelf,
        active: r.active,
        units: Number(r.units ?? 0),
        createdAt: r.created_at.toISOString(),
      })),
    };
  }
}
