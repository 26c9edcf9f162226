// An inbound shipment plans (or re-plans, or cancels) its delivery of a product: `incoming` follows. Idempotent per
// document: asking again for the quantity already planned records nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { ReviseExpectedDelivery } from './revise-expected-delivery.command';

@CommandHandler(ReviseExpectedDelivery)
export class ReviseExpectedDeliveryHandler implements ICommandHandler<ReviseExpectedDelivery, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, documentId, quantity }: ReviseExpectedDelivery): Promise<CommandResult> {
    const command = { type: 'ReviseExpectedDelivery' as const, documentId, quantity, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
