import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { subscriptionRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { CancelDowngrade } from '../commands/cancel-downgrade';
import { ChangePlan } from '../commands/change-plan';
import { GetSubscription, ListSubscriptionHistory } from '../queries/subscription-queries';

@Controller()
export class SubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.get)
  get(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetSubscription(userId));
  }

  @ContractRoute(routes.history)
  history(@CurrentUserId() userId: string, @ValidQuery(routes.history) query: QueryOf<typeof routes.history>) {
    return this.queries.execute(new ListSubscriptionHistory(userId, query.page, query.pageSize));
  }

  @ContractRoute(routes.change)
  change(@CurrentUserId() userId: string, @ValidBody(routes.change) body: BodyOf<typeof routes.change>) {
    return this.commands.execute(new ChangePlan(userId, body));
  }

  @ContractRoute(routes.cancelDowngrade)
  cancelDowngrade(@CurrentUserId() userId: string) {
    return this.commands.execute(new CancelDowngrade(userId));
  }
}
