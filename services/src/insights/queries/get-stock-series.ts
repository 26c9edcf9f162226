// Stock over a period from insights_stock_changes: the level as of `from`, then every change up to `to`, oldest first,
// then the SKUs and document numbers of the page's points.
// One product of the seller's (a stranger's product is NOT_FOUND) or all of them together (with cubic feet stored).
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
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

type Levels = Pick<
  InsightsStockChangeRow,
  'total' | 'reserved' | 'available' | 'seller_total' | 'seller_reserved' | 'seller_available' | 'seller_cubic_feet'
>;

const levelsOf = (row: Levels | undefined, allProducts: boolean) => {
  if (!row) return { total: 0, reserved: 0, available: 0, cubicFeet: allProducts ? 0 : null };
  return allProducts
    ? { total: row.seller_total, reserved: row.seller_reserved, available: row.seller_available, cubicFeet: row.seller_cubic_feet }
    : { total: row.total, reserved: row.reserved, available: row.available, cubicFeet: null };
};

/** A point's levels: the product's and the seller's after the change (not its running integrals and keys). */
const LEVELS = [
  'c.total',
  'c.reserved',
  'c.available',
  'c.seller_total',
  'c.seller_reserved',
  'c.seller_available',
  'c.seller_cubic_feet',
] as const;

@QueryHandler(GetStockSeries)
export class GetStockSeriesHandler implements IQueryHandler<GetStockSeries, StockSeries> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter, page }: GetStockSeries): Promise<StockSeries> {
    const productId = filter.productId;
    if (productId !== undefined) await this.requireOwnProduct(sellerId, productId);
    const allProducts = productId === undefined;
    // One table, read in its index's (…, at, seq) order from `from` and stopped after the page: no sort, no join.
    const scoped = () => {
      const q = this.db.selectFrom('insights_stock_changes as c');
      return productId === undefined ? q.where('c.seller_id', '=', sellerId) : q.where('c.product_id', '=', productId);
    };
    const [openingRow, rows] = await Promise.all([
      scoped()
        .select(LEVELS)
        .where('c.at', '<', new Date(filter.from))
        .orderBy('c.at', 'desc')
        .orderBy('c.seq', 'desc')
        .limit(1)
        .executeTakeFirst(),
      scoped()
        // The instant as whole epoch milliseconds (what a Date holds): parsing 2,000 timestamps' text was a fifth of a page.
        .select([
          'c.position',
          sql<string>`floor(extract(epoch from c.at) * 1000)::int8`.as('at_ms'),
          'c.product_id',
          'c.cause',
          'c.document_id',
          ...LEVELS,
        ])
        .where('c.at', '>=', new Date(filter.from))
        .where('c.at', '<=', new Date(filter.to))
        .orderBy('c.at')
        .orderBy('c.seq')
        .offset(page.offset)
        .limit(page.limit + 1)
        .execute(),
    ]);
    const shown = rows.slice(0, page.limit);
    const labels = await this.labels(shown);
    return {
      opening: levelsOf(openingRow, allProducts),
      // Levels copied field by field, not spread: spreading levelsOf's two shapes took V8's slow path, a third of a page.
      points: shown.map((r) => {
        const { total, reserved, available, cubicFeet } = levelsOf(r, allProducts);
        return {
          total,
          reserved,
          available,
          cubicFeet,
          position: r.position,
          at: new Date(Number(r.at_ms)).toISOString(),
          productId: r.product_id,
          sku: labels.skus.get(r.product_id) ?? null,
          cause: r.cause as StockCause,
          documentId: r.document_id,
          document: documentOf(labels.shipments.get(r.document_id) ?? null, labels.orders.get(r.document_id) ?? null),
        };
      }),
      truncated: rows.length > page.limit,
    };
  }

  /** The products' SKUs and the documents' numbers of a page, in one statement however many points it has. */
  private async labels(rows: readonly { product_id: string; document_id: string }[]) {
    const skus = new Map<string, string>();
    const shipments = new Map<string, string>();
    const orders = new Map<string, string>();
    if (rows.length === 0) return { skus, shipments, orders };
    const products = [...new Set(rows.map((r) => r.product_id))];
    const documents = [...new Set(rows.map((r) => r.document_id))];
    const found = await this.db
      .selectFrom('products')
      .select([sql<string>`'SKU'`.as('kind'), 'id', 'sku as label'])
      .where('id', '=', sql<string>`any(${products})`)
      .unionAll((eb) =>
        eb
          .selectFrom('inbound_shipments')
          .select([sql<string>`'SHIPMENT'`.as('kind'), 'id', 'number as label'])
          .where('id', '=', sql<string>`any(${documents})`),
      )
      .unionAll((eb) =>
        eb
          .selectFrom('orders')
          .select([sql<string>`'ORDER'`.as('kind'), 'id', 'number as label'])
          .where('id', '=', sql<string>`any(${documents})`),
      )
      .execute();
    for (const { kind, id, label } of found) (kind === 'SKU' ? skus : kind === 'SHIPMENT' ? shipments : orders).set(id, label);
    return { skus, shipments, orders };
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
