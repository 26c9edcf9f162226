import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly, BlockedAllowed } from '../../identity/http/access.decorators';
import { GetSubscription, ListSubscriptionHistory } from '../queries/subscription-queries';

/** The subscription tab of a user's detail page; open to staff even while they act as a blocked seller. */
@AdminOnly()
@BlockedAllowed()
@Controller()
export class AdminSubscriptionController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.subscription)
  get(@ValidParams(routes.subscription) { userId }: { userId: string }) {
    return this.queries.execute(new GetSubscription(userId));
  }

  @ContractRoute(routes.subscriptionHistory)
  history(@ValidParams(routes.subscriptionHistory) { userId }: { userId: string }, @ValidQuery(routes.subscriptionHistory) query: { page: number; pageSize: number }) {
    return this.queries.execute(new ListSubscriptionHistory(userId, query.page, query.pageSize));
  }
}
