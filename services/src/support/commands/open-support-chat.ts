// Opens a chat: by a seller (USER), by staff for a seller (STAFF), or by a saga (SYSTEM, with a templated first
// message and a chatId derived from its trigger, so a redelivered event opens nothing twice).
import { Command } from '@nestjs/cqrs';
import type { CommandResult, SupportCategory, SupportInitiator, SupportTemplate, SupportTrigger } from '@ledgerhouse/contracts';

export interface OpenSupportChatInput {
  /** Given by sagas (derived from the trigger); a new random id when absent. Opening an existing chat again is a no-op. */
  chatId?: string;
  sellerId: string;
  category: SupportCategory;
  subjectNumber: number | null;
  subject: string | null;
  initiator: SupportInitiator;
  trigger: { kind: SupportTrigger; ref: string } | null;
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
