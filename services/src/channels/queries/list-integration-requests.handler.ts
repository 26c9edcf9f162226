import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { IntegrationRequestView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { ListIntegrationRequests, type Page } from './list-integration-requests.query';

@QueryHandler(ListIntegrationRequests)
export class ListIntegrationRequestsHandler implements IQueryHandler<ListIntegrationRequests, Page<IntegrationRequestView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ page, pageSize }: ListIntegrationRequests): Promise<Page<IntegrationRequestView>> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('integration_requests')
        .selectAll()
        .orderBy('requested_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db.selectFrom('integration_requests').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        marketplace: r.marketplace,
        website: r.website,
        contactEmail: r.contact_email,
        comment: r.comment,
        status: 'RECEIVED' as const,
        requestedAt: new Date(r.requested_at).toISOString(),
      })),
      total: Number(count.n),
      page,
      pageSize,
    };
  }
}
