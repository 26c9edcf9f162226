// The one way to charge a wallet. Idempotent per (purpose, documentId); never lets the balance go negative;
// never charges a deactivated account (403 ACCOUNT_BLOCKED, nothing recorded).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, type CommandDeps } from '../../persistence/tokens';
import { foldWallet, spendingKey, walletDecider, walletStream } from '../domain/wallet';
import { AccountStatus } from '../services/account-status';
import { AutoTopUpService } from '../services/auto-top-up.service';
import { SpendFromWallet, type SpendingOutcome } from './spend-from-wallet.command';

@CommandHandler(SpendFromWallet)
export class SpendFromWalletHandler implements ICommandHandler<SpendFromWallet, SpendingOutcome> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: AccountStatus,
    private readonly autoTopUp: AutoTopUpService,
  ) {}

  async execute({ userId, spending }: SpendFromWallet): Promise<SpendingOutcome> {
    if (await this.accounts.blocked(userId)) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED);
    const entryId = randomUUID();
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'Spend',
      entryId,
      requestId: randomUUID(),
      ...spending,
      autoTopUpAllowed: true,
      at: this.clock.now(),
    });
    const [first] = outcome.events;
    if (outcome.events.some((e) => e.type === 'AutoTopUpRequested')) this.autoTopUp.fulfilSoon(userId);
    if (first?.type === 'WalletSpent')
      return {
        accepted: true,
        entryId,
        amountCents: first.data.amountCents,
        balanceAfterCents: first.data.balanceAfterCents,
        position: outcome.position ?? '',
      };
    if (first?.type === 'SpendingRefused')
      return {
        accepted: false,
        entryId,
        amountCents: first.data.amountCents,
        balanceAfterCents: first.data.balanceCents,
        position: outcome.position ?? '',
      };
    // Nothing new: this document was charged (or refused) before; answer that outcome.
    const history = await this.store.readStream(walletStream(userId));
    const state = foldWallet(history);
    const earlier = state.spendings[spendingKey(spending.purpose, spending.documentId)];
    const spent = earlier?.accepted
      ? history.find((e) => e.type === 'WalletSpent' && (e.data as { entryId: string }).entryId === earlier.entryId)
      : undefined;
    const balanceAfterCents = spent ? (spent.data as { balanceAfterCents: number }).balanceAfterCents : state.balanceCents;
    return {
      accepted: earlier?.accepted ?? false,
      entryId: earlier?.entryId ?? entryId,
      amountCents: earlier?.accepted ? earlier.amountCents : spending.amountCents,
      balanceAfterCents,
      position: outcome.position ?? '',
    };
  }
}
