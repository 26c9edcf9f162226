// The carrier has the order's parcel: the units it held of a product leave the warehouse (a FULFILLMENT stock entry,
// and the reservation released as FULFILLED). Once per order: asked again it records nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { FulfilReservation } from './fulfil-reservation.command';

@CommandHandler(FulfilReservation)
export class FulfilReservationHandler implements ICommandHandler<FulfilReservation, void> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, orderId }: FulfilReservation): Promise<void> {
    const command = { type: 'FulfilReservation' as const, documentId: orderId, at: this.clock.now() };
    await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
  }
}
