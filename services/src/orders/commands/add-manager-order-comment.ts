// A manager (or staff) adds a comment the seller sees.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class AddManagerOrderComment extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly text: string,
  ) {
    super();
  }
}

@CommandHandler(AddManagerOrderComment)
export class AddManagerOrderCommentHandler implements ICommandHandler<AddManagerOrderComment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, text }: AddManagerOrderComment): Promise<CommandResult> {
    const command = { type: 'AddComment' as const, author: 'MANAGER' as const, text, at: this.clock.now() };
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, command));
  }
}
