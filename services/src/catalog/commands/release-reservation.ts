// An order gives back what it holds of a product (canceled, short of another product, or edited without it). Keyed
// by the order: with nothing held it records nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { ReleaseReservation } from './release-reservation.command';

@CommandHandler(ReleaseReservation)
export class ReleaseReservationHandler implements ICommandHandler<ReleaseReservation, { released: number }> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, orderId }: ReleaseReservation): Promise<{ released: number }> {
    const command = { type: 'SetReservation' as const, documentId: orderId, quantity: 0, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
    const released = outcome.events.find((e) => e.type === 'ReservationReleased');
    return { released: released?.type === 'ReservationReleased' ? released.data.quantity : 0 };
  }
}
