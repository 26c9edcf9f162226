// The seller or support ends an open or reopened chat.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider, type SupportActor } from '../domain/support-chat';

export class EndSupportChat extends Command<CommandResult> {
  constructor(
    readonly actor: SupportActor,
    readonly chatId: string,
  ) {
    super();
  }
}

@CommandHandler(EndSupportChat)
export class EndSupportChatHandler implements ICommandHandler<EndSupportChat, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, chatId }: EndSupportChat): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, supportStream(chatId), supportChatDecider, {
      type: 'End',
      actor,
      at: this.clock.now(),
    });
    return { id: chatId, position: outcome.position ?? '' };
  }
}
