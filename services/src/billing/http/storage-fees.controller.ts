import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { storageFeeRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { GetCurrentStorage, ListStorageFees } from '../queries/storage-fee-queries';
import { writeStorageFeeReport } from '../reports/storage-fee-report';

@Controller()
export class StorageFeesController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  list(@CurrentUserId() userId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListStorageFees(userId, query.page, query.pageSize));
  }

  @ContractRoute(routes.current)
  current(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetCurrentStorage(userId));
  }

  @ContractRoute(routes.report)
  async report(@CurrentUserId() userId: string, @ValidQuery(routes.report) query: QueryOf<typeof routes.report>, @Res() res: Response) {
    await writeStorageFeeReport(res, this.queries, userId, query);
  }
}
