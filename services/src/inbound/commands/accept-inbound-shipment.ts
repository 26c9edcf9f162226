// Counting is done: the received good units become stock (the stock saga), with the billable check-in time.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class AcceptInboundShipment extends Command<CommandResult> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

@CommandHandler(AcceptInboundShipment)
export class AcceptInboundShipmentHandler implements ICommandHandler<AcceptInboundShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: AcceptInboundShipment): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'Accept', at: this.clock.now() }));
  }
}
