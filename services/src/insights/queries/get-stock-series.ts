// Stock over a period from insights_stock_changes: the level as of `from`, then every change up to `to`, oldest first.
// One product of the seller's (a stranger's product is NOT_FOUND) or all of them together (with cubic feet stored).
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, STOCK_SERIES_MAX_POINTS, type StockCause, type StockSeries } from '@ledgerhouse/contracts';
import { positionOrderKeys } from '@ledgerhouse/infra';
import type { InsightsStockChangeRow, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { documentNumbers } from './document-numbers';

const byPosition = positionOrderKeys('position');

export interface StockSeriesFilter {
  productId?: string;
  from: string;
  to: string;
}

export class GetStockSeries extends Query<StockSeries> {
  constructor(
    readonly sellerId: string,
    readonly filter: StockSeriesFilter,
    /** The report pages through every change; the chart takes the first STOCK_SERIES_MAX_POINTS. */
    readonly page: { offset: number; limit: number } = { offset: 0, limit: STOCK_SERIES_MAX_POINTS },
  ) {
    super();
  }
}

const levelsOf = (row: InsightsStockChangeRow | undefined, allProducts: boolean) => {
  if (!row) return { total: 0, reserved: 0, available: 0, cubicFeet: allProducts ? 0 : null };
  return allProducts
    ? { total: row.seller_total, reserved: row.seller_reserved, available: row.seller_available, cubicFeet: row.seller_cubic_feet }
    : { total: row.total, reserved: row.reserved, available: row.available, cubicFeet: null };
};

@QueryHandler(GetStockSeries)
export class GetStockSeriesHandler implements IQueryHandler<GetStockSeries, StockSeries> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter, page }: GetStockSeries): Promise<StockSeries> {
    const productId = filter.productId;
    if (productId !== undefined) await this.requireOwnProduct(sellerId, productId);
    const scoped = () => {
      const q = this.db.selectFrom('insights_stock_changes').selectAll();
      return productId === undefined ? q.where('seller_id', '=', sellerId) : q.where('product_id', '=', productId);
    };
    const [openingRow, rows] = await Promise.all([
      scoped()
        .where('at', '<', new Date(filter.from))
        .orderBy('at', 'desc')
        .orderBy(byPosition[0], 'desc')
        .orderBy(byPosition[1], 'desc')
        .limit(1)
        .executeTakeFirst(),
      scoped()
        .where('at', '>=', new Date(filter.from))
        .where('at', '<=', new Date(filter.to))
        .orderBy('at')
        .orderBy(byPosition[0])
        .orderBy(byPosition[1])
        .offset(page.offset)
        .limit(page.limit + 1)
        .execute(),
    ]);
    const shown = rows.slice(0, page.limit);
    const [documents, skus] = await Promise.all([
      documentNumbers(
        this.db,
        shown.map((r) => r.document_id),
      ),
      this.skus(shown.map((r) => r.product_id)),
    ]);
    const allProducts = productId === undefined;
    return {
      opening: levelsOf(openingRow, allProducts),
      points: shown.map((r) => ({
        ...levelsOf(r, allProducts),
        position: r.position,
        at: new Date(r.at).toISOString(),
        productId: r.product_id,
        sku: skus.get(r.product_id) ?? null,
        cause: r.cause as StockCause,
        documentId: r.document_id,
        document: documents.get(r.document_id) ?? null,
      })),
      truncated: rows.length > page.limit,
    };
  }

  private async requireOwnProduct(sellerId: string, productId: string): Promise<void> {
    const own = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    if (!own) throw new DomainError(ErrorCode.NOT_FOUND);
  }

  private async skus(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.selectFrom('products').select(['id', 'sku']).where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [r.id, r.sku]));
  }
}
