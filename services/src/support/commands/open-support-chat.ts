// Opens a chat: by a seller (USER), by staff for a seller (STAFF), or by a saga (SYSTEM, with a templated first
// message and a chatId derived from its trigger, so a redelivered event opens nothing twice).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, supportStream, type CommandResult, type SupportChatOpening, type SupportTemplate } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { AttachedFiles } from '../../files/attached-files';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider } from '../domain/support-chat';

export interface OpenSupportChatInput extends Omit<SupportChatOpening, 'chatId'> {
  /** Given by sagas (derived from the trigger); a new random id when absent. Opening an existing chat again is a no-op. */
  chatId?: string;
  /** The seller for USER, the staff member for STAFF, null for SYSTEM. */
  authorId: string | null;
  text: string;
  template: SupportTemplate | null;
  /** Uploads of `authorId` (POST /files), at most MAX_FILES_PER_UPLOAD. */
  fileIds: string[];
}

export class OpenSupportChat extends Command<CommandResult> {
  constructor(readonly input: OpenSupportChatInput) {
    super();
  }
}

/** Staff may only open a chat for a seller who exists (staff and managers are not sellers). */
@CommandHandler(OpenSupportChat)
export class OpenSupportChatHandler implements ICommandHandler<OpenSupportChat, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly attached: AttachedFiles,
  ) {}

  async execute({ input }: OpenSupportChat): Promise<CommandResult> {
    const chatId = input.chatId ?? randomUUID();
    if (input.initiator === 'STAFF') await this.mustBeSeller(input.sellerId);
    const files = input.fileIds.length === 0 ? [] : await this.attached.resolve(input.authorId ?? '', input.fileIds);
    const { text, template, ...chat } = input;
    const outcome = await executeCommand(this.deps, supportStream(chatId), supportChatDecider, {
      type: 'Open',
      ...chat,
      chatId,
      message: { messageId: randomUUID(), text, template, files },
      at: this.clock.now(),
    });
    return { id: chatId, position: outcome.position ?? '' };
  }

  private async mustBeSeller(sellerId: string): Promise<void> {
    const row = await this.db.selectFrom('users').select('user_type').where('id', '=', sellerId).executeTakeFirst();
    if (!row || row.user_type !== null) throw new DomainError(ErrorCode.SUPPORT_SELLER_NOT_FOUND);
  }
}
