// A seller tops up their wallet from a card (MANUAL_FUND: requested, charged, settled).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock, EventStore, PaymentPort } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, type CommandDeps } from '../../persistence/tokens';
import { cardById, cardsStream, foldCards, primaryCard } from '../domain/cards';
import { walletDecider, walletStream } from '../domain/wallet';
import { AccountStatus } from '../services/account-status';
import { PAYMENT_PORT } from '../services/payment-port.provider';

export class TopUpWallet extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly amountCents: number,
    /** The primary card when absent. */
    readonly cardId?: string,
  ) {
    super();
  }
}

@CommandHandler(TopUpWallet)
export class TopUpWalletHandler implements ICommandHandler<TopUpWallet, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PORT) private readonly payments: PaymentPort,
    private readonly accounts: AccountStatus,
  ) {}

  async execute({ userId, amountCents, cardId }: TopUpWallet): Promise<CommandResult> {
    if (await this.accounts.blocked(userId)) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED);
    const cards = foldCards(await this.store.readStream(cardsStream(userId)));
    const card = cardId ? cardById(cards, cardId) : primaryCard(cards);
    if (!card) throw cardId ? new DomainError(ErrorCode.CARD_NOT_FOUND) : new DomainError(ErrorCode.CARD_REQUIRED);
    const entryId = randomUUID();
    const idempotencyKey = `topup-${entryId}`;
    // Intent first: a crash after the charge leaves a TopUpRequested that TopUpRecovery settles from the processor's answer.
    await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RequestTopUp',
      entryId,
      amountCents,
      cardId: card.cardId,
      idempotencyKey,
      at: this.clock.now(),
    });
    const charged = await this.payments.charge({ token: card.token, amountCents, idempotencyKey });
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RecordTopUp',
      entryId,
      source: 'MANUAL_FUND',
      amountCents,
      cardId: card.cardId,
      comment: null,
      outcome: charged.ok ? { ok: true, paymentId: charged.paymentId } : charged,
      at: this.clock.now(),
    });
    if (!charged.ok) throw new DomainError(ErrorCode.TOPUP_FAILED, {}, { failure: charged.failure, entryId, position: outcome.position });
    return { id: entryId, position: outcome.position ?? '' };
  }
}
