// Forwarding shipments from the read model: a seller's own (another's is NOT_FOUND), or every seller's for staff.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type AdminForwardingShipmentView, type ForwardingStatus, type Page } from '@ledgerhouse/contracts';
import type { ForwardingShipmentRow, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export interface ForwardingFilter {
  page: number;
  pageSize: number;
  status?: ForwardingStatus;
  search?: string;
  from?: string;
  to?: string;
  sellerId?: string;
}

type Row = ForwardingShipmentRow & { seller_email: string | null; seller_name: string | null };

const iso = (v: Date | string) => new Date(v).toISOString();
const viewOf = (row: Row): AdminForwardingShipmentView => ({
  id: row.id,
  sellerId: row.seller_id,
  trackingNumber: row.tracking_number,
  courierService: row.courier_service,
  parcels: row.parcels,
  files: row.files,
  clientNote: row.client_note,
  managerNote: row.manager_note,
  processingCostCents: row.processing_cost_cents === null ? null : Number(row.processing_cost_cents),
  status: row.status as ForwardingStatus,
  statusChangedAt: iso(row.status_changed_at),
  createdAt: iso(row.created_at),
  sellerEmail: row.seller_email,
  sellerName: row.seller_name,
});
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function rows(db: Kysely<ReadModelDatabase>) {
  return db
    .selectFrom('forwarding_shipments as f')
    .leftJoin('users as u', 'u.id', 'f.seller_id')
    .selectAll('f')
    .select(['u.email as seller_email', 'u.full_name as seller_name']);
}

/** `sellerId` null: staff, every seller (the filter may still name one). */
export class ListForwardingShipments extends Query<Page<AdminForwardingShipmentView>> {
  constructor(
    readonly sellerId: string | null,
    readonly filter: ForwardingFilter,
  ) {
    super();
  }
}

@QueryHandler(ListForwardingShipments)
export class ListForwardingShipmentsHandler implements IQueryHandler<ListForwardingShipments, Page<AdminForwardingShipmentView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: ListForwardingShipments): Promise<Page<AdminForwardingShipmentView>> {
    let query = this.db.selectFrom('forwarding_shipments as f');
    const seller = sellerId ?? filter.sellerId;
    if (seller) query = query.where('f.seller_id', '=', seller);
    if (filter.status) query = query.where('f.status', '=', filter.status);
    if (filter.search) query = query.where('f.tracking_number', 'ilike', `%${escapeLike(filter.search)}%`);
    if (filter.from) query = query.where('f.created_at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('f.created_at', '<=', new Date(filter.to));
    const { items, total } = await paginate(
      query,
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 'f.seller_id')
          .selectAll('f')
          .select(['u.email as seller_email', 'u.full_name as seller_name'])
          .orderBy('f.created_at', 'desc')
          .orderBy('f.id'),
      filter,
    );
    return { items: items.map(viewOf), total, page: filter.page, pageSize: filter.pageSize };
  }
}

export class GetForwardingShipment extends Query<AdminForwardingShipmentView> {
  constructor(
    readonly sellerId: string | null,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetForwardingShipment)
export class GetForwardingShipmentHandler implements IQueryHandler<GetForwardingShipment, AdminForwardingShipmentView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, shipmentId }: GetForwardingShipment): Promise<AdminForwardingShipmentView> {
    let query = rows(this.db).where('f.id', '=', shipmentId);
    if (sellerId) query = query.where('f.seller_id', '=', sellerId);
    const row = await query.executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return viewOf(row);
  }
}
