// A seller adds a comment the warehouse sees.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class AddSellerInboundComment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
    readonly text: string,
  ) {
    super();
  }
}

@CommandHandler(AddSellerInboundComment)
export class AddSellerInboundCommentHandler implements ICommandHandler<AddSellerInboundComment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, sellerId, text }: AddSellerInboundComment): Promise<CommandResult> {
    return resultOf(
      shipmentId,
      await runInboundCommand(this.deps, shipmentId, { type: 'AddComment', author: 'SELLER', sellerId, text, at: this.clock.now() }),
    );
  }
}
