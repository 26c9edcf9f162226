// A seller removes a card; if it was primary, the decider promotes another.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { cardsDecider, cardsStream } from '../domain/cards';

export class RemoveCard extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly cardId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveCard)
export class RemoveCardHandler implements ICommandHandler<RemoveCard, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, cardId }: RemoveCard): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, cardsStream(userId), cardsDecider, {
      type: 'RemoveCard',
      cardId,
      at: this.clock.now(),
    });
    return { id: cardId, position: outcome.position ?? '' };
  }
}
