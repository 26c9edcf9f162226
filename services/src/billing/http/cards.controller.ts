import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { cardRoutes as routes, type AddCardBody } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { BlockedAllowed } from '../../identity/http/access.decorators';
import { CurrentUserId } from '../../identity/http/current-user';
import { ChangeCard, LinkCard } from '../commands/card-commands';
import { ListCardPayments, ListCards } from '../queries/card-queries';

type Id = { cardId: string };

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
  payments(@CurrentUserId() userId: string, @ValidQuery(routes.payments) page: { page: number; pageSize: number }) {
    return this.queries.execute(new ListCardPayments(userId, page));
  }

  @ContractRoute(routes.add)
  add(@CurrentUserId() userId: string, @ValidBody(routes.add) body: AddCardBody) {
    return this.commands.execute(new LinkCard(userId, body, 'default'));
  }

  @ContractRoute(routes.addYookassa)
  addYookassa(@CurrentUserId() userId: string, @ValidBody(routes.addYookassa) body: AddCardBody) {
    return this.commands.execute(new LinkCard(userId, body, 'yookassa'));
  }

  @ContractRoute(routes.makePrimary)
  makePrimary(@CurrentUserId() userId: string, @ValidParams(routes.makePrimary) { cardId }: Id) {
    return this.commands.execute(new ChangeCard(userId, { type: 'MakePrimary', cardId }));
  }

  /** Spec 6: a blocked user may still delete saved cards. */
  @BlockedAllowed()
  @ContractRoute(routes.remove)
  remove(@CurrentUserId() userId: string, @ValidParams(routes.remove) { cardId }: Id) {
    return this.commands.execute(new ChangeCard(userId, { type: 'RemoveCard', cardId }));
  }
}
