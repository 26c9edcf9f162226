import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { integrationRequestRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ListIntegrationRequests } from '../queries/list-integration-requests.query';

/** Every seller's integration requests, for staff and warehouse managers. */
@AdminOnly()
@Controller()
export class AdminIntegrationRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.adminList)
  list(@ValidQuery(routes.adminList) query: QueryOf<typeof routes.adminList>) {
    return this.queries.execute(new ListIntegrationRequests(null, query.page, query.pageSize));
  }
}
