import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { adminStatementRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { CLOCK } from '../../persistence/tokens';
import { ListStatementAlarms } from '../queries/list-statement-alarms';
import { ListStatements } from '../queries/list-statements';
import { downloadStatement } from './download-statement';
import { readStatement } from './read-statement';

/** Staff and managers: every seller's statements and the alarms of statements that did not equal the ledger. */
@AdminOnly()
@Controller()
export class AdminStatementsController {
  constructor(
    readonly commands: CommandBus,
    readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) { month, ...page }: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListStatements({ month }, page));
  }

  @ContractRoute(routes.alarms)
  alarms(@ValidQuery(routes.alarms) page: QueryOf<typeof routes.alarms>) {
    return this.queries.execute(new ListStatementAlarms(page));
  }

  @ContractRoute(routes.get)
  get(@ValidParams(routes.get) { userId, month }: ParamsOf<typeof routes.get>, @ValidQuery(routes.get) page: QueryOf<typeof routes.get>) {
    return readStatement(this, userId, month, page);
  }

  @ContractRoute(routes.download)
  async download(
    @ValidParams(routes.download) { userId, month }: ParamsOf<typeof routes.download>,
    @ValidQuery(routes.download) query: QueryOf<typeof routes.download>,
    @Res() res: Response,
  ) {
    await downloadStatement(this, res, { userId, month, ...query, now: this.clock.now() });
  }
}
