import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordStatementMismatchHandler } from './commands/record-statement-mismatch';
import { AdminStatementsController } from './http/admin-statements.controller';
import { StatementsController } from './http/statements.controller';
import { GetStatementHandler } from './queries/get-statement';
import { ListStatementAlarmsHandler } from './queries/list-statement-alarms';
import { ListStatementLinesHandler } from './queries/list-statement-lines';
import { ListStatementsHandler } from './queries/list-statements';

const controllers = [StatementsController, AdminStatementsController];
const commandHandlers = [RecordStatementMismatchHandler];
const queryHandlers = [GetStatementHandler, ListStatementsHandler, ListStatementLinesHandler, ListStatementAlarmsHandler];

/** Monthly wallet statements, proven against the ledger (issue 27). */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class StatementsModule {}
