import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { integrationRequestRoutes as routes, type RequestIntegrationBody } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { BlockedAllowed } from '../../identity/http/access.decorators';
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
  create(@ValidBody(routes.create) body: RequestIntegrationBody) {
    return this.commands.execute(new RequestIntegration(randomUUID(), body));
  }

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: { page: number; pageSize: number }) {
    return this.queries.execute(new ListIntegrationRequests(query.page, query.pageSize));
  }
}
