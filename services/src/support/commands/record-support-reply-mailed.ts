// Records on the chat's stream that the seller was mailed about support's unread messages up to one message. Appended
// with the expected version; a second record for the same message changes nothing, so a retried pass is harmless.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, supportStream, type SupportEvent } from '@ledgerhouse/contracts';
import { StreamVersionConflict } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { metadataFor } from '../../event-sourcing/request-context';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';

export class RecordSupportReplyMailed extends Command<{ recorded: boolean }> {
  constructor(
    readonly chatId: string,
    readonly upToMessageId: string,
    readonly to: string,
    readonly at: Date,
  ) {
    super();
  }
}

const MAX_ATTEMPTS = 5;

@CommandHandler(RecordSupportReplyMailed)
export class RecordSupportReplyMailedHandler implements ICommandHandler<RecordSupportReplyMailed, { recorded: boolean }> {
  constructor(@Inject(COMMAND_DEPS) private readonly deps: CommandDeps) {}

  execute({ chatId, upToMessageId, to, at }: RecordSupportReplyMailed): Promise<{ recorded: boolean }> {
    const stream = supportStream(chatId);
    return this.deps.queue.run(stream, async () => {
      for (let attempt = 1; ; attempt++) {
        const history = (await this.deps.store.readStream(stream)) as unknown as SupportEvent[];
        if (history.length === 0) throw new DomainError(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
        if (history.some((e) => e.type === 'SupportReplyMailed' && e.data.upToMessageId === upToMessageId)) return { recorded: false };
        const event: SupportEvent = { type: 'SupportReplyMailed', data: { upToMessageId, to, at: at.toISOString() } };
        try {
          await this.deps.store.append(stream, [{ ...event, metadata: { ...metadataFor(), schemaVersion: 1 } }], history.length);
          return { recorded: true };
        } catch (err) {
          if (!(err instanceof StreamVersionConflict)) throw err;
          if (attempt >= MAX_ATTEMPTS) throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
        }
      }
    });
  }
}
