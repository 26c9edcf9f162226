import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { integrationRequestRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { RequestIntegration } from '../commands/request-integration.command';
import { ListIntegrationRequests } from '../queries/list-integration-requests.query';

/** Sales channels stay open to blocked users (spec 6). */
@BlockedAllowed()
@Controller()
export class IntegrationRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new RequestIntegration(randomUUID(), sellerId, body));
  }

  /** The caller's own requests only; staff and managers read everyone's under /admin. */
  @ContractRoute(routes.list)
  async list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    const page = await this.queries.execute(new ListIntegrationRequests(sellerId, query.page, query.pageSize));
    return { ...page, items: page.items.map(({ sellerId: _own, ...item }) => item) };
  }
}
