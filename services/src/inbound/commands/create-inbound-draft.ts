// A seller saves a new draft (the wizard): products of their own, quantities, barcodes, delivery. It gets its number.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, CreateInboundDraftBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inboundShipmentDecider } from '../domain/inbound-shipment';
import { InboundNumbers } from '../services/inbound-numbers';
import { InboundProductFacts } from '../services/product-facts';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class CreateInboundDraft extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateInboundDraftBody,
  ) {
    super();
  }
}

@CommandHandler(CreateInboundDraft)
export class CreateInboundDraftHandler implements ICommandHandler<CreateInboundDraft, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly numbers: InboundNumbers,
    private readonly productFacts: InboundProductFacts,
  ) {}

  async execute({ sellerId, body }: CreateInboundDraft): Promise<CommandResult> {
    const shipmentId = randomUUID();
    const products = await this.productFacts.of(body.lines.map((l) => l.productId));
    const command = {
      type: 'CreateDraft' as const,
      shipmentId,
      sellerId,
      number: '',
      shipmentType: body.type,
      lines: body.lines,
      delivery: body.delivery,
      products,
      at: this.clock.now(),
    };
    // The rules first, so a refused draft takes no number.
    inboundShipmentDecider.decide(command, inboundShipmentDecider.initialState);
    const number = await this.numbers.take(shipmentId);
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { ...command, number }));
  }
}
