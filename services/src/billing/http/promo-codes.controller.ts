import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { promoCodeRoutes as routes, type CreatePromoCodeBody, type UpdatePromoCodeBody } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly, BlockedAllowed } from '../../identity/http/access.decorators';
import { ChangePromoCode } from '../commands/promo-code-commands';
import { GetPromoCode, ListPromoCodes, type PromoCodeFilter } from '../queries/promo-code-queries';

type Id = { promocodeId: string };

@AdminOnly()
@BlockedAllowed()
@Controller()
export class PromoCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: PromoCodeFilter) {
    return this.queries.execute(new ListPromoCodes(query));
  }

  @ContractRoute(routes.get)
  get(@ValidParams(routes.get) { promocodeId }: Id) {
    return this.queries.execute(new GetPromoCode(promocodeId));
  }

  @ContractRoute(routes.create)
  create(@ValidBody(routes.create) body: CreatePromoCodeBody) {
    return this.commands.execute(new ChangePromoCode({ type: 'Create', body }));
  }

  @ContractRoute(routes.update)
  update(@ValidParams(routes.update) { promocodeId }: Id, @ValidBody(routes.update) body: UpdatePromoCodeBody) {
    return this.commands.execute(new ChangePromoCode({ type: 'Update', promoCodeId: promocodeId, body }));
  }

  @ContractRoute(routes.deactivate)
  deactivate(@ValidParams(routes.deactivate) { promocodeId }: Id) {
    return this.commands.execute(new ChangePromoCode({ type: 'Deactivate', promoCodeId: promocodeId }));
  }
}
