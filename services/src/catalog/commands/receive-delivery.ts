// The warehouse accepted a delivery: its good units go into the product's total stock (INBOUND_SHIPMENT, or
// FULFILLMENT_RETURN for a return) and what it still expected is cleared. Once per document: a replay records nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { ReceiveDelivery } from './receive-delivery.command';

@CommandHandler(ReceiveDelivery)
export class ReceiveDeliveryHandler implements ICommandHandler<ReceiveDelivery, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, documentId, reason, quantity }: ReceiveDelivery): Promise<CommandResult> {
    const command = { type: 'ReceiveDelivery' as const, documentId, reason, quantity, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
