// A seller sends a draft: DRAFT → NOT_DELIVERED, each product then expects its units (the stock saga).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class SubmitInboundShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(SubmitInboundShipment)
export class SubmitInboundShipmentHandler implements ICommandHandler<SubmitInboundShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, sellerId }: SubmitInboundShipment): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'Submit', sellerId, at: this.clock.now() }));
  }
}
