// The changes staff made while acting as the seller, newest first, each with the staff member's name.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Page, StaffAction } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate, type PageRequest } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export class GetStaffActions extends Query<Page<StaffAction>> {
  constructor(
    readonly sellerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(GetStaffActions)
export class GetStaffActionsHandler implements IQueryHandler<GetStaffActions, Page<StaffAction>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, page }: GetStaffActions): Promise<Page<StaffAction>> {
    const rows = await paginate(
      this.db.selectFrom('staff_actions as s').where('s.seller_id', '=', sellerId),
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 's.impersonator_id')
          .selectAll('s')
          .select('u.full_name as staff_name')
          .orderBy('s.at', 'desc')
          .orderBy('s.position', 'desc'),
      page,
    );
    return {
      ...rows,
      items: rows.items.map((r) => ({
        id: r.position,
        type: r.type,
        at: new Date(r.at).toISOString(),
        staffId: r.impersonator_id,
        staffName: r.staff_name,
        document: r.document,
        documentId: r.document_id,
        subject: r.subject,
      })),
    };
  }
}
