// A seller's product defaults from the read model; all empty until the first save.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { ProductDefaultsView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';

export class GetProductDefaults extends Query<ProductDefaultsView> {
  constructor(readonly sellerId: string) {
    super();
  }
}

@QueryHandler(GetProductDefaults)
export class GetProductDefaultsHandler implements IQueryHandler<GetProductDefaults, ProductDefaultsView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId }: GetProductDefaults): Promise<ProductDefaultsView> {
    const row = await this.db.selectFrom('product_defaults').selectAll().where('user_id', '=', sellerId).executeTakeFirst();
    if (!row) return { updatedAt: null };
    return {
      countryOfOrigin: row.country_of_origin ?? undefined,
      unitOfMeasurement: row.unit_of_measurement ?? undefined,
      dimensions: (row.dimensions as ProductDefaultsView['dimensions']) ?? undefined,
      weight: (row.weight as ProductDefaultsView['weight']) ?? undefined,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}
