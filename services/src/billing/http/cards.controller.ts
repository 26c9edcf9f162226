import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { cardRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { BlockedAllowed, SellerInPerson } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { AddCard } from '../commands/add-card';
import { MakeCardPrimary } from '../commands/make-card-primary';
import { RemoveCard } from '../commands/remove-card';
import { ListCardPayments, ListCards } from '../queries/card-queries';

type Id = ParamsOf<typeof routes.remove>;

@Controller()
export class CardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Payment information stays open to deactivated accounts (spec 2 routing rules). */
  @BlockedAllowed()
  @ContractRoute(routes.list)
  list(@CurrentUserId() userId: string) {
    return this.queries.execute(new ListCards(userId));
  }

  @BlockedAllowed()
  @ContractRoute(routes.payments)
  payments(@CurrentUserId() userId: string, @ValidQuery(routes.payments) page: QueryOf<typeof routes.payments>) {
    return this.queries.execute(new ListCardPayments(userId, page));
  }

  @SellerInPerson()
  @ContractRoute(routes.add)
  add(@CurrentUserId() userId: string, @ValidBody(routes.add) body: BodyOf<typeof routes.add>) {
    return this.commands.execute(new AddCard(userId, body, 'default'));
  }

  @SellerInPerson()
  @ContractRoute(routes.addYookassa)
  addYookassa(@CurrentUserId() userId: string, @ValidBody(routes.addYookassa) body: BodyOf<typeof routes.addYookassa>) {
    return this.commands.execute(new AddCard(userId, body, 'yookassa'));
  }

  @SellerInPerson()
  @ContractRoute(routes.makePrimary)
  makePrimary(@CurrentUserId() userId: string, @ValidParams(routes.makePrimary) { cardId }: Id) {
    return this.commands.execute(new MakeCardPrimary(userId, cardId));
  }

  /** Spec 6: a blocked user may still delete saved cards. */
  @BlockedAllowed()
  @SellerInPerson()
  @ContractRoute(routes.remove)
  remove(@CurrentUserId() userId: string, @ValidParams(routes.remove) { cardId }: Id) {
    return this.commands.execute(new RemoveCard(userId, cardId));
  }
}
