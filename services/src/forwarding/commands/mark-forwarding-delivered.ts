// The warehouse has received the forwarding shipment's parcels.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export class MarkForwardingDelivered extends Command<CommandResult> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

@CommandHandler(MarkForwardingDelivered)
export class MarkForwardingDeliveredHandler implements ICommandHandler<MarkForwardingDelivered, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: MarkForwardingDelivered): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, forwardingStream(shipmentId), forwardingDecider, {
      type: 'MarkDelivered',
      at: this.clock.now(),
    });
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
