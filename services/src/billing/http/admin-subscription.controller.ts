import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminBillingRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { GetSubscription, ListSubscriptionHistory } from '../queries/subscription-queries';

/** The subscription tab of a user's detail page. */
@AdminOnly()
@Controller()
export class AdminSubscriptionController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.subscription)
  get(@ValidParams(routes.subscription) { userId }: ParamsOf<typeof routes.subscription>) {
    return this.queries.execute(new GetSubscription(userId));
  }

  @ContractRoute(routes.subscriptionHistory)
  history(
    @ValidParams(routes.subscriptionHistory) { userId }: ParamsOf<typeof routes.subscriptionHistory>,
    @ValidQuery(routes.subscriptionHistory) query: QueryOf<typeof routes.subscriptionHistory>,
  ) {
    return this.queries.execute(new ListSubscriptionHistory(userId, query.page, query.pageSize));
  }
}
