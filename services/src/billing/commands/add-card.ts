// A seller adds a card: the processor tokenises it, the cards-<userId> stream records it (the first becomes primary).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type AddCardBody, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock, PaymentPort } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { cardNumberError, cardsDecider, cardsStream } from '../domain/cards';
import { PAYMENT_PORT } from '../services/payment-port.provider';

export class AddCard extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly card: AddCardBody,
    /** The YooKassa route records its own provider over the same port. */
    readonly route: 'default' | 'yookassa',
  ) {
    super();
  }
}

@CommandHandler(AddCard)
export class AddCardHandler implements ICommandHandler<AddCard, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PORT) private readonly payments: PaymentPort,
  ) {}

  async execute({ userId, card, route }: AddCard): Promise<CommandResult> {
    const result = await this.payments.tokenizeCard(card);
    if (!result.ok && result.failure === 'CARD_NUMBER_INVALID') throw cardNumberError(ErrorCode.CARD_NUMBER_INVALID);
    if (!result.ok) throw new DomainError(ErrorCode[result.failure]);
    const cardId = randomUUID();
    const provider = route === 'yookassa' ? 'yookassa' : this.payments.kind;
    const outcome = await executeCommand(this.deps, cardsStream(userId), cardsDecider, {
      type: 'LinkCard',
      card: { cardId, provider, ...result.card },
      at: this.clock.now(),
    });
    return { id: cardId, position: outcome.position ?? '' };
  }
}
