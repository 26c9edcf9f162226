// Reads a statement and, when its balances differ from the ledger replay, raises the admin alarm before answering:
// a mismatch is shown (verified: false) and recorded, never a silent number.
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { StatementView } from '@ledgerhouse/contracts';
import type { PageRequest } from '../../persistence/paginate';
import { RecordStatementMismatch } from '../commands/record-statement-mismatch';
import { GetStatement } from '../queries/get-statement';

export async function readStatement(
  buses: { queries: QueryBus; commands: CommandBus },
  userId: string,
  month: string,
  page: PageRequest,
): Promise<StatementView> {
  const statement = await buses.queries.execute(new GetStatement(userId, month, page));
  if (!statement.verified)
    await buses.commands.execute(
      new RecordStatementMismatch({
        userId,
        month,
        openingProjectedCents: statement.opening.projectedCents,
        openingLedgerCents: statement.opening.ledgerCents,
        closingProjectedCents: statement.closing.projectedCents,
        closingLedgerCents: statement.closing.ledgerCents,
      }),
    );
  return statement;
}
