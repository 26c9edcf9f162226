// The shipment is LOST: never delivered, or a search that found no good unit.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class MarkInboundLost extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly note: string | null,
  ) {
    super();
  }
}

@CommandHandler(MarkInboundLost)
export class MarkInboundLostHandler implements ICommandHandler<MarkInboundLost, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, note }: MarkInboundLost): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'MarkLost', note, at: this.clock.now() }));
  }
}
