// A seller cancels a scheduled downgrade before the paid period ends.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { subscriptionDecider, subscriptionStream } from '../domain/subscription';

export class CancelDowngrade extends Command<CommandResult> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(CancelDowngrade)
export class CancelDowngradeHandler implements ICommandHandler<CancelDowngrade, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: CancelDowngrade): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, {
      type: 'CancelDowngrade',
      at: this.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
