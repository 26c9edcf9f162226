// The seller moves an ended chat to their archive.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider, type SupportActor } from '../domain/support-chat';

export class ArchiveSupportChat extends Command<CommandResult> {
  constructor(
    readonly actor: SupportActor,
    readonly chatId: string,
  ) {
    super();
  }
}

@CommandHandler(ArchiveSupportChat)
export class ArchiveSupportChatHandler implements ICommandHandler<ArchiveSupportChat, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, chatId }: ArchiveSupportChat): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, supportStream(chatId), supportChatDecider, {
      type: 'Archive',
      actor,
      at: this.clock.now(),
    });
    return { id: chatId, position: outcome.position ?? '' };
  }
}
