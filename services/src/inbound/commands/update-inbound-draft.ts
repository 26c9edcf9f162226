// A seller edits a draft (the wizard): its products and delivery.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, UpdateInboundDraftBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { InboundProductFacts } from '../services/product-facts';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class UpdateInboundDraft extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
    readonly body: UpdateInboundDraftBody,
  ) {
    super();
  }
}

@CommandHandler(UpdateInboundDraft)
export class UpdateInboundDraftHandler implements ICommandHandler<UpdateInboundDraft, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly productFacts: InboundProductFacts,
  ) {}

  async execute({ sellerId, shipmentId, body }: UpdateInboundDraft): Promise<CommandResult> {
    const products = await this.productFacts.of(body.lines.map((l) => l.productId));
    const command = { type: 'UpdateDraft' as const, sellerId, lines: body.lines, delivery: body.delivery, products, at: this.clock.now() };
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, command));
  }
}
