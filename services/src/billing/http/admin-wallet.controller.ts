import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminBillingRoutes as routes, type SpendingAnswer, type SpendingPurpose } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly, BlockedAllowed } from '../../identity/http/access.decorators';
import { SpendFromWallet } from '../commands/spend-from-wallet.command';
import { StaffTopUp } from '../commands/top-up-wallet';
import { AccountStatus } from '../services/account-status';
import { GetWalletBalanceAsOf } from '../queries/wallet-balance-as-of';
import { GetWallet, ListWalletSpendings, ListWalletTopUps, type HistoryFilter } from '../queries/wallet-queries';

type UserId = { userId: string };

/** Staff and managers on a seller's wallet tab. */
@AdminOnly()
@BlockedAllowed()
@Controller()
export class AdminWalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly accounts: AccountStatus,
  ) {}

  @ContractRoute(routes.wallet)
  wallet(@ValidParams(routes.wallet) { userId }: UserId) {
    return this.queries.execute(new GetWallet(userId));
  }

  @ContractRoute(routes.topUps)
  topUps(@ValidParams(routes.topUps) { userId }: UserId, @ValidQuery(routes.topUps) filter: HistoryFilter) {
    return this.queries.execute(new ListWalletTopUps(userId, filter));
  }

  @ContractRoute(routes.spendings)
  spendings(@ValidParams(routes.spendings) { userId }: UserId, @ValidQuery(routes.spendings) filter: HistoryFilter) {
    return this.queries.execute(new ListWalletSpendings(userId, filter));
  }

  @ContractRoute(routes.staffTopUp)
  staffTopUp(@ValidParams(routes.staffTopUp) { userId }: UserId, @ValidBody(routes.staffTopUp) body: { amountCents: number; comment: string }) {
    return this.commands.execute(new StaffTopUp(userId, body.amountCents, body.comment));
  }

  /** Refused when the balance cannot cover it: still 201, accepted false, and recorded on the wallet. */
  @ContractRoute(routes.staffSpending)
  async staffSpending(
    @ValidParams(routes.staffSpending) { userId }: UserId,
    @ValidBody(routes.staffSpending) body: { amountCents: number; purpose: SpendingPurpose; notes: string; documentId?: string },
  ): Promise<SpendingAnswer> {
    await this.accounts.mustExist(userId);
    const spending = { purpose: body.purpose, amountCents: body.amountCents, notes: body.notes, documentId: body.documentId ?? `staff-${randomUUID()}` };
    const outcome = await this.commands.execute(new SpendFromWallet(userId, spending));
    return { id: outcome.entryId, position: outcome.position, accepted: outcome.accepted, entryId: outcome.entryId, balanceAfterCents: outcome.balanceAfterCents };
  }

  @ContractRoute(routes.balanceAsOf)
  balanceAsOf(@ValidParams(routes.balanceAsOf) { userId }: UserId, @ValidQuery(routes.balanceAsOf) query: { asOf: string }) {
    return this.queries.execute(new GetWalletBalanceAsOf(userId, new Date(query.asOf)));
  }
}
