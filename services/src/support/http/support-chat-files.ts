// A file attached to a message of a chat, for download: a seller only from their own chat (another's is 404
// SUPPORT_CHAT_NOT_FOUND), staff from any; a file not attached to the chat is 404 FILE_NOT_FOUND.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, supportStream } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { loadState } from '../../event-sourcing/load-state';
import { FILE_STORAGE } from '../../files/file-storage.provider';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { supportChatDecider } from '../domain/support-chat';

@Injectable()
export class SupportChatFiles {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** `sellerId` null: staff. */
  async open(chatId: string, fileId: string, sellerId: string | null) {
    const chat = await loadState(this.deps.store, supportStream(chatId), supportChatDecider);
    if (chat.status === null || (sellerId !== null && chat.sellerId !== sellerId)) throw new DomainError(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
    const found = chat.fileIds.includes(fileId) ? await this.storage.get(fileId) : null;
    if (!found) throw new DomainError(ErrorCode.FILE_NOT_FOUND);
    return found;
  }
}
