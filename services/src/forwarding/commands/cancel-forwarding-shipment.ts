// A seller cancels a forwarding shipment not yet delivered; it never changes again.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export class CancelForwardingShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelForwardingShipment)
export class CancelForwardingShipmentHandler implements ICommandHandler<CancelForwardingShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, shipmentId }: CancelForwardingShipment): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, forwardingStream(shipmentId), forwardingDecider, {
      type: 'Cancel',
      sellerId,
      at: this.clock.now(),
    });
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
