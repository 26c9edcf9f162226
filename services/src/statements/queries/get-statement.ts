// A seller's statement of a month from the statements read model, its balances checked against a replay of the
// wallet's events up to what the read model has applied (its checkpoint), so a read model catching up is no mismatch;
// the replay starts from the last ledger checkpoint before the month (queries/ledger-check.ts).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, statementMonthBounds, statementMonthOf, type StatementView } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { readCheckpoint, type ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import type { PageRequest } from '../../persistence/paginate';
import { CLOCK, EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { projectedBalances } from '../domain/projected-balances';
import { ledgerCheck } from './ledger-check';
import { statementLineOf } from './statement-line';

export class GetStatement extends Query<StatementView> {
  constructor(
    readonly userId: string,
    readonly month: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement, StatementView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, month, page }: GetStatement): Promise<StatementView> {
    const now = this.clock.now();
    if (month > statementMonthOf(now)) throw new DomainError(ErrorCode.NOT_FOUND);
    const { start, end } = statementMonthBounds(month);
    const read = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const user = await trx.selectFrom('users').select(['email', 'full_name']).where('id', '=', userId).executeTakeFirst();
        const latest = await trx
          .selectFrom('statement_months')
          .selectAll()
          .where('user_id', '=', userId)
          .where('month', '<=', month)
          .orderBy('month', 'desc')
          .limit(1)
          .executeTakeFirst();
        const lines = trx.selectFrom('statement_lines').where('user_id', '=', userId).where('month', '=', month);
        const [items, count, checkpoint] = await Promise.all([
          lines
            .selectAll()
            .orderBy('version')
            .limit(page.pageSize)
            .offset((page.page - 1) * page.pageSize)
            .execute(),
          lines.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
          readCheckpoint(trx, 'projection', 'statements'),
        ]);
        return { user, latest, items, total: Number(count.n), checkpoint };
      });
    if (!read.user) throw new DomainError(ErrorCode.NOT_FOUND);
    const { latest } = read;
    const own = latest?.month === month ? latest : null;
    const { openingCents, closingCents } = projectedBalances(latest, month);
    const ledger = await ledgerCheck({ db: this.db, store: this.store }, userId, { start, end, applied: read.checkpoint, now });
    const closed = now.getTime() >= end.getTime();
    const closingAt = closed ? end : now;
    const opening = { projectedCents: openingCents, ledgerCents: ledger.openingCents, at: start.toISOString() };
    const closing = { projectedCents: closingCents, ledgerCents: ledger.closingCents, at: closingAt.toISOString() };
    return {
      userId,
      sellerName: read.user.full_name,
      sellerEmail: read.user.email,
      month,
      closed,
      opening,
      closing,
      totalInCents: Number(own?.total_in_cents ?? 0),
      totalOutCents: Number(own?.total_out_cents ?? 0),
      verified: opening.projectedCents === opening.ledgerCents && closing.projectedCents === closing.ledgerCents,
      lines: { items: read.items.map(statementLineOf), total: read.total, page: page.page, pageSize: page.pageSize },
    };
  }
}
