// Manifest reads from the manifests and warehouse_orders read models: the active/archive list, one manifest with its
// orders, and the packed orders a manifest may take.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  ErrorCode,
  type ManifestRow,
  type ManifestView,
  type OrderStatus,
  type Page,
  type QueryOf,
  type manifestRoutes,
} from '@ledgerhouse/contracts';
import type { ManifestRowRecord, ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import type { manifestCandidatesView } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

type Candidates = z.infer<typeof manifestCandidatesView>;
const CANDIDATES_MAX = 500;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const rowOf = (r: ManifestRowRecord): ManifestRow => ({
  id: r.id,
  number: r.number,
  carrier: r.carrier,
  status: r.status as ManifestRow['status'],
  orderCount: r.order_ids.length,
  createdAt: new Date(r.created_at).toISOString(),
  closedAt: iso(r.closed_at),
});

export class ListManifests extends Query<Page<ManifestRow>> {
  constructor(readonly query: QueryOf<typeof manifestRoutes.list>) {
    super();
  }
}

@QueryHandler(ListManifests)
export class ListManifestsHandler implements IQueryHandler<ListManifests, Page<ManifestRow>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ query }: ListManifests): Promise<Page<ManifestRow>> {
    const base = this.db.selectFrom('manifests').where('status', '=', query.tab === 'active' ? 'OPEN' : 'CLOSED');
    const page = await paginate(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id'), query);
    return { ...page, items: page.items.map(rowOf) };
  }
}

export class GetManifest extends Query<ManifestView> {
  constructor(readonly manifestId: string) {
    super();
  }
}

@QueryHandler(GetManifest)
export class GetManifestHandler implements IQueryHandler<GetManifest, ManifestView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ manifestId }: GetManifest): Promise<ManifestView> {
    const row = await this.db.selectFrom('manifests').selectAll().where('id', '=', manifestId).executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.MANIFEST_NOT_FOUND);
    const orders = row.order_ids.length
      ? await this.db
          .selectFrom('warehouse_orders')
          .select(['order_id', 'number', 'seller_id', 'status', 'label'])
          .where('order_id', 'in', row.order_ids)
          .orderBy('number')
          .execute()
      : [];
    return {
      ...rowOf(row),
      scanFormFileId: row.scan_form_file_id,
      orders: orders.map((o) => ({
        orderId: o.order_id,
        number: o.number,
        sellerId: o.seller_id,
        trackingNumber: o.label?.trackingNumber ?? null,
        status: o.status as OrderStatus,
      })),
    };
  }
}

export class ListManifestCandidates extends Query<Candidates> {
  constructor(readonly carrier: string | undefined) {
    super();
  }
}

@QueryHandler(ListManifestCandidates)
export class ListManifestCandidatesHandler implements IQueryHandler<ListManifestCandidates, Candidates> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ carrier }: ListManifestCandidates): Promise<Candidates> {
    let query = this.db
      .selectFrom('warehouse_orders')
      .select(['order_id', 'number', 'seller_id', 'label', 'packed_at'])
      .where('status', '=', 'PROCESSING')
      .where('packed_at', 'is not', null)
      .where('manifest_id', 'is', null)
      .orderBy('packed_at')
      .orderBy('order_id')
      .limit(CANDIDATES_MAX);
    if (carrier) query = query.where((eb) => eb(eb.ref('label', '->>').key('carrier'), '=', carrier));
    const rows = await query.execute();
    return {
      items: rows
        .filter((r) => r.label)
        .map((r) => ({
          orderId: r.order_id,
          number: r.number,
          sellerId: r.seller_id,
          carrier: r.label!.carrier,
          trackingNumber: r.label!.trackingNumber,
          packedAt: iso(r.packed_at),
        })),
    };
  }
}
