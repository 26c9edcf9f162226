import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, PRODUCT_COUNT_CAP, type ProductListQuery, type ProductPage, type ProductView } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import type { ProductRow, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { productSearch } from './product-search';
import { CLOCK, EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { offeredListings, quantityForSale } from '../domain/managed-stock';
import { stockAsOf } from './stock-as-of';

export type ProductFilter = ProductListQuery;

const WITHIN_DAYS = { today: 1, '3days': 3, week: 7, month: 30 } as const;
const SORT_COLUMNS = { createdAt: 'created_at', title: 'title', sku: 'sku', available: 'available' } as const;

export function productViewOf(row: ProductRow): ProductView {
  const offered = offeredListings(row.listings ?? [], row.managed_stock, row.available);
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    barcode: row.barcode ?? undefined,
    brand: row.brand ?? undefined,
    countryOfOrigin: row.country_of_origin ?? undefined,
    description: row.description ?? undefined,
    photoUrl: row.photo_url ?? undefined,
    priceCents: Number(row.price_cents),
    unitOfMeasurement: row.unit_of_measurement ?? undefined,
    status: row.status as ProductView['status'],
    dimensions: (row.dimensions as ProductView['dimensions']) ?? undefined,
    weight: (row.weight as ProductView['weight']) ?? undefined,
    dimensionsVerified: row.dimensions_verified,
    weightVerified: row.weight_verified,
    createdAt: new Date(row.created_at).toISOString(),
    managedStock: row.managed_stock,
    listings: offered.map((l) => ({
      accountName: l.accountName,
      quantityForSale: l.quantityForSale,
      priceCents: Number(l.priceCents),
      link: l.link ?? undefined,
    })),
    stock: {
      total: row.total,
      reserved: row.reserved,
      available: row.available,
      incoming: row.incoming,
      forSale: quantityForSale(offered),
    },
  };
}

export class ListProducts extends Query<ProductPage> {
  constructor(
    readonly sellerId: string,
    readonly filter: ProductFilter,
  ) {
    super();
  }
}

@QueryHandler(ListProducts)
export class ListProductsHandler implements IQueryHandler<ListProducts, ProductPage> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, filter }: ListProducts): Promise<ProductPage> {
    let query = this.db.selectFrom('products').where('seller_id', '=', sellerId).where('deleted', '=', false);
    if (filter.search) query = query.where(productSearch(filter.search));
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.connection) query = query.where('listed', '=', filter.connection === 'enabled');
    if (filter.createdWithin)
      query = query.where('created_at', '>=', new Date(this.clock.now().getTime() - WITHIN_DAYS[filter.createdWithin] * 86_400_000));
    const descending = filter.sort.startsWith('-');
    const column = SORT_COLUMNS[filter.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(column, descending ? 'desc' : 'asc')
        .orderBy('id')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      // Counting stops after the cap: an exact count walks every matching row.
      this.db
        .selectFrom(
          query
            .select(sql<number>`1`.as('one'))
            .limit(PRODUCT_COUNT_CAP + 1)
            .as('matching'),
        )
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const n = Number(count.n);
    return {
      items: rows.map(productViewOf),
      total: Math.min(n, PRODUCT_COUNT_CAP),
      totalCapped: n > PRODUCT_COUNT_CAP,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }
}

export class GetProduct extends Query<ProductView> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
  ) {
    super();
  }
}

@QueryHandler(GetProduct)
export class GetProductHandler implements IQueryHandler<GetProduct, ProductView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, productId }: GetProduct): Promise<ProductView> {
    const row = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return productViewOf(row);
  }
}

/** Stock at any instant, replayed from the inventory stream: the one query that reads events, because that is its point. */
export class GetStockAsOf extends Query<{ total: number; reserved: number; available: number; asOf: string }> {
  constructor(
    /** null: the warehouse, which sees every seller's products. */
    readonly sellerId: string | null,
    readonly productId: string,
    readonly asOf: Date | null,
  ) {
    super();
  }
}

@QueryHandler(GetStockAsOf)
export class GetStockAsOfHandler implements IQueryHandler<
  GetStockAsOf,
  { total: number; reserved: number; available: number; asOf: string }
> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId, asOf }: GetStockAsOf) {
    let owned = this.db.selectFrom('products').select('id').where('id', '=', productId);
    if (sellerId) owned = owned.where('seller_id', '=', sellerId);
    if (!(await owned.executeTakeFirst())) throw new DomainError(ErrorCode.NOT_FOUND);
    const instant = asOf ?? this.clock.now();
    return { ...(await stockAsOf(this.db, this.store, productId, instant)), asOf: instant.toISOString() };
  }
}
