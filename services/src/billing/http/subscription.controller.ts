import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { subscriptionRoutes as routes, type ChangePlanBody } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../identity/http/current-user';
import { CancelDowngrade, ChangePlan } from '../commands/subscription-change';
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
  history(@CurrentUserId() userId: string, @ValidQuery(routes.history) query: { page: number; pageSize: number }) {
    return this.queries.execute(new ListSubscriptionHistory(userId, query.page, query.pageSize));
  }

  @ContractRoute(routes.change)
  change(@CurrentUserId() userId: string, @ValidBody(routes.change) body: ChangePlanBody) {
    return this.commands.execute(new ChangePlan(userId, body));
  }

  @ContractRoute(routes.cancelDowngrade)
  cancelDowngrade(@CurrentUserId() userId: string) {
    return this.commands.execute(new CancelDowngrade(userId));
  }
}
