// Units are missing after counting: ACCEPTING → SEARCHING.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class StartInboundSearch extends Command<CommandResult> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

@CommandHandler(StartInboundSearch)
export class StartInboundSearchHandler implements ICommandHandler<StartInboundSearch, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: StartInboundSearch): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'StartSearch', at: this.clock.now() }));
  }
}
