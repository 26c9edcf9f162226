// Every accepted good unit is in a bin: → LOCATED (then the payment saga bills it).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class FinishInboundPlacement extends Command<CommandResult> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

@CommandHandler(FinishInboundPlacement)
export class FinishInboundPlacementHandler implements ICommandHandler<FinishInboundPlacement, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: FinishInboundPlacement): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'FinishPlacement', at: this.clock.now() }));
  }
}
