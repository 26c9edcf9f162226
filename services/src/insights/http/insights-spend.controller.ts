import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { insightsSpendRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { GetSpendBreakdown } from '../queries/spend-breakdown';

@ReadsFrom('wallet', 'storage_fees', 'insights_stock')
@Controller()
export class InsightsSpendController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.spend)
  spend(@CurrentUserId() sellerId: string, @ValidQuery(routes.spend) query: QueryOf<typeof routes.spend>) {
    return this.queries.execute(new GetSpendBreakdown(sellerId, query));
  }
}
