// A seller makes one of their cards the primary one (charged first).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { cardsDecider, cardsStream } from '../domain/cards';

export class MakeCardPrimary extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly cardId: string,
  ) {
    super();
  }
}

@CommandHandler(MakeCardPrimary)
export class MakeCardPrimaryHandler implements ICommandHandler<MakeCardPrimary, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, cardId }: MakeCardPrimary): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, cardsStream(userId), cardsDecider, {
      type: 'MakePrimary',
      cardId,
      at: this.clock.now(),
    });
    return { id: cardId, position: outcome.position ?? '' };
  }
}
