// Top-ups: a seller's card top-up (MANUAL_FUND) and a staff top-up (BY_STAFF, with a comment).
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
    if (await this.accounts.blocked(userId)) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED, 403);
    const cards = foldCards(await this.store.readStream(cardsStream(userId)));
    const card = cardId ? cardById(cards, cardId) : primaryCard(cards);
    if (!card) throw cardId ? new DomainError(ErrorCode.CARD_NOT_FOUND, 404) : new DomainError(ErrorCode.CARD_REQUIRED, 422);
    const entryId = randomUUID();
    const charged = await this.payments.charge({ token: card.token, amountCents, idempotencyKey: `topup-${entryId}` });
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
    if (!charged.ok) throw new DomainError(ErrorCode.TOPUP_FAILED, 402, {}, { failure: charged.failure, entryId, position: outcome.position });
    return { id: entryId, position: outcome.position ?? '' };
  }
}

export class StaffTopUp extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly amountCents: number,
    readonly comment: string,
  ) {
    super();
  }
}

@CommandHandler(StaffTopUp)
export class StaffTopUpHandler implements ICommandHandler<StaffTopUp, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: AccountStatus,
  ) {}

  async execute({ userId, amountCents, comment }: StaffTopUp): Promise<CommandResult> {
    await this.accounts.mustExist(userId);
    const entryId = randomUUID();
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RecordTopUp',
      entryId,
      source: 'BY_STAFF',
      amountCents,
      cardId: null,
      comment,
      outcome: { ok: true, paymentId: null },
      at: this.clock.now(),
    });
    return { id: entryId, position: outcome.position ?? '' };
  }
}
