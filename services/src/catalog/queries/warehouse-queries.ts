import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import { positionOrderKeys, type EventStore } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { Page } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { productSearch } from './product-search';
import { paginate } from '../../persistence/paginate';
import { EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { inventoryStream, stockOf } from '../domain/inventory';
import { productViewOf } from './product-queries';

/** Same-instant rows: the later event first, by its position's numbers (never the token's text). */
const byPosition = positionOrderKeys('position');

type ProductPage = Page<ReturnType<typeof productViewOf> & { sellerId: string }>;
export type HistoryKind = 'inventory' | 'reserved';
export interface HistoryFilter {
  page: number;
  pageSize: number;
  reason?: string;
  from?: string;
  to?: string;
}

export class ListAllProducts extends Query<ProductPage> {
  constructor(readonly filter: { page: number; pageSize: number; search?: string; sellerId?: string; productId?: string }) {
    super();
  }
}

@QueryHandler(ListAllProducts)
export class ListAllProductsHandler implements IQueryHandler<ListAllProducts, ProductPage> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListAllProducts): Promise<ProductPage> {
    let query = this.db.selectFrom('products').where('deleted', '=', false);
    if (filter.productId) query = query.where('id', '=', filter.productId);
    if (filter.sellerId) query = query.where('seller_id', '=', filter.sellerId);
    if (filter.search) query = query.where(productSearch(filter.search));
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id'), filter);
    if (filter.productId && rows.length === 0) throw new DomainError(ErrorCode.NOT_FOUND);
    return {
      items: rows.map((r) => ({ ...productViewOf(r), sellerId: r.seller_id })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }
}

export class ListStockHistory extends Query<Page<Record<string, unknown>>> {
  constructor(
    readonly kind: HistoryKind,
    readonly productId: string,
    readonly filter: HistoryFilter,
    /** A seller's route: only that seller's live product, else NOT_FOUND; null: the warehouse, every product. */
    readonly sellerId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(ListStockHistory)
export class ListStockHistoryHandler implements IQueryHandler<ListStockHistory, Page<Record<string, unknown>>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ kind, productId, filter, sellerId }: ListStockHistory): Promise<Page<Record<string, unknown>>> {
    if (sellerId !== null) await this.requireOwnProduct(sellerId, productId);
    const table = kind === 'inventory' ? 'inventory_history' : 'reserved_history';
    let query = this.db.selectFrom(table).where('product_id', '=', productId);
    if (filter.from) query = query.where('at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('at', '<=', new Date(filter.to));
    if (filter.reason && kind === 'inventory') query = query.where(sql.ref('reason'), '=', filter.reason);
    const { items: rows, total } = await paginate(
      query,
      (q) => q.selectAll().orderBy('at', 'desc').orderBy(byPosition[0], 'desc').orderBy(byPosition[1], 'desc'),
      filter,
    );
    const names = await this.actorNames(rows.map((r) => r.actor_id));
    const documents = await this.documentNumbers(rows.map((r) => r.document_id));
    const items = rows.map((r) => {
      const row = r as Record<string, unknown>;
      const actorName = r.actor_id ? (names.get(r.actor_id) ?? null) : null;
      const base = {
        position: row.position,
        documentId: row.document_id,
        document: documents.get(r.document_id) ?? null,
        actorId: row.actor_id,
        actorName,
        at: new Date(row.at as string).toISOString(),
      };
      return kind === 'inventory'
        ? { ...base, reason: row.reason, delta: row.delta, totalAfter: row.total_after, comment: row.comment }
        : { ...base, change: row.change, reservedAfter: row.reserved_after, kind: row.kind };
    });
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }

  private async requireOwnProduct(sellerId: string, productId: string): Promise<void> {
    const own = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!own) throw new DomainError(ErrorCode.NOT_FOUND);
  }

  /** The page's shipments and orders by number (a stock count's document is neither). */
  private async documentNumbers(ids: string[]): Promise<Map<string, { kind: 'INBOUND_SHIPMENT' | 'ORDER'; number: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const [shipments, orders] = await Promise.all([
      this.db.selectFrom('inbound_shipments').select(['id', 'number']).where('id', 'in', unique).execute(),
      this.db.selectFrom('orders').select(['id', 'number']).where('id', 'in', unique).execute(),
    ]);
    const found = new Map<string, { kind: 'INBOUND_SHIPMENT' | 'ORDER'; number: string }>();
    for (const s of shipments) found.set(s.id, { kind: 'INBOUND_SHIPMENT', number: s.number });
    for (const o of orders) found.set(o.id, { kind: 'ORDER', number: o.number });
    return found;
  }

  /** Full names of the page's actors, read at query time so a renamed user shows the current name. */
  private async actorNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const users = await this.db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', unique).execute();
    return new Map(users.map((u) => [u.id, u.full_name]));
  }
}

export class ReconcileInventory extends Query<{
  checked: number;
  differences: { productId: string; replayed: ReturnType<typeof stockOf>; readModel: ReturnType<typeof stockOf> }[];
}> {}

/** Replays every product's inventory stream and compares it with the read model (expected: no differences). */
@QueryHandler(ReconcileInventory)
export class ReconcileInventoryHandler implements IQueryHandler<ReconcileInventory> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute() {
    const rows = await this.db.selectFrom('products').select(['id', 'total', 'reserved', 'available']).execute();
    const differences = [];
    for (const row of rows) {
      const replayed = stockOf(await this.store.readStream(inventoryStream(row.id)));
      const readModel = { total: row.total, reserved: row.reserved, available: row.available };
      if (JSON.stringify(replayed) !== JSON.stringify(readModel)) differences.push({ productId: row.id, replayed, readModel });
    }
    return { checked: rows.length, differences };
  }
}
