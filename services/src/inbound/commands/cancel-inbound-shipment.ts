// A seller cancels a shipment the warehouse has not received (irreversible).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class CancelInboundShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelInboundShipment)
export class CancelInboundShipmentHandler implements ICommandHandler<CancelInboundShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, sellerId }: CancelInboundShipment): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'Cancel', sellerId, at: this.clock.now() }));
  }
}
