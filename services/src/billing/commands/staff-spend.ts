// Staff charge a seller's wallet (e.g. a manual service); refused when the balance cannot cover it, and recorded either way.
import { randomUUID } from 'node:crypto';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SpendingAnswer, SpendingPurpose } from '@ledgerhouse/contracts';
import { AccountStatus } from '../services/account-status';
import { SpendFromWallet } from './spend-from-wallet.command';

export class StaffSpend extends Command<SpendingAnswer> {
  constructor(
    readonly userId: string,
    readonly spending: { amountCents: number; purpose: SpendingPurpose; notes: string; documentId?: string },
  ) {
    super();
  }
}

@CommandHandler(StaffSpend)
export class StaffSpendHandler implements ICommandHandler<StaffSpend, SpendingAnswer> {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountStatus,
  ) {}

  async execute({ userId, spending }: StaffSpend): Promise<SpendingAnswer> {
    await this.accounts.mustExist(userId);
    const documentId = spending.documentId ?? `staff-${randomUUID()}`;
    const outcome = await this.commands.execute(
      new SpendFromWallet(userId, { purpose: spending.purpose, amountCents: spending.amountCents, notes: spending.notes, documentId }),
    );
    return {
      id: outcome.entryId,
      position: outcome.position,
      accepted: outcome.accepted,
      entryId: outcome.entryId,
      balanceAfterCents: outcome.balanceAfterCents,
    };
  }
}
