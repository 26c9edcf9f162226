// Inbound shipments from the read model: a seller's own (another's is NOT_FOUND), or every seller's for staff.
// Product titles and SKUs are joined as the products are now.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  ErrorCode,
  type AdminInboundListQuery,
  type AdminInboundShipmentSummary,
  type AdminInboundShipmentView,
  type DeliveryType,
  type InboundStatus,
  type InboundType,
  type Page,
} from '@ledgerhouse/contracts';
import type { InboundShipmentRow, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

type Row = InboundShipmentRow & { seller_email: string | null; seller_name: string | null };
const iso = (v: Date | string) => new Date(v).toISOString();
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const summaryOf = (row: Row): AdminInboundShipmentSummary => ({
  id: row.id,
  number: row.number,
  type: row.type as InboundType,
  status: row.status as InboundStatus,
  statusChangedAt: iso(row.status_changed_at),
  createdAt: iso(row.created_at),
  trackingNumber: row.tracking_number,
  courierService: row.courier_service,
  deliveryType: row.delivery_type as DeliveryType | null,
  productCount: row.product_count,
  pieceCount: row.piece_count,
  receivedCount: row.received_count,
  placedCount: row.placed_count,
  totalCostCents: row.total_cost_cents === null ? null : Number(row.total_cost_cents),
  sellerId: row.seller_id,
  sellerEmail: row.seller_email,
  sellerName: row.seller_name,
});

export type InboundFilter = Omit<AdminInboundListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

/** The shipments a filter selects (no page): for the list and the report. */
export function filteredShipments(
  db: Kysely<ReadModelDatabase>,
  sellerId: string | null,
  filter: Omit<InboundFilter, 'page' | 'pageSize'>,
) {
  let query = db.selectFrom('inbound_shipments as s');
  const seller = sellerId ?? filter.sellerId;
  if (seller) query = query.where('s.seller_id', '=', seller);
  if (filter.type) query = query.where('s.type', '=', filter.type);
  if (filter.status?.length) query = query.where('s.status', 'in', filter.status);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('s.number', 'ilike', like), eb('s.tracking_number', 'ilike', like)]));
  }
  if (filter.from) query = query.where('s.created_at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('s.created_at', '<=', new Date(filter.to));
  return query;
}

/** `sellerId` null: staff, every seller (the filter may still name one). */
export class ListInboundShipments extends Query<Page<AdminInboundShipmentSummary>> {
  constructor(
    readonly sellerId: string | null,
    readonly filter: InboundFilter,
  ) {
    super();
  }
}

@QueryHandler(ListInboundShipments)
export class ListInboundShipmentsHandler implements IQueryHandler<ListInboundShipments, Page<AdminInboundShipmentSummary>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: ListInboundShipments): Promise<Page<AdminInboundShipmentSummary>> {
    const { items, total } = await paginate(
      filteredShipments(this.db, sellerId, filter),
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 's.seller_id')
          .selectAll('s')
          .select(['u.email as seller_email', 'u.full_name as seller_name'])
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id'),
      filter,
    );
    return { items: items.map(summaryOf), total, page: filter.page, pageSize: filter.pageSize };
  }
}

export class GetInboundShipment extends Query<AdminInboundShipmentView> {
  constructor(
    readonly sellerId: string | null,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetInboundShipment)
export class GetInboundShipmentHandler implements IQueryHandler<GetInboundShipment, AdminInboundShipmentView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, shipmentId }: GetInboundShipment): Promise<AdminInboundShipmentView> {
    let query = this.db
      .selectFrom('inbound_shipments as s')
      .leftJoin('users as u', 'u.id', 's.seller_id')
      .selectAll('s')
      .select(['u.email as seller_email', 'u.full_name as seller_name'])
      .where('s.id', '=', shipmentId);
    if (sellerId) query = query.where('s.seller_id', '=', sellerId);
    const row = await query.executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    const ids = row.lines.map((l) => l.productId);
    const products = ids.length ? await this.db.selectFrom('products').select(['id', 'sku', 'title']).where('id', 'in', ids).execute() : [];
    const product = new Map(products.map((p) => [p.id, p]));
    return {
      ...summaryOf(row),
      packageType: row.package_type,
      lines: row.lines.map((l) => ({ ...l, sku: product.get(l.productId)?.sku ?? null, title: product.get(l.productId)?.title ?? null })),
      placements: row.placements,
      costs: row.costs,
      comments: row.comments,
      sellerComment: row.seller_comment,
      paymentFailure: row.payment_failure,
      changeable: row.status === 'DRAFT' || row.status === 'NOT_DELIVERED',
    };
  }
}
