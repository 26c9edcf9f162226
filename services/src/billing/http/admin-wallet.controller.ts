import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminBillingRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { StaffSpend } from '../commands/staff-spend';
import { StaffTopUp } from '../commands/staff-top-up';
import { GetWalletBalanceAsOf } from '../queries/wallet-balance-as-of';
import { GetWallet, ListWalletSpendings, ListWalletTopUps } from '../queries/wallet-queries';

type UserId = ParamsOf<typeof routes.wallet>;

/** Staff and managers on a seller's wallet tab. */
@AdminOnly()
@Controller()
export class AdminWalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.wallet)
  wallet(@ValidParams(routes.wallet) { userId }: UserId) {
    return this.queries.execute(new GetWallet(userId));
  }

  @ContractRoute(routes.topUps)
  topUps(@ValidParams(routes.topUps) { userId }: UserId, @ValidQuery(routes.topUps) filter: QueryOf<typeof routes.topUps>) {
    return this.queries.execute(new ListWalletTopUps(userId, filter));
  }

  @ContractRoute(routes.spendings)
  spendings(@ValidParams(routes.spendings) { userId }: UserId, @ValidQuery(routes.spendings) filter: QueryOf<typeof routes.spendings>) {
    return this.queries.execute(new ListWalletSpendings(userId, filter));
  }

  @ContractRoute(routes.staffTopUp)
  staffTopUp(@ValidParams(routes.staffTopUp) { userId }: UserId, @ValidBody(routes.staffTopUp) body: BodyOf<typeof routes.staffTopUp>) {
    return this.commands.execute(new StaffTopUp(userId, body.amountCents, body.comment));
  }

  /** Refused when the balance cannot cover it: still 201, accepted false, and recorded on the wallet. */
  @ContractRoute(routes.staffSpending)
  staffSpending(
    @ValidParams(routes.staffSpending) { userId }: UserId,
    @ValidBody(routes.staffSpending) body: BodyOf<typeof routes.staffSpending>,
  ) {
    return this.commands.execute(new StaffSpend(userId, body));
  }

  @ContractRoute(routes.balanceAsOf)
  balanceAsOf(
    @ValidParams(routes.balanceAsOf) { userId }: UserId,
    @ValidQuery(routes.balanceAsOf) query: QueryOf<typeof routes.balanceAsOf>,
  ) {
    return this.queries.execute(new GetWalletBalanceAsOf(userId, new Date(query.asOf)));
  }
}
