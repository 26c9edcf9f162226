// A side's read marker moves forward to one message of the chat; a marker at or before the current one changes nothing.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider, type SupportActor } from '../domain/support-chat';

export class MarkSupportChatRead extends Command<CommandResult> {
  constructor(
    readonly actor: SupportActor,
    readonly chatId: string,
    readonly upToMessageId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkSupportChatRead)
export class MarkSupportChatReadHandler implements ICommandHandler<MarkSupportChatRead, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, chatId, upToMessageId }: MarkSupportChatRead): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, supportStream(chatId), supportChatDecider, {
      type: 'MarkRead',
      actor,
      upToMessageId,
      at: this.clock.now(),
    });
    return { id: chatId, position: outcome.position ?? '' };
  }
}
