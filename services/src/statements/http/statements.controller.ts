import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { statementRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { CLOCK } from '../../persistence/tokens';
import { ListStatements } from '../queries/list-statements';
import { downloadStatement } from './download-statement';
import { readStatement } from './read-statement';

/** The seller's own statements (the wallet pages): never another seller's, whatever the request names. */
@Controller()
export class StatementsController {
  constructor(
    readonly commands: CommandBus,
    readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(routes.months)
  months(@CurrentUserId() userId: string, @ValidQuery(routes.months) page: QueryOf<typeof routes.months>) {
    return this.queries.execute(new ListStatements({ userId }, page));
  }

  @ContractRoute(routes.get)
  get(
    @CurrentUserId() userId: string,
    @ValidParams(routes.get) { month }: ParamsOf<typeof routes.get>,
    @ValidQuery(routes.get) page: QueryOf<typeof routes.get>,
  ) {
    return readStatement(this, userId, month, page);
  }

  @ContractRoute(routes.download)
  async download(
    @CurrentUserId() userId: string,
    @ValidParams(routes.download) { month }: ParamsOf<typeof routes.download>,
    @ValidQuery(routes.download) query: QueryOf<typeof routes.download>,
    @Res() res: Response,
  ) {
    await downloadStatement(this, res, { userId, month, ...query, now: this.clock.now() });
  }
}
