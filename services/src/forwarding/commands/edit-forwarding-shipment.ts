// A seller changes a forwarding shipment the warehouse has not received yet.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, ForwardingFields } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { AttachedFiles } from '../../files/attached-files';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export class EditForwardingShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
    readonly fields: ForwardingFields,
  ) {
    super();
  }
}

@CommandHandler(EditForwardingShipment)
export class EditForwardingShipmentHandler implements ICommandHandler<EditForwardingShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: AttachedFiles,
  ) {}

  async execute({ sellerId, shipmentId, fields }: EditForwardingShipment): Promise<CommandResult> {
    const { fileIds, ...declared } = fields;
    // The shipment keeps each file's name only.
    const files = (await this.files.resolve(sellerId, fileIds)).map(({ id, name }) => ({ id, name }));
    const outcome = await executeCommand(this.deps, forwardingStream(shipmentId), forwardingDecider, {
      type: 'Edit',
      sellerId,
      details: { ...declared, files },
      at: this.clock.now(),
    });
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
