import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { ContractRoute } from '../../http/contract-route';
import { GetSupportHours } from './get-support-hours';

/** Any signed-in user, blocked ones too (spec 6: blocked users may still contact support). */
@BlockedAllowed()
@Controller()
export class SupportHoursController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.hours)
  hours() {
    return this.queries.execute(new GetSupportHours());
  }
}
