// Counting by scan starts: DELIVERED → CHECKING_DELIVERY; the billable clock starts.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class StartInboundCheck extends Command<CommandResult> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

@CommandHandler(StartInboundCheck)
export class StartInboundCheckHandler implements ICommandHandler<StartInboundCheck, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: StartInboundCheck): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'StartCheck', at: this.clock.now() }));
  }
}
