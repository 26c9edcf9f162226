// Stock over a period from insights_stock_changes: the level as of `from`, then every change up to `to`, oldest first.
// One product of the seller's (a stranger's product is NOT_FOUND) or all of them together (with cubic feet stored).
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, STOCK_SERIES_MAX_POINTS, type StockCause, type StockSeries } from '@ledgerhouse/contracts';
import type { InsightsStockChangeRow, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

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
      const q = this.db.selectFrom('insights_stock_changes as c');
      return productId === undefined ? q.where('c.seller_id', '=', sellerId) : q.where('c.product_id', '=', productId);
    };
    const [openingRow, rows] = await Promise.all([
      scoped()
        .selectAll('c')
        .where('c.at', '<', new Date(filter.from))
        .orderBy('c.at', 'desc')
        .orderBy('c.seq', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // The documents' numbers and the products' SKUs joined here: one statement, however many changes.
      scoped()
        .leftJoin('products as p', 'p.id', 'c.product_id')
        .leftJoin('inbound_shipments as s', 's.id', 'c.document_id')
        .leftJoin('orders as o', 'o.id', 'c.document_id')
        .selectAll('c')
        .select(['p.sku', 's.number as shipment_number', 'o.number as order_number'])
        .where('c.at', '>=', new Date(filter.from))
        .where('c.at', '<=', new Date(filter.to))
        .orderBy('c.at')
        .orderBy('c.seq')
        .offset(page.offset)
        .limit(page.limit + 1)
        .execute(),
    ]);
    const allProducts = productId === undefined;
    return {
      opening: levelsOf(openingRow, allProducts),
      points: rows.slice(0, page.limit).map((r) => ({
        ...levelsOf(r, allProducts),
        position: r.position,
        at: new Date(r.at).toISOString(),
        productId: r.product_id,
        sku: r.sku,
        cause: r.cause as StockCause,
        documentId: r.document_id,
        document: documentOf(r.shipment_number, r.order_number),
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
}

/** The shipment or order behind a change, by number (a stock count's or a measurement's document is neither). */
const documentOf = (shipment: string | null, order: string | null): StockSeries['points'][number]['document'] =>
  shipment !== null ? { kind: 'INBOUND_SHIPMENT', number: shipment } : order !== null ? { kind: 'ORDER', number: order } : null;
