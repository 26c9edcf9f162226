import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { insightsDaysLeftRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { GetDaysOfStockLeft } from '../queries/days-of-stock-left';

@ReadsFrom('insights_stock', 'products')
@Controller()
export class InsightsDaysLeftController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.daysLeft)
  daysLeft(@CurrentUserId() sellerId: string, @ValidQuery(routes.daysLeft) query: QueryOf<typeof routes.daysLeft>) {
    return this.queries.execute(new GetDaysOfStockLeft(sellerId, query));
  }
}
