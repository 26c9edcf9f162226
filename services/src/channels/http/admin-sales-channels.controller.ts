import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { salesChannelRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { ListSalesChannels } from '../queries/sales-channel-queries';

/** A seller's sales channels for staff and warehouse managers (admin user detail, sales-channels tab). */
@AdminOnly()
@Controller()
export class AdminSalesChannelsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.adminList)
  list(
    @ValidParams(routes.adminList) { userId }: ParamsOf<typeof routes.adminList>,
    @ValidQuery(routes.adminList) query: QueryOf<typeof routes.adminList>,
  ) {
    return this.queries.execute(new ListSalesChannels(userId, query));
  }
}
