import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { productDefaultsRoutes as routes, type BodyOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { SetProductDefaults } from '../commands/set-product-defaults';
import { GetProductDefaults } from '../queries/get-product-defaults';

/** The signed-in seller's own defaults: the id comes from the session, never from the request. */
@Controller()
export class ProductDefaultsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.get)
  get(@CurrentUserId() sellerId: string) {
    return this.queries.execute(new GetProductDefaults(sellerId));
  }

  @ContractRoute(routes.set)
  set(@CurrentUserId() sellerId: string, @ValidBody(routes.set) body: BodyOf<typeof routes.set>) {
    return this.commands.execute(new SetProductDefaults(sellerId, body));
  }
}
