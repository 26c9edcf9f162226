// The months with a statement line, newest first: one seller's (seller area) or every seller's (admin area).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Page, StatementSummaryView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate, type PageRequest } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export class ListStatements extends Query<Page<StatementSummaryView>> {
  constructor(
    readonly filter: { userId?: string; month?: string },
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListStatements)
export class ListStatementsHandler implements IQueryHandler<ListStatements, Page<StatementSummaryView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter, page }: ListStatements): Promise<Page<StatementSummaryView>> {
    let filtered = this.db.selectFrom('statement_months as m');
    if (filter.userId) filtered = filtered.where('m.user_id', '=', filter.userId);
    if (filter.month) filtered = filtered.where('m.month', '=', filter.month);
    const rows = await paginate(
      filtered,
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 'm.user_id')
          .selectAll('m')
          .select(['u.full_name', 'u.email'])
          .orderBy('m.month', 'desc')
          .orderBy('u.email')
          .orderBy('m.user_id'),
      page,
    );
    return {
      ...rows,
      items: rows.items.map((r) => ({
        userId: r.user_id,
        sellerName: r.full_name,
        sellerEmail: r.email,
        month: r.month,
        openingCents: Number(r.opening_cents),
        closingCents: Number(r.closing_cents),
        lines: r.lines,
      })),
    };
  }
}
