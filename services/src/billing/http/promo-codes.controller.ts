import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { promoCodeRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { CreatePromoCode } from '../commands/create-promo-code';
import { DeactivatePromoCode } from '../commands/deactivate-promo-code';
import { UpdatePromoCode } from '../commands/update-promo-code';
import { GetPromoCode, ListPromoCodes } from '../queries/promo-code-queries';

type Id = ParamsOf<typeof routes.get>;

@AdminOnly()
@Controller()
export class PromoCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListPromoCodes(query));
  }

  @ContractRoute(routes.get)
  get(@ValidParams(routes.get) { promocodeId }: Id) {
    return this.queries.execute(new GetPromoCode(promocodeId));
  }

  @ContractRoute(routes.create)
  create(@ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreatePromoCode(body));
  }

  @ContractRoute(routes.update)
  update(@ValidParams(routes.update) { promocodeId }: Id, @ValidBody(routes.update) body: BodyOf<typeof routes.update>) {
    return this.commands.execute(new UpdatePromoCode(promocodeId, body));
  }

  @ContractRoute(routes.deactivate)
  deactivate(@ValidParams(routes.deactivate) { promocodeId }: Id) {
    return this.commands.execute(new DeactivatePromoCode(promocodeId));
  }
}
