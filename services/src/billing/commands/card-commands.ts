// Linking (tokenised by the processor), making primary and removing cards on the cards-<userId> stream.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type AddCardBody, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock, PaymentPort } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { cardsDecider, cardsStream } from '../domain/cards';
import { PAYMENT_PORT } from '../services/payment-port.provider';

export class LinkCard extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly card: AddCardBody,
    /** The YooKassa route records its own provider over the same port. */
    readonly route: 'default' | 'yookassa',
  ) {
    super();
  }
}

@CommandHandler(LinkCard)
export class LinkCardHandler implements ICommandHandler<LinkCard, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PORT) private readonly payments: PaymentPort,
  ) {}

  async execute({ userId, card, route }: LinkCard): Promise<CommandResult> {
    const result = await this.payments.tokenizeCard(card);
    if (!result.ok) throw new DomainError(ErrorCode[result.failure], result.failure === 'PAYMENT_PROVIDER_ERROR' ? 502 : 422);
    const cardId = randomUUID();
    const provider = route === 'yookassa' ? 'yookassa' : this.payments.kind;
    const outcome = await executeCommand(this.deps, cardsStream(userId), cardsDecider, { type: 'LinkCard', card: { cardId, provider, ...result.card }, at: this.clock.now() });
    return { id: cardId, position: outcome.position ?? '' };
  }
}

export class ChangeCard extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly change: { type: 'MakePrimary' | 'RemoveCard'; cardId: string },
  ) {
    super();
  }
}

@CommandHandler(ChangeCard)
export class ChangeCardHandler implements ICommandHandler<ChangeCard, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, change }: ChangeCard): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, cardsStream(userId), cardsDecider, { ...change, at: this.clock.now() });
    return { id: change.cardId, position: outcome.position ?? '' };
  }
}
