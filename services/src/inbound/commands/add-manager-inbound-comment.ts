// A manager adds a comment the seller sees.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class AddManagerInboundComment extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly text: string,
  ) {
    super();
  }
}

@CommandHandler(AddManagerInboundComment)
export class AddManagerInboundCommentHandler implements ICommandHandler<AddManagerInboundComment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, text }: AddManagerInboundComment): Promise<CommandResult> {
    return resultOf(
      shipmentId,
      await runInboundCommand(this.deps, shipmentId, { type: 'AddComment', author: 'MANAGER', text, at: this.clock.now() }),
    );
  }
}
