import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { walletRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { SellerInPerson } from '../../http/auth/access.decorators';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { ConfigureAutoTopUp } from '../commands/configure-auto-top-up';
import { TopUpWallet } from '../commands/top-up-wallet';
import { GetWallet, ListWalletSpendings, ListWalletTopUps } from '../queries/wallet-queries';
import { writeWalletReport } from '../reports/wallet-report';

@Controller()
export class WalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.get)
  get(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetWallet(userId));
  }

  @ContractRoute(routes.topUps)
  topUps(@CurrentUserId() userId: string, @ValidQuery(routes.topUps) filter: QueryOf<typeof routes.topUps>) {
    return this.queries.execute(new ListWalletTopUps(userId, filter));
  }

  @ContractRoute(routes.spendings)
  spendings(@CurrentUserId() userId: string, @ValidQuery(routes.spendings) filter: QueryOf<typeof routes.spendings>) {
    return this.queries.execute(new ListWalletSpendings(userId, filter));
  }

  @SellerInPerson()
  @ContractRoute(routes.topUp)
  topUp(@CurrentUserId() userId: string, @ValidBody(routes.topUp) body: BodyOf<typeof routes.topUp>) {
    return this.commands.execute(new TopUpWallet(userId, body.amountCents, body.cardId));
  }

  @SellerInPerson()
  @ContractRoute(routes.autoTopUp)
  autoTopUp(@CurrentUserId() userId: string, @ValidBody(routes.autoTopUp) body: BodyOf<typeof routes.autoTopUp>) {
    return this.commands.execute(new ConfigureAutoTopUp(userId, body));
  }

  @ContractRoute(routes.report)
  async report(@CurrentUserId() userId: string, @ValidQuery(routes.report) query: QueryOf<typeof routes.report>, @Res() res: Response) {
    await writeWalletReport(res, this.queries, userId, query);
  }
}
