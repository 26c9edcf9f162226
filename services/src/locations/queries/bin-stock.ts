// What one bin holds, and which bins hold one product (for placement now, picking later).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { binStockView, ErrorCode, productBinsView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

type BinStock = z.infer<typeof binStockView>;
type ProductBins = z.infer<typeof productBinsView>;

export class GetBinStock extends Query<BinStock> {
  constructor(readonly code: string) {
    super();
  }
}

@QueryHandler(GetBinStock)
export class GetBinStockHandler implements IQueryHandler<GetBinStock, BinStock> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ code }: GetBinStock): Promise<BinStock> {
    const bin = await this.db.selectFrom('locations').select(['code', 'active']).where('code', '=', code).executeTakeFirst();
    if (!bin) throw new DomainError(ErrorCode.LOCATION_NOT_FOUND, { code });
    const rows = await this.db
      .selectFrom('stock_by_bin as s')
      .leftJoin('products as p', 'p.id', 's.product_id')
      .select(['s.product_id', 's.seller_id', 's.quantity', 'p.sku', 'p.title'])
      .where('s.location_code', '=', code)
      .where('s.quantity', '>', 0)
      .orderBy('p.sku')
      .orderBy('s.product_id')
      .execute();
    return {
      code: bin.code,
      active: bin.active,
      items: rows.map((r) => ({ productId: r.product_id, sellerId: r.seller_id, sku: r.sku, title: r.title, quantity: r.quantity })),
    };
  }
}

export class ListProductBins extends Query<ProductBins> {
  constructor(readonly productId: string) {
    super();
  }
}

@QueryHandler(ListProductBins)
export class ListProductBinsHandler implements IQueryHandler<ListProductBins, ProductBins> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ productId }: ListProductBins): Promise<ProductBins> {
    const rows = await this.db
      .selectFrom('stock_by_bin as s')
      .leftJoin('locations as l', 'l.code', 's.location_code')
      .select(['s.location_code', 's.quantity', 'l.active'])
      .where('s.product_id', '=', productId)
      .where('s.quantity', '>', 0)
      .orderBy('s.location_code')
      .execute();
    return {
      productId,
      items: rows.map((r) => ({ locationCode: r.location_code, quantity: r.quantity, active: r.active ?? false })),
    };
  }
}
