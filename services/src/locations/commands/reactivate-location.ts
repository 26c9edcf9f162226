// A warehouse manager puts a deactivated bin back into use.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { locationDecider, locationStream } from '../domain/location';

export class ReactivateLocation extends Command<CommandResult> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(ReactivateLocation)
export class ReactivateLocationHandler implements ICommandHandler<ReactivateLocation, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ code }: ReactivateLocation): Promise<CommandResult> {
    const command = { type: 'ReactivateLocation' as const, code, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, locationStream(code), locationDecider, command);
    return { id: code, position: outcome.position ?? '' };
  }
}
