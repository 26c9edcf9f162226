// Statements found not to equal the ledger replay, newest first: the admin area's alarm list.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Page, StatementAlarmView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate, type PageRequest } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export class ListStatementAlarms extends Query<Page<StatementAlarmView>> {
  constructor(readonly page: PageRequest) {
    super();
  }
}

@QueryHandler(ListStatementAlarms)
export class ListStatementAlarmsHandler implements IQueryHandler<ListStatementAlarms, Page<StatementAlarmView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ page }: ListStatementAlarms): Promise<Page<StatementAlarmView>> {
    const rows = await paginate(
      this.db.selectFrom('statement_alarms as a'),
      (q) =>
        q
          .leftJoin('users as u', 'u.id', 'a.user_id')
          .selectAll('a')
          .select('u.email')
          .orderBy('a.at', 'desc')
          .orderBy('a.position', 'desc'),
      page,
    );
    return {
      ...rows,
      items: rows.items.map((r) => ({
        id: r.position,
        userId: r.user_id,
        sellerEmail: r.email,
        month: r.month,
        openingProjectedCents: Number(r.opening_projected_cents),
        openingLedgerCents: Number(r.opening_ledger_cents),
        closingProjectedCents: Number(r.closing_projected_cents),
        closingLedgerCents: Number(r.closing_ledger_cents),
        at: new Date(r.at).toISOString(),
      })),
    };
  }
}
