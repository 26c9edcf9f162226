// A seller changes the products (and delivery) of a sent shipment, until the warehouse receives it.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangeInboundLinesBody, CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { InboundProductFacts } from '../services/product-facts';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class ChangeInboundLines extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
    readonly body: ChangeInboundLinesBody,
  ) {
    super();
  }
}

@CommandHandler(ChangeInboundLines)
export class ChangeInboundLinesHandler implements ICommandHandler<ChangeInboundLines, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly productFacts: InboundProductFacts,
  ) {}

  async execute({ sellerId, shipmentId, body }: ChangeInboundLines): Promise<CommandResult> {
    const products = await this.productFacts.of(body.lines.map((l) => l.productId));
    const command = {
      type: 'ChangeLines' as const,
      sellerId,
      lines: body.lines,
      delivery: body.delivery ?? null,
      products,
      at: this.clock.now(),
    };
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, command));
  }
}
