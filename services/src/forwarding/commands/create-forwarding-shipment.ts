// A seller declares a forwarding shipment: a parcel under their own label that the warehouse will pass on.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, ForwardingFields } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { AttachedFiles } from '../../files/attached-files';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export class CreateForwardingShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly fields: ForwardingFields,
  ) {
    super();
  }
}

@CommandHandler(CreateForwardingShipment)
export class CreateForwardingShipmentHandler implements ICommandHandler<CreateForwardingShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: AttachedFiles,
  ) {}

  async execute({ sellerId, fields }: CreateForwardingShipment): Promise<CommandResult> {
    const shipmentId = randomUUID();
    const { fileIds, ...declared } = fields;
    // The shipment keeps each file's name only.
    const files = (await this.files.resolve(sellerId, fileIds)).map(({ id, name }) => ({ id, name }));
    const outcome = await executeCommand(this.deps, forwardingStream(shipmentId), forwardingDecider, {
      type: 'Create',
      shipmentId,
      sellerId,
      details: { ...declared, files },
      at: this.clock.now(),
    });
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
