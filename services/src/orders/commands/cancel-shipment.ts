// A seller takes a processing order back to READY_FOR_FULFILLMENT (the fulfillment saga voids the label and refunds a
// paid charge); refused once packing has begun. Nothing starts again until the seller starts fulfillment again.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class CancelShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelShipment)
export class CancelShipmentHandler implements ICommandHandler<CancelShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, orderId }: CancelShipment): Promise<CommandResult> {
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, { type: 'CancelShipment', sellerId, at: this.clock.now() }));
  }
}
