// A seller adds a comment the warehouse sees.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class AddSellerOrderComment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
    readonly text: string,
  ) {
    super();
  }
}

@CommandHandler(AddSellerOrderComment)
export class AddSellerOrderCommentHandler implements ICommandHandler<AddSellerOrderComment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, orderId, text }: AddSellerOrderComment): Promise<CommandResult> {
    const command = { type: 'AddComment' as const, author: 'SELLER' as const, sellerId, text, at: this.clock.now() };
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, command));
  }
}
