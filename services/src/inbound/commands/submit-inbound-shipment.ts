// A seller sends a draft: DRAFT → NOT_DELIVERED, each product then expects its units (the stock saga). Its products
// are checked as they are now: one deleted since the draft was saved is refused.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { loadState } from '../../event-sourcing/load-state';
import { inboundShipmentDecider, inboundShipmentStream } from '../domain/inbound-shipment';
import { InboundProductFacts } from '../services/product-facts';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class SubmitInboundShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(SubmitInboundShipment)
export class SubmitInboundShipmentHandler implements ICommandHandler<SubmitInboundShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly productFacts: InboundProductFacts,
  ) {}

  async execute({ shipmentId, sellerId }: SubmitInboundShipment): Promise<CommandResult> {
    const draft = await loadState(this.deps.store, inboundShipmentStream(shipmentId), inboundShipmentDecider);
    const products = await this.productFacts.of(draft.lines.map((l) => l.productId));
    const command = { type: 'Submit' as const, sellerId, products, at: this.clock.now() };
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, command));
  }
}
