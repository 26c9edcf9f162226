// A warehouse manager adds one bin.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { locationDecider, locationStream } from '../domain/location';

export class CreateLocation extends Command<CommandResult> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(CreateLocation)
export class CreateLocationHandler implements ICommandHandler<CreateLocation, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ code }: CreateLocation): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, locationStream(code), locationDecider, {
      type: 'CreateLocation',
      code,
      at: this.clock.now(),
    });
    return { id: code, position: outcome.position ?? '' };
  }
}
