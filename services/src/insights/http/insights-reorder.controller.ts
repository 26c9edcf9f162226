import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { insightsReorderRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { ClearReorderThreshold } from '../commands/clear-reorder-threshold';
import { SetReorderThreshold } from '../commands/set-reorder-threshold';
import { GetReorderAlerts } from '../queries/reorder-alerts';

/** The signed-in seller's reorder thresholds and alerts: another seller's product answers 404. */
@ReadsFrom('reorder_alerts', 'products')
@Controller()
export class InsightsReorderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.alerts)
  alerts(@CurrentUserId() sellerId: string) {
    return this.queries.execute(new GetReorderAlerts(sellerId));
  }

  @ContractRoute(routes.setThreshold)
  set(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.setThreshold) { productId }: ParamsOf<typeof routes.setThreshold>,
    @ValidBody(routes.setThreshold) body: BodyOf<typeof routes.setThreshold>,
  ) {
    return this.commands.execute(new SetReorderThreshold(sellerId, productId, body));
  }

  @ContractRoute(routes.clearThreshold)
  clear(@CurrentUserId() sellerId: string, @ValidParams(routes.clearThreshold) { productId }: ParamsOf<typeof routes.clearThreshold>) {
    return this.commands.execute(new ClearReorderThreshold(sellerId, productId));
  }
}
