import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AdminIntegrationRequestView, Page } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { ListIntegrationRequests } from './list-integration-requests.query';

@QueryHandler(ListIntegrationRequests)
export class ListIntegrationRequestsHandler implements IQueryHandler<ListIntegrationRequests, Page<AdminIntegrationRequestView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, page, pageSize }: ListIntegrationRequests): Promise<Page<AdminIntegrationRequestView>> {
    const scoped =
      sellerId === null
        ? this.db.selectFrom('integration_requests')
        : this.db.selectFrom('integration_requests').where('seller_id', '=', sellerId);
    const { items: rows, total } = await paginate(scoped, (q) => q.selectAll().orderBy('requested_at', 'desc').orderBy('id'), {
      page,
      pageSize,
    });
    return {
      items: rows.map((r) => ({
        id: r.id,
        sellerId: r.seller_id,
        marketplace: r.marketplace,
        website: r.website,
        contactEmail: r.contact_email,
        comment: r.comment,
        status: 'RECEIVED' as const,
        requestedAt: new Date(r.requested_at).toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
