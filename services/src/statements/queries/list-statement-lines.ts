// One page of a statement's lines, in booking order (the wallet stream's order): what downloads stream page by page.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { StatementLineView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { statementLineOf } from './statement-line';

export interface StatementLinesBatch {
  lines: StatementLineView[];
  /** The stream version of the batch's last line: where the next batch starts. */
  lastVersion: number;
}

export class ListStatementLines extends Query<StatementLinesBatch> {
  constructor(
    readonly userId: string,
    readonly month: string,
    /** The last line's stream version already read (0 at first). */
    readonly afterVersion: number,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListStatementLines)
export class ListStatementLinesHandler implements IQueryHandler<ListStatementLines, StatementLinesBatch> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, month, afterVersion, limit }: ListStatementLines): Promise<StatementLinesBatch> {
    const rows = await this.db
      .selectFrom('statement_lines')
      .selectAll()
      .where('user_id', '=', userId)
      .where('month', '=', month)
      .where('version', '>', afterVersion)
      .orderBy('version')
      .limit(limit)
      .execute();
    return { lines: rows.map(statementLineOf), lastVersion: rows.at(-1)?.version ?? afterVersion };
  }
}
