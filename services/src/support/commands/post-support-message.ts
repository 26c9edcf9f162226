// A message in an existing chat, by the seller or by support: text and up to 5 of the author's own uploads.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { AttachedFiles } from '../../files/attached-files';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider, type SupportActor } from '../domain/support-chat';

/** Answers the new message's id. */
export class PostSupportMessage extends Command<CommandResult> {
  constructor(
    readonly actor: SupportActor,
    readonly chatId: string,
    readonly message: { text: string; fileIds: string[] },
  ) {
    super();
  }
}

@CommandHandler(PostSupportMessage)
export class PostSupportMessageHandler implements ICommandHandler<PostSupportMessage, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly attached: AttachedFiles,
  ) {}

  async execute({ actor, chatId, message }: PostSupportMessage): Promise<CommandResult> {
    const messageId = randomUUID();
    const files = await this.attached.resolve(actor.userId, message.fileIds);
    const outcome = await executeCommand(this.deps, supportStream(chatId), supportChatDecider, {
      type: 'Post',
      actor,
      message: { messageId, text: message.text, template: null, files },
      at: this.clock.now(),
    });
    return { id: messageId, position: outcome.position ?? '' };
  }
}
